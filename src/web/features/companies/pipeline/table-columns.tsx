import type { CompanySort } from "@shared/constants/pipeline";
import { ArrowDown, ArrowUp } from "lucide-react";
import { cn } from "@web/lib/cn";
import type { CustomField } from "@shared/schemas/custom-fields";

const FIXED_COLUMNS_PX = 140 + 92 + 132 + 124 + 176;
const EXTRA_COLUMN_PX = 150;
const MIN_DESCRIPTION_PX = 190;

/**
 * The table's least width: the company column takes 24 %, the description what is left, which
 * must stay readable; with custom field columns the table scrolls sideways instead of squeezing it.
 */
export const tableMinWidth = (extra: number) => Math.ceil((FIXED_COLUMNS_PX + MIN_DESCRIPTION_PX + extra * EXTRA_COLUMN_PX) / 0.76);

/** Column widths shared by the plain table and the grouped sections. */
export function TableColumns({ extra = 0 }: { extra?: number }) {
  return (
    <colgroup>
      <col className="w-[24%]" />
      <col className="w-[140px]" />
      <col />
      <col className="w-[92px]" />
      <col className="w-[132px]" />
      <col className="w-[124px]" />
      <col className="w-[176px]" />
      {Array.from({ length: extra }, (_, i) => (
        <col key={i} style={{ width: EXTRA_COLUMN_PX }} />
      ))}
    </colgroup>
  );
}

const th = "h-9 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground";

/** A built-in sort, or a custom field column's (`cf.<key>`, `-cf.<key>`: sorted by the API in SQL). */
export type TableSort = CompanySort | `cf.${string}` | `-cf.${string}`;

/** A header that sorts on click (name, or days in pipeline = created date). */
function SortHeader({
  label,
  asc,
  desc,
  sort,
  onSort,
  right,
}: {
  label: string;
  asc: TableSort;
  desc: TableSort;
  sort?: TableSort;
  onSort?: (s: TableSort) => void;
  right?: boolean;
}) {
  if (!onSort)
    return (
      <th scope="col" className={cn(th, right && "text-right")}>
        {label}
      </th>
    );
  const state = sort === asc ? "ascending" : sort === desc ? "descending" : "none";
  return (
    <th scope="col" aria-sort={state} className={cn(th, right && "text-right")}>
      <button
        type="button"
        onClick={() => onSort(sort === asc ? desc : asc)}
        className={cn("inline-flex items-center gap-1 rounded-sm hover:text-foreground", state !== "none" && "text-foreground")}
      >
        {label}
        {state === "ascending" ? (
          <ArrowUp className="size-3" aria-hidden />
        ) : state === "descending" ? (
          <ArrowDown className="size-3" aria-hidden />
        ) : null}
      </button>
    </th>
  );
}

type HeadProps = { sticky?: boolean; sort?: TableSort; onSort?: (s: TableSort) => void; extra?: CustomField[] };

export function TableHead({ sticky = true, sort, onSort, extra = [] }: HeadProps) {
  return (
    <thead
      className={
        sticky
          ? "sticky top-0 z-10 bg-surface-muted shadow-[inset_0_-1px_0_var(--border)]"
          : "bg-surface-muted shadow-[inset_0_-1px_0_var(--border)]"
      }
    >
      <tr>
        <SortHeader label="Company" asc="name" desc="-name" sort={sort} onSort={onSort} />
        <th scope="col" className={th}>
          POC
        </th>
        <th scope="col" className={th}>
          Description
        </th>
        <th scope="col" className={th}>
          Round
        </th>
        <th scope="col" className={th}>
          Sector
        </th>
        <SortHeader label="Days in Pipeline" asc="-createdAt" desc="createdAt" sort={sort} onSort={onSort} right />
        <th scope="col" className={th}>
          Status
        </th>
        {extra.map((f) =>
          f.type === "multiSelect" ? (
            <th key={f.id} scope="col" className={th}>
              {f.name}
            </th>
          ) : (
            <SortHeader
              key={f.id}
              label={f.name}
              asc={`cf.${f.key}`}
              desc={`-cf.${f.key}`}
              sort={sort}
              onSort={onSort}
              right={f.type === "money" || f.type === "number"}
            />
          ),
        )}
      </tr>
    </thead>
  );
}

export const ROW_HEIGHT = 53;
