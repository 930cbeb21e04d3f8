import { useCallback } from "react";
import type { Company, CompanyCard, CompanyUpdate } from "@shared/schemas/companies";
import type { NamedItem } from "@shared/schemas/settings";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";
import { useOptimisticUpdate } from "@web/lib/use-optimistic-update";
import { moveCachedCard, patchCachedCompany } from "./cache";
import { withPrimaryPoc } from "./primary-poc";
import type { EditField } from "./pipeline/use-row-click";

type Vars = { company: CompanyCard; body: Omit<CompanyUpdate, "version">; optimistic: Partial<Company>; move?: Company["stage"] };

/**
 * Saves one change of a company at once, shown optimistically everywhere it is cached;
 * on failure everything is put back and a toast says why.
 */
export function useCompanyEdits() {
  const mutation = useOptimisticUpdate({
    mutationFn: ({ company, body }: Vars) =>
      api.patch("/api/v1/companies/{id}", { path: { id: company.id }, body: { ...body, version: company.version } }),
    keys: () => [queryKeys.companies.all],
    apply: (qc, { company, optimistic, move }) => {
      if (move) moveCachedCard(qc, company, move);
      patchCachedCompany(qc, company.id, optimistic);
    },
    applySaved: (qc, saved) => patchCachedCompany(qc, saved.id, saved),
    failureTitle: ({ company }) => `Could not save ${company.name}`,
    onSettled: (qc, error) => {
      // The board keeps its optimistic order; lists, counts and analytics refresh.
      void qc.invalidateQueries({ queryKey: queryKeys.companies.all, predicate: (q) => error !== null || q.queryKey[1] !== "board" });
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
