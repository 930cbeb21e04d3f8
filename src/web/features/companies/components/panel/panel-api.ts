import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import type { EquityOffer } from "@shared/schemas/equity-offers";
import type { EquityInvestment } from "@shared/schemas/equity-investments";
import { api, ApiError } from "@web/lib/api-client";
import { companiesKey, companyOptions } from "../../api";

/** A 409 from a row's version: someone else saved first. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
export const STALE_MESSAGE = "This company was changed by someone else while you were editing. Reload to see their changes.";

export const offersOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...companiesKey, "offers", companyId],
    queryFn: ({ signal }) => api.get<{ items: EquityOffer[] }>(`/api/v1/companies/${companyId}/equity-offers`, { signal }),
  });

/** Saves company fields with the version the panel shows; the panel and the lists then show the saved company. */
export function useSaveCompany(company: Company) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CompanyUpdate, "version">) =>
      api.patch<Company>(`/api/v1/companies/${company.id}`, { ...body, version: company.version }),
    onSuccess: (saved) => {
      qc.setQueryData(companyOptions(company.id).queryKey, saved);
      void qc.invalidateQueries({ queryKey: companiesKey, predicate: (q) => q.queryKey[1] !== "one" });
    },
  });
}

export function useUploadLogo(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return api.put<Company>(`/api/v1/companies/${companyId}/logo`, form);
    },
    onSuccess: (saved) => {
      qc.setQueryData(companyOptions(companyId).queryKey, saved);
      void qc.invalidateQueries({ queryKey: companiesKey, predicate: (q) => q.queryKey[1] !== "one" });
    },
  });
}

/** What saving an offer or investment sends: the four fields, checked by the kind's own schema. */
type RoundBody = { roundType: string; investedAmount: number; valuation: number; investmentDate: string };

/** Save (create, or update with the version seen) and delete of a company's offers or investments; `refresh` after each. */
function useRoundActions<R extends { id: string; version: number }>(base: string, refresh: () => Promise<unknown>) {
  const save = useMutation({
    mutationFn: ({ round, body }: { round: R | null; body: RoundBody }) =>
      round ? api.patch<R>(`${base}/${round.id}`, { ...body, version: round.version }) : api.post<R>(base, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => api.delete<void>(`${base}/${id}`), onSettled: refresh });
  return { save, remove };
}

export function useOfferActions(companyId: string) {
  const qc = useQueryClient();
  return useRoundActions<EquityOffer>(`/api/v1/companies/${companyId}/equity-offers`, () =>
    qc.invalidateQueries({ queryKey: offersOptions(companyId).queryKey }),
  );
}

export const investmentsOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...companiesKey, "investments", companyId],
    queryFn: ({ signal }) => api.get<{ items: EquityInvestment[] }>(`/api/v1/companies/${companyId}/equity-investments`, { signal }),
  });

/** Saving or deleting an investment also changes the portfolio list, its analytics and the fund stats. */
export function useInvestmentActions(companyId: string) {
  const qc = useQueryClient();
  return useRoundActions<EquityInvestment>(`/api/v1/companies/${companyId}/equity-investments`, () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: investmentsOptions(companyId).queryKey }),
      qc.invalidateQueries({ queryKey: ["portfolio"] }),
    ]),
  );
}
