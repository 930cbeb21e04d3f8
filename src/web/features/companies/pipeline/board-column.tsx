import type { BoardColumn as Column, Company, CompanyCard } from "@shared/schemas/companies";
import { useBoardColumn } from "@web/components/board-dnd";
import { Spinner } from "@web/components/ui/spinner";
import { formatCompactMoney, formatMoney } from "@shared/format";
import { cn } from "@web/lib/cn";
import { useRevealed } from "@web/lib/use-revealed";
import { stageSlug } from "../stage";
import { BoardCard } from "./board-card";

type Props = {
  column: Column;
  readOnly: boolean;
  loadingMore: boolean;
  onLoadMore: (stage: string) => void;
  onOpen: (id: string) => void;
  onMove: (c: CompanyCard, stage: Company["stage"]) => void;
};

/** One stage: tinted header with name and count, cards that load more as you scroll, a visible drop target. */
export function BoardColumn({ column, readOnly, loadingMore, onLoadMore, onOpen, onMove }: Props) {
  const { ref, isOver: over, canDrop } = useBoardColumn(column.stage);
  const headingId = `board-col-${stageSlug(column.stage)}`;
  // The first cards arrive a slice per task. A short column grows as they come, within the first
  // fraction of a second; a tall one scrolls inside its own height.
  const shown = useRevealed(column.items.length);
  return (
    <section
      aria-labelledby={headingId}
      data-stage={stageSlug(column.stage)}
      className={cn(
        "flex max-h-full w-[272px] shrink-0 flex-col rounded-lg bg-surface-muted transition-shadow",
        over && "ring-2 ring-[var(--tint)]",
      )}
      ref={ref}
    >
      <header className="flex items-center gap-2 rounded-t-lg border-b border-[color-mix(in_oklch,var(--tint)_30%,transparent)] bg-[var(--tint-soft)] px-3 py-2">
        <span className="size-2 shrink-0 rounded-full bg-[var(--tint)]" aria-hidden />
        <h2 id={headingId} className="truncate text-[13px] font-semibold text-[var(--tint-fg)]">
          {column.stage}
        </h2>
        {column.totalValuation > 0 && (
          <span className="ml-auto text-xs text-[var(--tint-fg)] tabular" title={`Total valuation ${formatMoney(column.totalValuation)}`}>
            <span className="sr-only">Total valuation </span>
            {formatCompactMoney(column.totalValuation)}
          </span>
        )}
        <span
          className={cn(
            "rounded-full bg-surface/70 px-1.5 text-xs font-medium text-[var(--tint-fg)] tabular",
            column.totalValuation > 0 ? "ml-1" : "ml-auto",
          )}
        >
          <span className="sr-only">Companies: </span>
          {column.total}
        </span>
      </header>
      <ul
        className="flex min-h-24 flex-1 flex-col gap-2 overflow-y-auto p-2"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight < 160) onLoadMore(column.stage);
        }}
      >
        {column.items.slice(0, shown).map((c) => (
          <BoardCard key={c.id} company={c} readOnly={readOnly} onOpen={onOpen} onMove={onMove} />
        ))}
        {column.items.length === 0 && (
          <li
            className={cn(
              "rounded-md border border-dashed border-border-strong px-3 py-6 text-center text-xs text-muted-foreground",
              over && "border-[var(--tint)] bg-[var(--tint-soft)]",
            )}
          >
            {canDrop ? "Drop here" : "No companies"}
          </li>
        )}
        {column.nextCursor && (
          <li className="flex justify-center py-1">
            <button
              type="button"
              onClick={() => onLoadMore(column.stage)}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs text-muted-foreground hover:bg-hover hover:text-foreground"
            >
              {loadingMore ? <Spinner className="size-3" /> : null}
              {loadingMore ? "Loading..." : `Show more (${column.total - column.items.length})`}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
