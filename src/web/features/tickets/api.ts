import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from "@tanstack/react-query";
import type { Ticket, TicketChanges, TicketFilters, TicketInput, TicketPage } from "@shared/schemas/tickets";
import { api } from "@web/lib/api-client";
import { useOptimisticUpdate } from "@web/lib/use-optimistic-update";
import { queryKeys } from "@web/lib/query-keys";

export type { Ticket, TicketChanges, TicketFilters };

const PAGE_SIZE = 50;
const listKey = queryKeys.tickets.lists;

export function ticketsQuery(filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.tickets.list(filters),
    queryFn: ({ signal, pageParam }) =>
      api.get("/api/v1/tickets", {
        query: { status: filters.status, priority: filters.priority, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.tickets.one(id),
    queryFn: ({ signal }) => api.get("/api/v1/tickets/{id}", { path: { id }, signal }),
  });

/** Puts a saved ticket into every cached list page and its detail entry. */
function writeTicket(queryClient: QueryClient, ticket: Ticket) {
  queryClient.setQueriesData<InfiniteData<TicketPage>>({ queryKey: listKey }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((t) => (t.id === ticket.id ? ticket : t)) })) }
      : data,
  );
  queryClient.setQueryData(ticketQuery(ticket.id).queryKey, ticket);
}

const refreshLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: listKey });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketInput) => api.post("/api/v1/tickets", { body }),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** One PATCH with the changed fields and the version the user saw. */
export function useUpdateTicket() {
  return useOptimisticUpdate({
    mutationFn: ({ ticket, changes }: { ticket: Ticket; changes: TicketChanges }) =>
      api.patch("/api/v1/tickets/{id}", { path: { id: ticket.id }, body: { ...changes, version: ticket.version } }),
    keys: ({ ticket }) => [listKey, queryKeys.tickets.one(ticket.id)],
    // The row and the details show the new values at once; the dialog's banner says why a save failed.
    apply: (qc, { ticket, changes }) => writeTicket(qc, { ...ticket, ...changes }),
    applySaved: (qc, saved) => writeTicket(qc, saved),
    onSettled: (qc, error, { ticket }) => {
      if (error) void qc.invalidateQueries({ queryKey: queryKeys.tickets.one(ticket.id) });
      void refreshLists(qc);
    },
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/tickets/{id}", { path: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<InfiniteData<TicketPage>>({ queryKey: listKey }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((t) => t.id !== id) })) } : data,
      );
      queryClient.removeQueries({ queryKey: ticketQuery(id).queryKey });
    },
    onSettled: () => refreshLists(queryClient),
  });
}
