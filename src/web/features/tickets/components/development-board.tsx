import { useCallback, useState } from "react";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox, Plus } from "lucide-react";
import { toast } from "@web/lib/toast";
import { ApiError } from "@web/lib/api-client";
import { membersQuery } from "@web/lib/reference-data";
import { canWrite } from "@web/lib/session";
import { useUrlFlag, useUrlParam } from "@web/lib/use-url-flag";
import type { Me } from "@web/lib/session";
import { PageHeader } from "@web/components/page-header";
import { pageHeaders } from "@shared/page-headers";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import type { TicketStatus } from "@shared/constants/tickets";
import { ticketQuery, ticketsQuery, useUpdateTicket, type Ticket, type TicketFilters as Filters } from "../api";
import { DeleteTicketDialog } from "./delete-ticket-dialog";
import { TicketFilters } from "./ticket-filters";
import { TicketCards, TicketTable, type TicketListProps } from "./ticket-list";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";
import { lazyPage } from "@web/lib/lazy-page";

// The request form and the details dialog (forms, schemas) load when first used, not with the board.
const CreateTicketForm = lazyPage(() => import("./create-ticket-form").then((m) => m.CreateTicketForm), null);
const TicketDetailsDialog = lazyPage(() => import("./ticket-details-dialog").then((m) => m.TicketDetailsDialog), null);

function LoadingRows() {
  return (
    <div className="flex flex-col gap-px overflow-hidden rounded-lg border border-border bg-border">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4 bg-surface px-3 py-3">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="hidden h-5 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}

/** The Development Board: filters, the inline create form, the list and its dialogs. */
export function DevelopmentBoard({ me }: { me: Me }) {
  const [filters, setFilters] = useState<Filters>({ status: "active", priority: "all" });
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Ticket | null>(null);
  const [deleting, setDeleting] = useState<Ticket | null>(null);
  const list = useInfiniteQuery(ticketsQuery(filters));
  const members = useQuery(membersQuery());
  const update = useUpdateTicket();
  const editable = canWrite(me.role);
  useUrlFlag("add", () => setCreating(editable));
  // A search result's address: /development?ticket={id} opens that request, whatever the filters show.
  const queryClient = useQueryClient();
  useUrlParam("ticket", (id) => {
    queryClient.fetchQuery(ticketQuery(id)).then(setOpen, () => toast.error("This request no longer exists."));
  });
  // One layout only: mounting both and hiding one with CSS doubled the rows' first render.
  const wide = useMediaQuery(WIDE_SCREEN);

  const tickets = list.data?.pages.flatMap((page) => page.items) ?? [];
  const firstPage = list.data?.pages[0];

  const assigneeOf = useCallback(
    (ticket: Ticket) => {
      if (!ticket.assigneeId) return { label: "Unassigned", known: false };
      if (!members.data) return { label: members.isError ? "Unknown User" : "Loading...", known: false };
      const member = members.data.items.find((m) => m.userId === ticket.assigneeId);
      return member ? { label: member.name, known: true } : { label: "Unknown User", known: false };
    },
    [members.data, members.isError],
  );

  // Stable, so that a ticket's row is not drawn again when another's status changes.
  const { mutate } = update;
  const onStatusChange = useCallback(
    (ticket: Ticket, status: TicketStatus) =>
      mutate(
        { ticket, changes: { status } },
        {
          onSuccess: (saved) => toast.success(`“${saved.title}” is now ${saved.status}`),
          onError: (error) =>
            toast.error(
              error instanceof ApiError && error.status === 409
                ? "Someone else changed this ticket. The list now shows the latest version."
                : "Could not change the status. Please try again.",
            ),
        },
      ),
    [mutate],
  );

  const listProps: TicketListProps = {
    tickets,
    assigneeOf,
    canEdit: editable,
    onOpen: setOpen,
    onDelete: setDeleting,
    onStatusChange,
  };

  return (
    <>
      <PageHeader
        {...pageHeaders["/development"](me.organization.name)}
        actions={
          editable && (
            <Button onClick={() => setCreating(true)} disabled={creating}>
              <Plus aria-hidden /> New Request
            </Button>
          )
        }
      />
      {creating && (
        <div className="mt-6">
          <CreateTicketForm currentUserId={me.user.id} onDone={() => setCreating(false)} />
        </div>
      )}
      <div className="mt-6">
        <TicketFilters filters={filters} onChange={setFilters} shown={firstPage?.total} total={firstPage?.totalAll} />
      </div>
      <div className="mt-3">
        <ListState
          query={list}
          items={list.data ? tickets : undefined}
          loadingLabel="Loading tickets"
          loading={<LoadingRows />}
          errorTitle="Could not load the development requests"
          empty={
            <div className="rounded-lg border border-dashed border-border-strong bg-surface">
              <EmptyState
                icon={Inbox}
                title="No development requests found"
                description={firstPage && firstPage.totalAll > 0 ? "No request matches these filters." : undefined}
                action={
                  editable && (
                    <Button variant="link" onClick={() => setCreating(true)}>
                      Create your first request
                    </Button>
                  )
                }
              />
            </div>
          }
        >
          {() => (
            <>
              {wide ? <TicketTable {...listProps} /> : <TicketCards {...listProps} />}
              {list.hasNextPage && (
                <div className="mt-3 flex justify-center">
                  <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                    {list.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                </div>
              )}
            </>
          )}
        </ListState>
      </div>
      {open && (
        <TicketDetailsDialog
          ticket={open}
          assignee={open.assigneeId ? assigneeOf(open).label : "Not assigned"}
          canEdit={editable}
          onClose={() => setOpen(null)}
        />
      )}
      <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
