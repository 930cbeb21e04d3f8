import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeckAnalysisState } from "@shared/schemas/deck-analysis";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

const POLL_MS = 2_000;
export const isPending = (a: Pick<DeckAnalysisState, "status">) => a.status === "queued" || a.status === "running";

/** The company's deck analyses; polled while one is queued or running (the live event also refreshes it when one ends). */
export const deckAnalysesOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.deckAnalyses(companyId),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/deck-analyses", { path: { id: companyId }, signal }),
    refetchInterval: (q) => (q.state.data?.items.some(isPending) ? POLL_MS : false),
  });

export const useDeckAnalyses = (companyId: string) => useQuery(deckAnalysesOptions(companyId));

export function useReanalyse(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.post("/api/v1/companies/{id}/documents/{docId}/analyze", { path: { id: companyId, docId: documentId } }),
    onSuccess: (queued) =>
      qc.setQueryData(deckAnalysesOptions(companyId).queryKey, (old) =>
        old ? { items: old.items.map((a) => (a.id === queued.id ? queued : a)) } : old,
      ),
  });
}
