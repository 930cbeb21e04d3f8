import { RefreshCw, Search } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { cn } from "@web/lib/cn";
import type { CommentFilters } from "./api";

type FilterBarProps = {
  filters: CommentFilters;
  onChange: (next: Partial<CommentFilters>) => void;
  onReset: () => void;
  onRefresh: () => void;
  refreshing: boolean;
};

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "h-7 rounded-full border px-3 text-xs font-medium transition-colors",
        pressed
          ? "border-primary bg-primary-soft text-primary-soft-foreground"
          : "border-border-strong text-muted-foreground hover:bg-hover",
      )}
    >
      {children}
    </button>
  );
}

/** Search, sort, Reset filters and refresh; on the Reminders tab the chips Active only, Overdue, Upcoming. */
export function FilterBar({ filters, onChange, onReset, onRefresh, refreshing }: FilterBarProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-40 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={filters.q}
            onChange={(e) => onChange({ q: e.target.value })}
            placeholder={filters.kind === "reminder" ? "Search reminders..." : "Search comments..."}
            aria-label="Search"
            className="pl-8"
          />
        </div>
        <NativeSelect aria-label="Sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as CommentFilters["sort"] })}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </NativeSelect>
        <Button variant="link" size="sm" onClick={onReset}>
          Reset filters
        </Button>
        <Button variant="ghost" size="icon" aria-label="Refresh" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden />
        </Button>
      </div>
      {filters.kind === "reminder" && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Reminder filters">
          <Chip pressed={filters.activeOnly} onClick={() => onChange({ activeOnly: !filters.activeOnly })}>
            Active only
          </Chip>
          <Chip pressed={filters.due === "overdue"} onClick={() => onChange({ due: filters.due === "overdue" ? "all" : "overdue" })}>
            Overdue
          </Chip>
          <Chip pressed={filters.due === "upcoming"} onClick={() => onChange({ due: filters.due === "upcoming" ? "all" : "upcoming" })}>
            Upcoming
          </Chip>
        </div>
      )}
    </div>
  );
}
