import { memo, type KeyboardEvent } from "react";
import { CalendarDays, Trash } from "lucide-react";
import { formatDate, todayIsoDay } from "@shared/format";
import type { TicketStatus } from "@shared/constants/tickets";
import { cn } from "@web/lib/cn";
import { Avatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Tooltip } from "@web/components/ui/tooltip";
import { useRevealed } from "@web/lib/use-revealed";
import type { Ticket } from "../api";
import { TicketBadge } from "../ticket-meta";
import { StatusPillSelect } from "./status-pill-select";

export type TicketListProps = {
  tickets: Ticket[];
  assigneeOf: (ticket: Ticket) => { label: string; known: boolean };
  canEdit: boolean;
  onOpen: (ticket: Ticket) => void;
  onDelete: (ticket: Ticket) => void;
  onStatusChange: (ticket: Ticket, status: TicketStatus) => void;
};

const isOverdue = (ticket: Ticket) => ticket.dueDate !== null && ticket.status !== "Done" && ticket.dueDate < todayIsoDay();

function DueDate({ ticket }: { ticket: Ticket }) {
  if (!ticket.dueDate) return <span className="text-subtle-foreground">—</span>;
  const overdue = isOverdue(ticket);
  return (
    <span className={cn("tabular whitespace-nowrap", overdue ? "font-medium text-danger" : "text-foreground")}>
      {formatDate(ticket.dueDate)}
      {overdue && <span className="sr-only"> (overdue)</span>}
    </span>
  );
}

function Assignee({ label, known }: { label: string; known: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-1.5">
      {known && <Avatar name={label} className="size-5 text-[9px]" />}
      <span className={cn("truncate", !known && "text-subtle-foreground")}>{label}</span>
    </span>
  );
}

