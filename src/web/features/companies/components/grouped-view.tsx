import { useCallback, useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { GroupBy, PipelineStage, StageFilter } from "@shared/constants/pipeline";
import type { CompanyCard } from "@shared/schemas/companies";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { useLocalStorage } from "@web/lib/use-local-storage";
import { companyListOptions, usePocs, type CompanyFilters } from "../api";
import { effectiveOrder } from "../lib/stage";
import { useBoard } from "../lib/use-board";
import { useCompanyEdits } from "../lib/use-company-edits";
import { useRowClick, type EditField } from "../lib/use-row-click";
import { GroupSection } from "./group-section";
import { StageBadge } from "./stage-badge";

type Props = { filters: CompanyFilters; groupBy: Exclude<GroupBy, "none">; statusOrder: PipelineStage[] | null; onOpen: (id: string) => void; readOnly: boolean };

const visible = (filter: StageFilter | undefined, stage: string) => !filter || filter === "all" || (filter === "active" ? stage !== "Passed" : filter === stage);
const LIMIT = 500;

function keyOf(c: CompanyCard, groupBy: Props["groupBy"]) {
  if (groupBy === "poc") return c.pocs[0]?.name ?? "No POC";
  if (groupBy === "sector") return c.sector || "No sector";
  return c.round || "No round";
}

/** Companies in collapsible groups: by status (in the user's order, paged per status), or by POC, sector or round. */
export function GroupedView({ filters, groupBy, statusOrder, onOpen, readOnly }: Props) {
  const byStatus = groupBy === "stage";
  const board = useBoard({ ...filters, stage: undefined });
  const list = useInfiniteQuery({ ...companyListOptions(filters, "name", LIMIT), enabled: !byStatus });
  const firstPage = list.data?.pages[0];
  const [collapsed, setCollapsed] = useLocalStorage<Record<string, boolean>>("fundline.pipeline.collapsed", {});
  const pocs = usePocs();
  const edits = useCompanyEdits();
  const { editing, setEditing, onRowClick, onCellDoubleClick } = useRowClick(onOpen);
  const onSave = useCallback((c: CompanyCard, field: EditField, value: string) => edits.saveField(c, field, value, pocs), [edits, pocs]);
  const row = { editing, pocs, readOnly, onRowClick, onOpen, onCellDoubleClick, onSave, onCloseEdit: () => setEditing(null) };

  const groups = useMemo(() => {
    if (byStatus || !firstPage) return [];
    const map = new Map<string, CompanyCard[]>();
    for (const c of firstPage.items) map.set(keyOf(c, groupBy), [...(map.get(keyOf(c, groupBy)) ?? []), c]);
    return [...map.entries()].sort(([a], [b]) => (a.startsWith("No ") ? 1 : b.startsWith("No ") ? -1 : a.localeCompare(b)));
  }, [byStatus, firstPage, groupBy]);

  const query = byStatus ? board.query : list;
  if (query.isError && !query.data) return <Banner tone="danger" title="Could not load the pipeline">{errorMessage(query.error)}</Banner>;
  if (!query.data)
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <span className="sr-only">Loading data...</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  const toggle = (key: string) => setCollapsed((c) => ({ ...c, [key]: !c[key] }));

  if (byStatus) {
    const columns = board.query.data?.columns ?? [];
    const order = effectiveOrder(statusOrder).filter((s) => visible(filters.stage as StageFilter | undefined, s));
    return (
      <div className="flex flex-col gap-3">
        {order.map((stage) => {
          const col = columns.find((c) => c.stage === stage);
          if (!col) return null;
          return (
            <GroupSection key={stage} title={<StageBadge stage={stage} grouped />} count={col.total} companies={col.items} collapsed={!!collapsed[`stage:${stage}`]} onToggle={() => toggle(`stage:${stage}`)}
              hasMore={!!col.nextCursor} loadingMore={!!board.loading[stage]} onLoadMore={() => void board.loadMore(stage)} {...row} />
          );
        })}
      </div>
    );
  }
  const total = firstPage?.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      {total > LIMIT && <Banner>Showing the first {LIMIT} of {total.toLocaleString("en-US")} companies. Search or filter to narrow them down.</Banner>}
      {groups.length === 0 && <p className="rounded-lg border border-border bg-surface px-3 py-14 text-center text-[13px] text-muted-foreground">No companies found matching your filters.</p>}
      {groups.map(([key, items]) => (
        <GroupSection key={key} title={key} count={items.length} companies={items} collapsed={!!collapsed[`${groupBy}:${key}`]} onToggle={() => toggle(`${groupBy}:${key}`)} {...row} />
      ))}
    </div>
  );
}
