import { useCallback, useEffect, useRef } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { CompanyCard } from "@shared/schemas/companies";
import type { CustomField } from "@shared/schemas/custom-fields";
import { companiesLabel } from "@shared/format";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { cardFields, companyListOptions, usePocs, type CompanyFilters } from "../api";
import { useCompanyEdits } from "../use-company-edits";
import { useRowClick, type EditField } from "./use-row-click";
import { useWindow } from "@web/lib/use-window";
import { CompanyRow } from "./company-row";
import { ROW_HEIGHT, TableColumns, TableHead, tableMinWidth, type TableSort } from "./table-columns";
import { useFirstData } from "@web/lib/use-first-data";
import { tableExcludesPortfolio } from "../stage";

type Props = {
  filters: CompanyFilters;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  onOpen: (id: string) => void;
  readOnly: boolean;
  onTotal?: (n: number | undefined) => void;
  /** Custom field columns shown after the built-in ones. */
  extra?: CustomField[];
};

/**
 * Table View: one group "All Companies", rows windowed, pages loaded as you scroll. Portfolio
 * companies are left out (spec) unless the Portfolio status is chosen.
 */
export function CompaniesTable({ filters, sort, onSort, onOpen, readOnly, onTotal, extra = [] }: Props) {
  const query = useInfiniteQuery(
    companyListOptions({ ...filters, excludePortfolio: tableExcludesPortfolio(filters.stage) }, cardFields(extra), sort),
  );
  const data = useFirstData(query.data);
  const pending = !data && !query.isError;
  const rows = data?.pages.flatMap((p) => p.items) ?? [];
  const total = data?.pages[0]?.total;
  const scroller = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom } = useWindow(scroller, rows.length, ROW_HEIGHT);
  const pocs = usePocs();
  const edits = useCompanyEdits();
  const { editing, setEditing, onRowClick, onCellDoubleClick } = useRowClick(onOpen);
  const onSave = useCallback((c: CompanyCard, field: EditField, value: string) => edits.saveField(c, field, value, pocs), [edits, pocs]);
  const onCloseEdit = useCallback(() => setEditing(null), [setEditing]);

  useEffect(() => onTotal?.(total), [total, onTotal]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (end >= rows.length - 15 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [end, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError && !query.data)
    return (
      <Banner tone="danger" title="Could not load the pipeline">
        {errorMessage(query.error)}
      </Banner>
    );
  return (
    <section aria-labelledby="all-companies" className="flex flex-col gap-2">
      <h2 id="all-companies" className="flex items-center gap-2 text-[13px] font-semibold">
        All Companies
        {total !== undefined && <span className="text-xs font-normal text-muted-foreground tabular">{companiesLabel(total)}</span>}
      </h2>
      <div
        ref={scroller}
        className="relative max-h-[calc(100dvh-19rem)] min-h-[18rem] overflow-auto rounded-lg border border-border bg-surface"
        aria-busy={query.isFetching}
      >
        <table className="w-full table-fixed border-collapse" style={{ minWidth: tableMinWidth(extra.length) }} aria-rowcount={total}>
          <caption className="sr-only">Pipeline companies. Double-click a POC, round, sector or status to change it.</caption>
          <TableColumns extra={extra.length} />
          <TableHead sort={sort} onSort={onSort} extra={extra} />
          <tbody>
            {pending && <LoadingRows />}
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {rows.slice(start, end).map((c) => (
              <CompanyRow
                key={c.id}
                company={c}
                editing={editing}
                pocs={pocs}
                readOnly={readOnly}
                onRowClick={onRowClick}
                onOpen={onOpen}
                onCellDoubleClick={onCellDoubleClick}
                onCloseEdit={onCloseEdit}
                onSave={onSave}
                extra={extra}
              />
            ))}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
            {!pending && rows.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-14 text-center text-[13px] text-muted-foreground">
                  No companies found matching your filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {isFetchingNextPage && (
          <p className="sticky bottom-0 border-t border-border bg-surface/90 px-3 py-2 text-center text-xs text-muted-foreground">
            Loading data...
          </p>
        )}
      </div>
    </section>
  );
}

function LoadingRows() {
  return (
    <>
      <tr>
        <td colSpan={7} className="px-3 pt-3 text-xs text-muted-foreground">
          Loading data...
        </td>
      </tr>
      {Array.from({ length: 8 }, (_, i) => (
        <tr key={i} className="border-b border-border">
          {Array.from({ length: 7 }, (_, j) => (
            <td key={j} className="h-[52px] px-3">
              <Skeleton className={j === 0 ? "h-4 w-40" : "h-3.5 w-16"} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
