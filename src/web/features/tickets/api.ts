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

export type { Ticket, TicketChanges, TicketFilters };

const PAGE_SIZE = 50;
const listKey = ["tickets", "list"] as const;

export function ticketsQuery(filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: [...listKey, filters],
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ status: filters.status, priority: filters.priority, limit: String(PAGE_SIZE) });
      if (pageParam) params.set("cursor", pageParam);
      return api.get<TicketPage>(`/api/v1/tickets?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ["tickets", "detail", id],
    queryFn: ({ signal }) => api.get<Ticket>(`/api/v1/tickets/${id}`, { signal }),
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
    mutationFn: (body: TicketInput) => api.post<Ticket>("/api/v1/tickets", body),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** One PATCH with the changed fields and the version the user saw. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticket, changes }: { ticket: Ticket; changes: TicketChanges }) =>
      api.patch<Ticket>(`/api/v1/tickets/${ticket.id}`, { ...changes, version: ticket.version }),
    onMutate: ({ ticket, changes }) => {
      // Optimistic: the row shows the new values at once.
      writeTicket(queryClient, { ...ticket, ...changes });
    },
    onSuccess: (saved) => writeTicket(queryClient, saved),
    onError: (_error, { ticket }) => {
      writeTicket(queryClient, ticket);
      void queryClient.invalidateQueries({ queryKey: ticketQuery(ticket.id).queryKey });
    },
    onSettled: () => refreshLists(queryClient),
  });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v1/tickets/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<InfiniteData<TicketPage>>({ queryKey: listKey }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((t) => t.id !== id) })) } : data,
      );
      queryClient.removeQueries({ queryKey: ticketQuery(id).queryKey });
    },
    onSettled: () => refreshLists(queryClient),
  });
}
