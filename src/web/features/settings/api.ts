import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Fund, FundInput, NamedItem } from "@shared/schemas/settings";
import type { IntakeForm, IntakeFormInput } from "@shared/schemas/intake";
import { api } from "@web/lib/api-client";
import { fundsQuery, referenceKeys, refreshReference, staleTime } from "@web/lib/reference-data";
import { queryKeys } from "@web/lib/query-keys";

export type { Fund, NamedItem };

/** POCs and subsectors share one shape: a name per row, unique within the organisation. */
export type NamedListKind = "pocs" | "subsectors";

/** One query shape for both lists (the same cache entries as pocsQuery and subsectorsQuery). */
export const namedListQuery = (kind: NamedListKind) =>
  queryOptions({
    queryKey: referenceKeys[kind] as readonly string[],
    queryFn: ({ signal }) => api.get(kind === "pocs" ? "/api/v1/pocs" : "/api/v1/subsectors", { signal }),
    staleTime,
  });
export { fundsQuery };

type Versioned = { id?: string; version?: number };

export function useSaveNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version = 0, name }: Versioned & { name: string }) => {
      if (id) {
        const init = { path: { id }, body: { name, version } };
        return kind === "pocs" ? api.patch("/api/v1/pocs/{id}", init) : api.patch("/api/v1/subsectors/{id}", init);
      }
      return kind === "pocs" ? api.post("/api/v1/pocs", { body: { name } }) : api.post("/api/v1/subsectors", { body: { name } });
    },
    onSettled: () => refreshReference(queryClient, kind),
  });
}

export function useDeleteNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      kind === "pocs" ? api.delete("/api/v1/pocs/{id}", { path: { id } }) : api.delete("/api/v1/subsectors/{id}", { path: { id } }),
    onSettled: () => refreshReference(queryClient, kind),
  });
}

export function useSaveFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version = 0, ...body }: FundInput & Versioned) =>
      id ? api.patch("/api/v1/funds/{id}", { path: { id }, body: { ...body, version } }) : api.post("/api/v1/funds", { body }),
    onSettled: () => refreshReference(queryClient, "funds"),
  });
}

export function useDeleteFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/funds/{id}", { path: { id } }),
    onSettled: () => refreshReference(queryClient, "funds"),
  });
}

export type { IntakeForm };
const intakeFormsKey = queryKeys.settings.intakeForms;

export const intakeFormsQuery = () => queryOptions({ queryKey: intakeFormsKey, queryFn: () => api.get("/api/v1/intake-forms") });

export function useSaveIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version = 0, ...body }: IntakeFormInput & Versioned) =>
      id
        ? api.patch("/api/v1/intake-forms/{id}", { path: { id }, body: { ...body, version } })
        : api.post("/api/v1/intake-forms", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}

export function useDeleteIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/intake-forms/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}