function DeleteButton({ ticket, onDelete }: { ticket: Ticket; onDelete: (t: Ticket) => void }) {
  return (
    <Tooltip content="Delete">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete ${ticket.title}`}
        className="hover:text-danger"
        onClick={(event) => {
          event.stopPropagation();
          onDelete(ticket);
        }}
        onDoubleClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === "Enter" && event.stopPropagation()}
      >
        <Trash aria-hidden />
      </Button>
    </Tooltip>
  );
}

function StatusCell({ ticket, canEdit, onStatusChange }: Pick<TicketListProps, "canEdit" | "onStatusChange"> & { ticket: Ticket }) {
  return canEdit ? (
    <StatusPillSelect
      value={ticket.status}
      label={`Status of ${ticket.title}`}
      onChange={(status) => status !== ticket.status && onStatusChange(ticket, status as TicketStatus)}
    />
  ) : (
    <TicketBadge field="status" value={ticket.status} />
  );
}

type ItemProps = Omit<TicketListProps, "tickets" | "assigneeOf"> & { ticket: Ticket; assignee: string; assigneeKnown: boolean };

const TicketRow = memo(function TicketRow({ ticket, assignee, assigneeKnown, canEdit, onOpen, onDelete, onStatusChange }: ItemProps) {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(ticket);
    }
  };
  return (
    <tr
      tabIndex={0}
      onDoubleClick={() => onOpen(ticket)}
      onKeyDown={onKey}
      aria-label={ticket.title}
      className="group cursor-default border-b border-border last:border-0 hover:bg-surface-muted focus-visible:bg-selected focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
    >
      <td className="px-3 py-2.5 align-top">
        <p className="truncate font-medium text-foreground" title={ticket.title}>
          {ticket.title}
        </p>
        {ticket.description && <p className="mt-0.5 line-clamp-2 text-xs leading-4 text-muted-foreground">{ticket.description}</p>}
      </td>
      <td className="px-3 py-2.5 align-top">
        <StatusCell ticket={ticket} canEdit={canEdit} onStatusChange={onStatusChange} />
      </td>
      <td className="px-3 py-2.5 align-top">
        <TicketBadge field="priority" value={ticket.priority} />
      </td>
      <td className="px-3 py-2.5 align-top">
        <TicketBadge field="taskType" value={ticket.taskType} />
      </td>
      <td className="px-3 py-2.5 align-top">
        <Assignee label={assignee} known={assigneeKnown} />
      </td>
      <td className="px-3 py-2.5 align-top">
        <DueDate ticket={ticket} />
      </td>
      <td className="tabular px-3 py-2.5 align-top whitespace-nowrap text-muted-foreground">{formatDate(ticket.createdAt)}</td>
      <td className="px-2 py-2 text-right align-top">{canEdit && <DeleteButton ticket={ticket} onDelete={onDelete} />}</td>
    </tr>
  );
});

/** The tickets to draw now (the first time, a slice per task: see useRevealed), each with its assignee. */
function useShownItems({ tickets, assigneeOf, ...handlers }: TicketListProps) {
  const shown = useRevealed(tickets.length);
  return tickets.slice(0, shown).map((ticket) => {
    const { label, known } = assigneeOf(ticket);
    return { key: ticket.id, ticket, assignee: label, assigneeKnown: known, ...handlers };
  });
}

/** Wide screens: a dense table; double-click (or Enter on a focused row) opens the details. */
export function TicketTable(props: TicketListProps) {
  const items = useShownItems(props);
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full min-w-[880px] table-fixed border-collapse text-[13px]">
        <caption className="sr-only">Development requests. Double-click a row or press Enter on it to open its details.</caption>
        <colgroup>
          <col />
          <col className="w-[144px]" />
          <col className="w-[104px]" />
          <col className="w-[150px]" />
          <col className="w-[150px]" />
          <col className="w-[108px]" />
          <col className="w-[104px]" />
          <col className="w-[48px]" />
        </colgroup>
        <thead className="bg-surface-muted">
          <tr className="text-left text-xs text-muted-foreground">
            {["Task", "Status", "Priority", "Type", "Assignee", "Due Date", "Created"].map((label) => (
              <th key={label} scope="col" className="h-8 border-b border-border px-3 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
            <th scope="col" className="h-8 border-b border-border px-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ key, ...item }) => (
            <TicketRow key={key} {...item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Narrow screens: one card per ticket with the same facts and actions. Cards off screen are not
 * laid out until scrolled near (content-visibility): a phone lays out one screenful, not 50 cards.
 */
export function TicketCards(props: TicketListProps) {
  const items = useShownItems(props);
  return (
    <ul className="flex flex-col gap-2" aria-label="Development requests">
      {items.map(({ key, ...item }) => (
        <TicketCard key={key} {...item} />
      ))}
    </ul>
  );
}

const TicketCard = memo(function TicketCard({ ticket, assignee, assigneeKnown, canEdit, onOpen, onDelete, onStatusChange }: ItemProps) {
  return (
    <li
      className="rounded-lg border border-border bg-surface p-3 [contain-intrinsic-size:auto_8.5rem] [content-visibility:auto]"
      onDoubleClick={() => onOpen(ticket)}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen(ticket)}
            aria-haspopup="dialog"
            className="rounded-sm text-left font-medium text-foreground hover:underline focus-visible:outline-offset-1"
          >
            {ticket.title}
          </button>
          {ticket.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{ticket.description}</p>}
        </div>
        {canEdit && <DeleteButton ticket={ticket} onDelete={onDelete} />}
      </div>
      <div className="mt-2.5 flex flex-wrap items-center gap-1.5">
        <StatusCell ticket={ticket} canEdit={canEdit} onStatusChange={onStatusChange} />
        <TicketBadge field="priority" value={ticket.priority} />
        <TicketBadge field="taskType" value={ticket.taskType} />
      </div>
      <div className="mt-2.5 flex items-center gap-3 text-xs text-muted-foreground">
        <Assignee label={assignee} known={assigneeKnown} />
        <span className="ml-auto flex shrink-0 items-center gap-1">
          <CalendarDays className="size-3.5" aria-hidden />
          <DueDate ticket={ticket} />
        </span>
      </div>
    </li>
  );
});
