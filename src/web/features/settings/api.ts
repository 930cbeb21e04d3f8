import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Fund, NamedItem } from "@shared/schemas/settings";
import { api } from "@web/lib/api-client";
import type { List } from "@web/lib/members";

export type { Fund, NamedItem };

/** POCs and subsectors share one shape: a name per row, unique within the organisation. */
export type NamedListKind = "pocs" | "subsectors";

export function namedListQuery(kind: NamedListKind) {
  return queryOptions({
    queryKey: ["settings", kind],
    queryFn: ({ signal }) => api.get<List<NamedItem>>(`/api/v1/${kind}`, { signal }),
  });
}

export type NamedListSave = { id?: string; version?: number; name: string };

export function useSaveNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, name }: NamedListSave) =>
      id
        ? api.patch<NamedItem>(`/api/v1/${kind}/${id}`, { name, version })
        : api.post<NamedItem>(`/api/v1/${kind}`, { name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", kind] }),
  });
}

export function useDeleteNamedItem(kind: NamedListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/${kind}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", kind] }),
  });
}

export const fundsQuery = () =>
  queryOptions({
    queryKey: ["settings", "funds"],
    queryFn: ({ signal }) => api.get<List<Fund>>("/api/v1/funds", { signal }),
  });

export type FundInput = { name: string; sizeUsd: number | null; vintageYear: number | null };

export function useSaveFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: FundInput & { id?: string; version?: number }) =>
      id ? api.patch<Fund>(`/api/v1/funds/${id}`, { ...body, version }) : api.post<Fund>("/api/v1/funds", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", "funds"] }),
  });
}

export function useDeleteFund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/funds/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings", "funds"] }),
  });
}
