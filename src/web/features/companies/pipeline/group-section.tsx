import { useId, type ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import type { CompanyCard } from "@shared/schemas/companies";
import type { NamedItem } from "@shared/schemas/settings";
import { companiesLabel } from "@shared/format";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useRevealed } from "@web/lib/use-revealed";
import type { Editing } from "./use-row-click";
import type { CustomField } from "@shared/schemas/custom-fields";
import { CompanyRow, type RowHandlers } from "./company-row";
import { TableColumns, TableHead, tableMinWidth } from "./table-columns";

// The height of a group body's content, drawn (e2e first-load.spec checks it): the column heads,
// the rows (52 px: collapsed borders) and the "Show more" bar; the body's top border is 1 px more.
const contentHeight = (rows: number, more: boolean) => 36 + rows * 52 + (more ? 37 : 0);

type Props = RowHandlers & {
  title: ReactNode;
  count: number;
  companies: CompanyCard[];
  collapsed: boolean;
  onToggle: () => void;
  editing: Editing;
  pocs: NamedItem[];
  readOnly: boolean;
  extra?: CustomField[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/** An empty group: one quiet line instead of a full section. */
export function EmptyGroup({ title }: { title: ReactNode }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-1.5 text-[13px]">
      <span className="size-4" aria-hidden />
      <span className="min-w-0 font-medium text-muted-foreground">{title}</span>
      <span className="text-xs text-subtle-foreground tabular">{companiesLabel(0)}</span>
    </div>
  );
}

/** A collapsible group of the grouped view: header with the count, then the group's rows. */
export function GroupSection({ title, count, companies, collapsed, onToggle, hasMore, loadingMore, onLoadMore, ...row }: Props) {
  const bodyId = useId();
  const shown = useRevealed(companies.length);
  const height = contentHeight(companies.length, !!hasMore);
  return (
    <section className="overflow-hidden rounded-lg border border-border bg-surface">
      <h2>
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full items-center gap-2 bg-surface px-3 py-2.5 text-left hover:bg-hover"
        >
          <ChevronRight className={cn("size-4 text-muted-foreground transition-transform", !collapsed && "rotate-90")} aria-hidden />
          <span className="min-w-0 text-[13px] font-semibold">{title}</span>
          <span className="text-xs text-muted-foreground tabular">{companiesLabel(count)}</span>
        </button>
      </h2>
      {!collapsed && (
        // A group below the fold is not laid out until scrolled near: a phone lays out one
        // screenful of rows, not eight groups of twenty. The size holds its place until then, and
        // while the rows are first drawn a slice at a time (nothing below them moves).
        <div
          id={bodyId}
          className="overflow-x-auto border-t border-border [content-visibility:auto]"
          style={{ containIntrinsicSize: `auto ${height}px`, minHeight: shown < companies.length ? height + 1 : undefined }}
        >
          {companies.length === 0 ? (
            <p className="px-3 py-4 text-[13px] text-muted-foreground">Loading data...</p>
          ) : (
            <table className="w-full table-fixed border-collapse" style={{ minWidth: tableMinWidth(row.extra?.length ?? 0) }}>
              <TableColumns extra={row.extra?.length} />
              <TableHead sticky={false} extra={row.extra} />
              <tbody>
                {companies.slice(0, shown).map((c) => (
                  <CompanyRow key={c.id} company={c} groupedLabels {...row} />
                ))}
              </tbody>
            </table>
          )}
          {hasMore && (
            <div className="border-t border-border px-3 py-2">
              <button
                type="button"
                onClick={onLoadMore}
                className="inline-flex items-center gap-1.5 text-xs font-medium text-primary hover:underline"
              >
                {loadingMore && <Spinner className="size-3" />}
                {loadingMore ? "Loading..." : `Show ${Math.min(20, count - companies.length)} more`}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
