import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { LpCreate, LpUpdate } from "@shared/schemas/lps";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Every LP query starts with this key, so one invalidation refreshes lists and totals. */
export const lpsKey = queryKeys.lps.all;

/** A fund's LPs; `filters` are custom field filters (`cf.<key>` → value), passed through to the API. */
export function lpListOptions(fundId: string, filters: Record<`cf.${string}`, string> = {}, limit = 200) {
  return infiniteQueryOptions({
    queryKey: queryKeys.lps.list(fundId, limit, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get("/api/v1/lps", { query: { ...filters, fundId, limit, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!fundId,
  });
}

export const lpOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.lps.one(id), queryFn: ({ signal }) => api.get("/api/v1/lps/{id}", { path: { id }, signal }) });

export const lpTotalsOptions = () =>
  queryOptions({ queryKey: queryKeys.lps.totals, queryFn: ({ signal }) => api.get("/api/v1/lps/totals", { signal }) });

/** Add (no id) or edit (id; the body carries the version) an LP; lists and totals reload after. */
export function useSaveLp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: string; body: LpUpdate } | { id?: undefined; body: LpCreate }) =>
      save.id !== undefined
        ? api.patch("/api/v1/lps/{id}", { path: { id: save.id }, body: save.body })
        : api.post("/api/v1/lps", { body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lpsKey }),
  });
}

export function useDeleteLp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/lps/{id}", { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lpsKey }),
  });
}
