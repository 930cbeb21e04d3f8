import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrackerDocument } from "@shared/constants/portfolio";
import type { StoredDocument } from "@shared/schemas/documents";
import type { PortfolioAnalytics, PortfolioFilters, PortfolioList, PortfolioStats, TrackerList } from "@shared/schemas/portfolio";
import { api } from "@web/lib/api-client";

/** Every portfolio query sits under this key: an investment or company change refreshes them all. */
export const portfolioKey = ["portfolio"] as const;

const search = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "")).toString();

export const portfolioListOptions = (filters: PortfolioFilters, limit: number) =>
  queryOptions({
    queryKey: [...portfolioKey, "list", filters, limit],
    queryFn: ({ signal }) => api.get<PortfolioList>(`/api/v1/portfolio/companies?${search({ ...filters, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const portfolioAnalyticsOptions = () =>
  queryOptions({
    queryKey: [...portfolioKey, "analytics"],
    queryFn: ({ signal }) => api.get<PortfolioAnalytics>("/api/v1/portfolio/analytics", { signal }),
  });

export const portfolioStatsOptions = () =>
  queryOptions({
    queryKey: [...portfolioKey, "stats"],
    queryFn: ({ signal }) => api.get<PortfolioStats>("/api/v1/portfolio/stats", { signal }),
  });

export const trackerOptions = (quarter: string, q: string) =>
  queryOptions({
    queryKey: [...portfolioKey, "tracker", quarter, q],
    queryFn: ({ signal }) => api.get<TrackerList>(`/api/v1/portfolio/tracker?${search({ quarter, q, limit: 500 })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Upload (replacing the quarter's previous file for that document) and delete of a tracker document. */
export function useTrackerActions(companyId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: [...portfolioKey, "tracker"] });
  const upload = useMutation({
    mutationFn: ({ file, quarter, document }: { file: File; quarter: string; document: TrackerDocument }) => {
      const form = new FormData();
      form.append("file", file);
      form.append("quarter", quarter);
      form.append("trackerDocument", document);
      return api.post<StoredDocument>(`/api/v1/companies/${companyId}/documents`, form);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/companies/${companyId}/documents/${id}`),
    onSettled: refresh,
  });
  return { upload, remove };
}
