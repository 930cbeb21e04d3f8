import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CapitalCallInput, DistributionInput, PaymentInput, ValuationInput } from "@shared/schemas/fund-ledger";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Every ledger query sits under this key: any ledger write (or its live event) refreshes them all. */
export const fundLedgerKey = queryKeys.fundLedger.all;

const asOfQuery = (asOf?: string) => (asOf ? { asOf } : {});

export const fundMetricsOptions = (fundId: string, asOf?: string) =>
  queryOptions({
    queryKey: queryKeys.fundLedger.metrics(fundId, asOf ?? "today"),
    queryFn: ({ signal }) => api.get("/api/v1/funds/{fundId}/metrics", { path: { fundId }, query: asOfQuery(asOf), signal }),
  });

export const capitalCallsOptions = (fundId: string) =>
  queryOptions({
    queryKey: queryKeys.fundLedger.calls(fundId),
    queryFn: ({ signal }) => api.get("/api/v1/funds/{fundId}/capital-calls", { path: { fundId }, signal }),
  });

export const distributionsOptions = (fundId: string) =>
  queryOptions({
    queryKey: queryKeys.fundLedger.distributions(fundId),
    queryFn: ({ signal }) => api.get("/api/v1/funds/{fundId}/distributions", { path: { fundId }, signal }),
  });

export const valuationsOptions = (fundId: string) =>
  queryOptions({
    queryKey: queryKeys.fundLedger.valuations(fundId),
    queryFn: ({ signal }) => api.get("/api/v1/funds/{fundId}/valuations", { path: { fundId }, signal }),
  });

export const capitalAccountOptions = (lpId: string, asOf?: string) =>
  queryOptions({
    queryKey: queryKeys.fundLedger.capitalAccount(lpId, asOf ?? "today"),
    queryFn: ({ signal }) => api.get("/api/v1/lps/{lpId}/capital-account", { path: { lpId }, query: asOfQuery(asOf), signal }),
  });

type Versioned = { id?: string; version?: number };

/** One hook per write; each refreshes every ledger query (figures depend on all entries). */
function useLedgerMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: fundLedgerKey }) });
}

export const useSaveCapitalCall = (fundId: string) =>
  useLedgerMutation(({ id, version = 0, ...body }: CapitalCallInput & Versioned) =>
    id
      ? api.patch("/api/v1/capital-calls/{id}", { path: { id }, body: { ...body, version } })
      : api.post("/api/v1/funds/{fundId}/capital-calls", { path: { fundId }, body }),
  );

export const useDeleteCapitalCall = () => useLedgerMutation((id: string) => api.delete("/api/v1/capital-calls/{id}", { path: { id } }));

/** One more payment on an LP's share (partial payments). */
export const useAddPayment = () =>
  useLedgerMutation(({ id, ...body }: PaymentInput & { id: string }) =>
    api.post("/api/v1/capital-call-allocations/{id}/payments", { path: { id }, body }),
  );

export const useDeletePayment = () => useLedgerMutation((id: string) => api.delete("/api/v1/capital-call-payments/{id}", { path: { id } }));

export const useSendNotices = () =>
  useLedgerMutation(({ id, resend }: { id: string; resend: boolean }) =>
    api.post("/api/v1/capital-calls/{id}/notices", { path: { id }, body: { resend } }),
  );

export const useSaveDistribution = (fundId: string) =>
  useLedgerMutation(({ id, version = 0, ...body }: DistributionInput & Versioned) =>
    id
      ? api.patch("/api/v1/distributions/{id}", { path: { id }, body: { ...body, version } })
      : api.post("/api/v1/funds/{fundId}/distributions", { path: { fundId }, body }),
  );

export const useDeleteDistribution = () => useLedgerMutation((id: string) => api.delete("/api/v1/distributions/{id}", { path: { id } }));

export const useAddValuation = (fundId: string) =>
  useLedgerMutation((body: ValuationInput) => api.post("/api/v1/funds/{fundId}/valuations", { path: { fundId }, body }));

export const useDeleteValuation = () => useLedgerMutation((id: string) => api.delete("/api/v1/valuations/{id}", { path: { id } }));
