import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldEntity } from "@shared/constants/custom-fields";
import type { CustomField, FieldCreate, FieldUpdate, SavedView, ViewCreate, ViewDefault, ViewUpdate } from "@shared/schemas/custom-fields";
import { api } from "./api-client";
import { queryKeys } from "./query-keys";

export type { CustomField, SavedView };

/** The organisation's custom fields: one query key for every screen (Settings, panels, tables). */
const fieldsKey = queryKeys.fields;
export const fieldsQuery = () =>
  queryOptions({
    queryKey: fieldsKey,
    queryFn: ({ signal }) => api.get("/api/v1/fields", { signal }),
    staleTime: 60_000,
  });

/** The active (not archived) fields of one entity, in order. */
export const activeFields = (items: CustomField[] | undefined, entity: FieldEntity) =>
  (items ?? []).filter((f) => f.entity === entity && !f.archived);

export function useSaveField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: string; body: FieldUpdate } | { id?: undefined; body: FieldCreate }) =>
      save.id !== undefined
        ? api.patch("/api/v1/fields/{id}", { path: { id: save.id }, body: save.body })
        : api.post("/api/v1/fields", { body: save.body }),
    // Option renames rewrite values: the records' lists refresh too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fieldsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
      ]),
  });
}

export function useArchiveField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/fields/{id}", { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldsKey }),
  });
}

const viewsKey = queryKeys.views;
export const viewsQuery = (page: SavedView["page"]) =>
  queryOptions({
    queryKey: viewsKey(page),
    queryFn: ({ signal }) => api.get("/api/v1/views", { query: { page }, signal }),
  });

export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: string; body: ViewUpdate } | { id?: undefined; body: ViewCreate }) =>
      save.id !== undefined
        ? api.patch("/api/v1/views/{id}", { path: { id: save.id }, body: save.body })
        : api.post("/api/v1/views", { body: save.body }),
    onSuccess: (view) => queryClient.invalidateQueries({ queryKey: viewsKey(view.page) }),
  });
}

/** Sets (viewId null: clears) the caller's default view of a page. */
export function useSetDefaultView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewDefault) => api.put("/api/v1/views/default", { body }),
    onSuccess: (_, body) => queryClient.invalidateQueries({ queryKey: viewsKey(body.page) }),
  });
}
