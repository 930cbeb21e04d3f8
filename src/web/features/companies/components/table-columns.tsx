import type { CompanySort } from "@shared/constants/pipeline";
import { ArrowDown, ArrowUp } from "lucide-react";
import { cn } from "@web/lib/cn";

/** Column widths shared by the plain table and the grouped sections. */
export function TableColumns() {
  return (
    <colgroup>
      <col className="w-[24%]" />
      <col className="w-[140px]" />
      <col />
      <col className="w-[92px]" />
      <col className="w-[132px]" />
      <col className="w-[124px]" />
      <col className="w-[176px]" />
    </colgroup>
  );
}

const th = "h-9 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground";

export type TableSort = CompanySort;

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

export function TableHead({ sticky = true, sort, onSort }: { sticky?: boolean; sort?: TableSort; onSort?: (s: TableSort) => void }) {
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
      </tr>
    </thead>
  );
}

export const ROW_HEIGHT = 53;
