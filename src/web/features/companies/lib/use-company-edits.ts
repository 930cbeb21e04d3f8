import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import type { Company, CompanyCard, CompanyUpdate } from "@shared/schemas/companies";
import type { NamedItem } from "@shared/schemas/settings";
import { api, errorMessage } from "@web/lib/api-client";
import { companiesKey } from "../api";
import { moveCachedCard, patchCachedCompany } from "./cache";
import { withPrimaryPoc } from "./primary-poc";
import type { EditField } from "./use-row-click";

type Vars = { company: CompanyCard; body: Omit<CompanyUpdate, "version">; optimistic: Partial<Company>; move?: Company["stage"] };

/**
 * Saves one change of a company at once, shown optimistically everywhere it is cached;
 * on failure everything is put back and a toast says why.
 */
export function useCompanyEdits() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ company, body }: Vars) => api.patch<Company>(`/api/v1/companies/${company.id}`, { ...body, version: company.version }),
    onMutate: async ({ company, optimistic, move }) => {
      await qc.cancelQueries({ queryKey: companiesKey });
      const snapshot = qc.getQueriesData({ queryKey: companiesKey });
      if (move) moveCachedCard(qc, company, move);
      patchCachedCompany(qc, company.id, optimistic);
      return { snapshot };
    },
    onError: (error, { company }, context) => {
      for (const [key, data] of context?.snapshot ?? []) qc.setQueryData(key, data);
      toast.error(`Could not save ${company.name}`, { description: errorMessage(error) });
    },
    onSuccess: (saved) => patchCachedCompany(qc, saved.id, saved),
    onSettled: (_d, error) => {
      // The board keeps its optimistic order; lists, counts and analytics refresh.
      void qc.invalidateQueries({ queryKey: companiesKey, predicate: (q) => error !== null || q.queryKey[1] !== "board" });
    },
  });

  const moveTo = useCallback(
    (company: CompanyCard, stage: Company["stage"]) => {
      if (company.stage === stage) return;
      mutation.mutate({ company, body: { stage }, optimistic: { stage }, move: stage });
    },
    [mutation],
  );

  const saveField = useCallback(
    (company: CompanyCard, field: EditField, value: string, pocs: NamedItem[]) => {
      if (field === "stage") return moveTo(company, value as Company["stage"]);
      if (field === "poc") {
        const next = withPrimaryPoc(company.pocs, value, pocs);
        if (next.map((p) => p.id).join() === company.pocs.map((p) => p.id).join()) return;
        return mutation.mutate({ company, body: { pocIds: next.map((p) => p.id) }, optimistic: { pocs: next } });
      }
      const v = value || null;
      if ((company[field] ?? null) === v) return;
      mutation.mutate({ company, body: { [field]: v }, optimistic: { [field]: v } });
    },
    [moveTo, mutation],
  );

  return { moveTo, saveField, pending: mutation.isPending };
}
