import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Fund, FundInput, NamedItem } from "@shared/schemas/settings";
import type { ListOf } from "@shared/schemas/common";
import type { IntakeForm, IntakeFormInput } from "@shared/schemas/intake";
import { api } from "@web/lib/api-client";
import { fundsQuery, pocsQuery, refreshReference, subsectorsQuery } from "@web/lib/reference-data";

export type { Fund, NamedItem };

/** POCs and subsectors share one shape: a name per row, unique within the organisation. */
export type NamedListKind = "pocs" | "subsectors";

export const namedListQuery = (kind: NamedListKind) => (kind === "pocs" ? pocsQuery() : subsectorsQuery());
export { fundsQuery };

type Versioned = { id?: string; version?: number };

export function useSaveNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, name }: Versioned & { name: string }) =>
      id ? api.patch<NamedItem>(`/api/v1/${kind}/${id}`, { name, version }) : api.post<NamedItem>(`/api/v1/${kind}`, { name }),
    onSettled: () => refreshReference(queryClient, kind),
  });
}

export function useDeleteNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/${kind}/${id}`),
    onSettled: () => refreshReference(queryClient, kind),
  });
}

export function useSaveFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: FundInput & Versioned) =>
      id ? api.patch<Fund>(`/api/v1/funds/${id}`, { ...body, version }) : api.post<Fund>("/api/v1/funds", body),
    onSettled: () => refreshReference(queryClient, "funds"),
  });
}

export function useDeleteFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/funds/${id}`),
    onSettled: () => refreshReference(queryClient, "funds"),
  });
}

export type { IntakeForm };
const intakeFormsKey = ["settings", "intake-forms"] as const;

export const intakeFormsQuery = () =>
  queryOptions({ queryKey: intakeFormsKey, queryFn: () => api.get<ListOf<IntakeForm>>("/api/v1/intake-forms") });

export function useSaveIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: IntakeFormInput & Versioned) =>
      id ? api.patch<IntakeForm>(`/api/v1/intake-forms/${id}`, { ...body, version }) : api.post<IntakeForm>("/api/v1/intake-forms", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}

export function useDeleteIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/intake-forms/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: intakeFormsKey }),
  });
}
