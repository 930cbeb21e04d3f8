import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Two retries, after 1 s and 2 s (spec part 2 §8), then the Retry button. */
const retry = { retry: 2, retryDelay: (attempt: number) => 1000 * 2 ** attempt };

export function notesListQuery(companyId: string, q: string) {
  const search = q.trim();
  return queryOptions({
    queryKey: queryKeys.notes.list(companyId, search),
    queryFn: ({ signal }) =>
      api.get("/api/v1/companies/{id}/notes", { path: { id: companyId }, query: search ? { q: search } : {}, signal }),
    placeholderData: keepPreviousData,
    ...retry,
  });
}

export const noteQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.notes.one(companyId, id),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}/notes/{noteId}", { path: { id: companyId, noteId: id }, signal }),
    ...retry,
  });

export type NoteSave = { id?: string; version?: number; title: string; content: string; mentions?: string[] };

export function useSaveNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version = 0, ...body }: NoteSave) =>
      id
        ? api.patch("/api/v1/companies/{id}/notes/{noteId}", { path: { id: companyId, noteId: id }, body: { ...body, version } })
        : api.post("/api/v1/companies/{id}/notes", { path: { id: companyId }, body }),
    onSuccess: (note) => queryClient.setQueryData(noteQuery(companyId, note.id).queryKey, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.lists(companyId) }),
  });
}

export function useDeleteNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/companies/{id}/notes/{noteId}", { path: { id: companyId, noteId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.ofCompany(companyId) }),
  });
}

/** Duplicating copies the saved title and content into a new note. */
export function useDuplicateNote(companyId: string) {
  const queryClient = useQueryClient();
  const save = useSaveNote(companyId);
  return useMutation({
    mutationFn: async (id: string) => {
      const note = await queryClient.fetchQuery(noteQuery(companyId, id));
      return save.mutateAsync({ title: `${note.title} (copy)`.slice(0, 100), content: note.content });
    },
  });
}
