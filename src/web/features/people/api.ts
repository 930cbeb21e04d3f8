import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Meeting, MeetingCreate, PersonCreate, PersonDetail, PersonList, PersonListQuery, PersonUpdate } from "@shared/schemas/people";
import { api } from "@web/lib/api-client";

/** Every network query starts with this key, so one invalidation refreshes them all. */
export const peopleKey = ["people"] as const;
/** A person's documents (the live-update invalidation uses the same key). */
export const personDocumentsKey = (id: string) => [...peopleKey, "documents", id];

export type PeopleFilters = Omit<PersonListQuery, "limit" | "cursor">;

const toSearch = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : "";
};

export function peopleListOptions(filters: PeopleFilters, limit = 100) {
  return infiniteQueryOptions({
    queryKey: [...peopleKey, "list", filters, limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<PersonList>(`/api/v1/people${toSearch({ ...filters, limit, cursor: pageParam ?? undefined })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export const personOptions = (id: string) =>
  queryOptions({ queryKey: [...peopleKey, "one", id], queryFn: ({ signal }) => api.get<PersonDetail>(`/api/v1/people/${id}`, { signal }) });

export const meetingsOptions = (personId: string) =>
  queryOptions({
    queryKey: [...peopleKey, "meetings", personId],
    queryFn: ({ signal }) => api.get<{ items: Meeting[] }>(`/api/v1/people/${personId}/meetings`, { signal }),
  });

/** Add (no id) or edit (id + version) a contact; the network lists reload after. */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PersonCreate | PersonUpdate }) =>
      id ? api.patch<PersonDetail>(`/api/v1/people/${id}`, body) : api.post<PersonDetail>("/api/v1/people", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/people/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}

export function useAddMeeting(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingCreate) => api.post<Meeting>(`/api/v1/people/${personId}/meetings`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
