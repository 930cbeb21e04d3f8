import { ticketPriorities, ticketStatuses } from "@shared/constants/tickets";
import { SelectItem, SelectSeparator, SelectWithListOnOpen } from "@web/components/ui/select";
import type { TicketFilters as Filters } from "../api";
import { TicketIcon } from "../ticket-meta";

type TicketFiltersProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  shown: number | undefined;
  total: number | undefined;
};

/** Status and priority filters (applied together) and the "N of M tickets" counter. */
export function TicketFilters({ filters, onChange, shown, total }: TicketFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SelectWithListOnOpen
        trigger={{ size: "sm", "aria-label": "Filter by status", className: "w-auto min-w-32" }}
        content={{ className: "w-48" }}
        value={filters.status}
        onValueChange={(status) => onChange({ ...filters, status: status as Filters["status"] })}
        text={filters.status === "active" ? "Active" : filters.status === "all" ? "All Status" : filters.status}
      >
        <SelectItem value="active">Active</SelectItem>
        <SelectItem value="all">All Status</SelectItem>
        <SelectSeparator />
        {ticketStatuses.map((status) => (
          <SelectItem key={status} value={status} icon={<TicketIcon field="status" value={status} />}>
            {status}
          </SelectItem>
        ))}
      </SelectWithListOnOpen>
      <SelectWithListOnOpen
        trigger={{ size: "sm", "aria-label": "Filter by priority", className: "w-auto min-w-32" }}
        content={{ className: "w-44" }}
        value={filters.priority}
        onValueChange={(priority) => onChange({ ...filters, priority: priority as Filters["priority"] })}
        text={filters.priority === "all" ? "All Priority" : filters.priority}
      >
        <SelectItem value="all">All Priority</SelectItem>
        <SelectSeparator />
        {ticketPriorities.map((priority) => (
          <SelectItem key={priority} value={priority} icon={<TicketIcon field="priority" value={priority} />}>
            {priority}
          </SelectItem>
        ))}
      </SelectWithListOnOpen>
      <p className="tabular ml-auto text-[13px] text-muted-foreground" aria-live="polite">
        {shown === undefined || total === undefined ? "" : `${shown} of ${total} tickets`}
      </p>
    </div>
  );
}
