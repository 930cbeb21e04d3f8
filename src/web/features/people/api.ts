import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { MeetingCreate, PersonCreate, PersonListQuery, PersonUpdate } from "@shared/schemas/people";
import { api, withoutEmpty } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Every network query starts with this key, so one invalidation refreshes them all. */
export const peopleKey = queryKeys.people.all;
/** A person's documents (the live-update invalidation uses the same key). */
export const personDocumentsKey = queryKeys.people.documents;

export type PeopleFilters = Omit<PersonListQuery, "limit" | "cursor">;

export function peopleListOptions(filters: PeopleFilters, limit = 100) {
  return infiniteQueryOptions({
    queryKey: queryKeys.people.list(filters, limit),
    queryFn: ({ pageParam, signal }) =>
      api.get("/api/v1/people", { query: withoutEmpty({ ...filters, limit, cursor: pageParam ?? undefined }), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export const personOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.people.one(id), queryFn: ({ signal }) => api.get("/api/v1/people/{id}", { path: { id }, signal }) });

export const meetingsOptions = (personId: string) =>
  queryOptions({
    queryKey: queryKeys.people.meetings(personId),
    queryFn: ({ signal }) => api.get("/api/v1/people/{id}/meetings", { path: { id: personId }, signal }),
  });

/** Add (no id) or edit (id + version) a contact; the network lists reload after. */
export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: string; body: PersonUpdate } | { id?: undefined; body: PersonCreate }) =>
      save.id !== undefined
        ? api.patch("/api/v1/people/{id}", { path: { id: save.id }, body: save.body })
        : api.post("/api/v1/people", { body: save.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/people/{id}", { path: { id } }),
    // The lists reload; the deleted person's own queries are not asked for again (they would answer 404).
    onSuccess: (_none, id) => queryClient.invalidateQueries({ queryKey: peopleKey, predicate: (q) => !q.queryKey.includes(id) }),
  });
}

export function useAddMeeting(personId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingCreate) => api.post("/api/v1/people/{id}/meetings", { path: { id: personId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
}
