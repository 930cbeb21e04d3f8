import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Lp, LpCreate, LpList, LpTotals, LpUpdate } from "@shared/schemas/lps";
import { api } from "@web/lib/api-client";

/** Every LP query starts with this key, so one invalidation refreshes lists and totals. */
export const lpsKey = ["lps"] as const;

export function lpListOptions(fundId: string, limit = 200) {
  return infiniteQueryOptions({
    queryKey: [...lpsKey, "list", fundId, limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<LpList>(`/api/v1/lps?fundId=${fundId}&limit=${limit}${pageParam ? `&cursor=${pageParam}` : ""}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!fundId,
  });
}

export const lpTotalsOptions = () =>
  queryOptions({ queryKey: [...lpsKey, "totals"], queryFn: ({ signal }) => api.get<LpTotals>("/api/v1/lps/totals", { signal }) });

/** Add (no id) or edit (id; the body carries the version) an LP; lists and totals reload after. */
export function useSaveLp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LpCreate | LpUpdate }) =>
      id ? api.patch<Lp>(`/api/v1/lps/${id}`, body) : api.post<Lp>("/api/v1/lps", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lpsKey }),
  });
}

export function useDeleteLp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/lps/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lpsKey }),
  });
}
