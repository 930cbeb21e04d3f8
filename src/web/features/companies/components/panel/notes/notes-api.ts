import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note, NoteInput, NotePage } from "@shared/schemas/notes";
import { api } from "@web/lib/api-client";

export type { Note };

const notesKey = (companyId: string) => ["notes", companyId] as const;
const base = (companyId: string) => `/api/v1/companies/${companyId}/notes`;

/** Two retries, after 1 s and 2 s (spec part 2 §8), then the Retry button. */
const retry = { retry: 2, retryDelay: (attempt: number) => 1000 * 2 ** attempt };

export function notesListQuery(companyId: string, q: string) {
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : "";
  return queryOptions({
    queryKey: [...notesKey(companyId), "list", q.trim()],
    queryFn: ({ signal }) => api.get<NotePage>(`${base(companyId)}${search}`, { signal }),
    placeholderData: keepPreviousData,
    ...retry,
  });
}

export const noteQuery = (companyId: string, id: string) =>
  queryOptions({
    queryKey: [...notesKey(companyId), "one", id],
    queryFn: ({ signal }) => api.get<Note>(`${base(companyId)}/${id}`, { signal }),
    ...retry,
  });

export type NoteSave = { id?: string; version?: number; title: string; content: string };

export function useSaveNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, ...body }: NoteSave) =>
      id ? api.patch<Note>(`${base(companyId)}/${id}`, { ...body, version }) : api.post<Note>(base(companyId), body satisfies NoteInput),
    onSuccess: (note) => queryClient.setQueryData(noteQuery(companyId, note.id).queryKey, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notesKey(companyId), "list"] }),
  });
}

export function useDeleteNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${base(companyId)}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKey(companyId) }),
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
