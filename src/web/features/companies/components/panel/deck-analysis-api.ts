import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeckAnalysisList, DeckAnalysisState } from "@shared/schemas/deck-analysis";
import { api } from "@web/lib/api-client";
import { companiesKey } from "../../api";

const POLL_MS = 2_000;
export const isPending = (a: Pick<DeckAnalysisState, "status">) => a.status === "queued" || a.status === "running";

/** The company's deck analyses; polled while one is queued or running (the live event also refreshes it when one ends). */
export const deckAnalysesOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...companiesKey, "deck-analyses", companyId],
    queryFn: ({ signal }) => api.get<DeckAnalysisList>(`/api/v1/companies/${companyId}/deck-analyses`, { signal }),
    refetchInterval: (q) => (q.state.data?.items.some(isPending) ? POLL_MS : false),
  });

export const useDeckAnalyses = (companyId: string) => useQuery(deckAnalysesOptions(companyId));

export function useReanalyse(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.post<DeckAnalysisState>(`/api/v1/companies/${companyId}/documents/${documentId}/analyze`, {}),
    onSuccess: (queued) =>
      qc.setQueryData(deckAnalysesOptions(companyId).queryKey, (old) =>
        old ? { items: old.items.map((a) => (a.id === queued.id ? queued : a)) } : old,
      ),
  });
}
