import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Company, CompanyUpdate } from "@shared/schemas/companies";
import { api, ApiError } from "@web/lib/api-client";
import { companiesKey, companyOptions } from "../api";
import { queryKeys } from "@web/lib/query-keys";

/** A 409 from a row's version: someone else saved first. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;
export const STALE_MESSAGE = "This company was changed by someone else while you were editing. Reload to see their changes.";

export const offersOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.offers(companyId),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/equity-offers", { path: { id: companyId }, signal }),
  });

/** Saves company fields with the version the panel shows; the panel and the lists then show the saved company. */
export function useSaveCompany(company: Company) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CompanyUpdate, "version">) =>
      api.patch("/api/v1/companies/{id}", { path: { id: company.id }, body: { ...body, version: company.version } }),
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
      return api.put("/api/v1/companies/{id}/logo", { path: { id: companyId }, body: form });
    },
    onSuccess: (saved) => {
      qc.setQueryData(companyOptions(companyId).queryKey, saved);
      void qc.invalidateQueries({ queryKey: companiesKey, predicate: (q) => q.queryKey[1] !== "one" });
    },
  });
}

export const investmentsOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.investments(companyId),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/equity-investments", { path: { id: companyId }, signal }),
  });

/** Saving or deleting an investment also changes the portfolio list, its analytics and the fund stats. */
export const foundersOptions = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.founders(companyId),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/founders", { path: { id: companyId }, signal }),
  });

/** The organisation's people whose name contains `name` (the founder picker's suggestions). */
export const founderCandidatesOptions = (name: string) =>
  queryOptions({
    queryKey: queryKeys.people.founderCandidates(name),
    queryFn: ({ signal }) => api.get("/api/v1/people", { query: { name, limit: 8, sort: "name" }, signal }),
    enabled: name.trim() !== "",
    staleTime: 30_000,
  });

/** Links an existing person (by id) or a new person (by name) as a founder; removes one. */
export function useFounderActions(companyId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: foundersOptions(companyId).queryKey });
  const add = useMutation({
    mutationFn: (body: { personId: string } | { name: string }) =>
      api.post("/api/v1/companies/{id}/founders", { path: { id: companyId }, body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (personId: string) => api.delete("/api/v1/companies/{id}/founders/{personId}", { path: { id: companyId, personId } }),
    onSettled: refresh,
  });
  return { add, remove };
}
