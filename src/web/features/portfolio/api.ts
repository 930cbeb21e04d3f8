import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrackerDocument } from "@shared/constants/portfolio";
import type { PortfolioFilters } from "@shared/schemas/portfolio";
import { api, withoutEmpty } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** `filters` may hold custom field filters (cf.<key> → value), passed through to the API. */
export const portfolioListOptions = (filters: PortfolioFilters & Record<`cf.${string}`, string>, limit: number) =>
  queryOptions({
    queryKey: queryKeys.portfolio.list(filters, limit),
    queryFn: ({ signal }) => api.get("/api/v1/portfolio/companies", { query: withoutEmpty({ ...filters, limit }), signal }),
    placeholderData: keepPreviousData,
  });

export const portfolioAnalyticsOptions = () =>
  queryOptions({
    queryKey: queryKeys.portfolio.analytics,
    queryFn: ({ signal }) => api.get("/api/v1/portfolio/analytics", { signal }),
  });

export const portfolioStatsOptions = () =>
  queryOptions({
    queryKey: queryKeys.portfolio.stats,
    queryFn: ({ signal }) => api.get("/api/v1/portfolio/stats", { signal }),
  });

/**
 * Tracker rows asked for and drawn per page. All 500 at once were 13,068 DOM nodes at 1440 px and
 * 20,662 at 390 px with the bench data; 50 are 1,444 and 2,276.
 */
const TRACKER_PAGE = 50;

/** The quarter's tracker, a page at a time ("Show more" asks for the next). */
export const trackerOptions = (quarter: string, q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.portfolio.tracker(quarter, q),
    queryFn: ({ pageParam, signal }) =>
      api.get("/api/v1/portfolio/tracker", {
        query: withoutEmpty({ quarter, q, limit: TRACKER_PAGE, cursor: pageParam ?? undefined }),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

/** Upload (replacing the quarter's previous file for that document) and delete of a tracker document. */
export function useTrackerActions(companyId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.portfolio.trackers });
  const upload = useMutation({
    mutationFn: ({ file, quarter, document }: { file: File; quarter: string; document: TrackerDocument }) => {
      const form = new FormData();
      form.append("file", file);
      form.append("quarter", quarter);
      form.append("trackerDocument", document);
      return api.post("/api/v1/companies/{id}/documents", { path: { id: companyId }, body: form });
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/companies/{id}/documents/{docId}", { path: { id: companyId, docId: id } }),
    onSettled: refresh,
  });
  return { upload, remove };
}
