import { useCallback } from "react";
import type { TableSort } from "./table-columns";
import type { CustomField } from "@shared/schemas/custom-fields";
import { useQuery } from "@tanstack/react-query";
import { addSectors, editRounds, type GroupBy, type PipelineStage, type StageFilter } from "@shared/constants/pipeline";
import type { CompanyCard } from "@shared/schemas/companies";
import type { NamedItem } from "@shared/schemas/settings";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { useLocalStorage } from "@web/lib/use-local-storage";
import { cardFields, groupsOptions, usePocs, type CompanyFilters } from "../api";
import { effectiveOrder } from "../stage";
import { useBoard } from "./use-board";
import { useCompanyEdits } from "../use-company-edits";
import { useRowClick, type EditField, type Editing } from "./use-row-click";
import type { RowHandlers } from "./company-row";
import { EmptyGroup, GroupSection } from "./group-section";
import { ListGroup } from "./list-group";
import { StageBadge } from "../stage-badge";

type Props = {
  filters: CompanyFilters;
  groupBy: Exclude<GroupBy, "none">;
  sort: TableSort;
  statusOrder: PipelineStage[] | null;
  onOpen: (id: string) => void;
  readOnly: boolean;
  extra?: CustomField[];
};
export type RowProps = RowHandlers & { editing: Editing; pocs: NamedItem[]; readOnly: boolean; extra?: CustomField[] };

const visible = (filter: StageFilter | undefined, stage: string) =>
  !filter || filter === "all" || (filter === "active" ? stage !== "Passed" : filter === stage);
const noneLabel = { poc: "No POC", sector: "No sector", round: "No round" } as const;

/** The groups to show: the known options (so empty ones show as "0 companies"), any other value found, then "none". */
function groupList(groupBy: "poc" | "sector" | "round", counts: Record<string, number>, pocs: NamedItem[]) {
  const known: [string, string][] =
    groupBy === "poc"
      ? pocs.map((p) => [p.id, p.name])
      : (groupBy === "sector" ? addSectors : editRounds.filter((r) => r !== "None")).map((v) => [v, v]);
  const extra = Object.keys(counts)
    .filter((k) => k !== "" && !known.some(([key]) => key === k))
    .sort((a, b) => a.localeCompare(b))
    .map((k): [string, string] => [k, k]);
  return [...known, ...extra, ["", noneLabel[groupBy]] as [string, string]].map(([key, title]) => ({
    key,
    title,
    count: counts[key] ?? 0,
  }));
}

/** Companies in collapsible groups: by status (in the user's order, paged per status), or by POC, sector or round (counted in SQL, paged per group). */
export function GroupedView({ filters, groupBy, sort, statusOrder, onOpen, readOnly, extra }: Props) {
  const byStatus = groupBy === "stage";
  const { stage: _s, ...withoutStage } = filters;
  const fields = cardFields(extra);
  const board = useBoard(withoutStage, fields);
  const groups = useQuery({ ...groupsOptions(filters, byStatus ? "round" : groupBy), enabled: !byStatus });
  const [collapsed, setCollapsed] = useLocalStorage<Record<string, boolean>>("fundline.pipeline.collapsed", {});
  const pocs = usePocs();
  const edits = useCompanyEdits();
  const { editing, setEditing, onRowClick, onCellDoubleClick } = useRowClick(onOpen);
  const onSave = useCallback((c: CompanyCard, field: EditField, value: string) => edits.saveField(c, field, value, pocs), [edits, pocs]);
  const row: RowProps = {
    editing,
    pocs,
    readOnly,
    extra,
    onRowClick,
    onOpen,
    onCellDoubleClick,
    onSave,
    onCloseEdit: () => setEditing(null),
  };

  const query = byStatus ? board.query : groups;
  if (query.isError && !query.data)
    return (
      <Banner tone="danger" title="Could not load the pipeline">
        {errorMessage(query.error)}
      </Banner>
    );
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
      <div className="flex flex-col gap-2">
        {order.map((stage) => {
          const col = columns.find((c) => c.stage === stage);
          if (!col) return null;
          if (col.total === 0) return <EmptyGroup key={stage} title={<StageBadge stage={stage} grouped />} />;
          return (
            <GroupSection
              key={stage}
              title={<StageBadge stage={stage} grouped />}
              count={col.total}
              companies={col.items}
              collapsed={!!collapsed[`stage:${stage}`]}
              onToggle={() => toggle(`stage:${stage}`)}
              hasMore={!!col.nextCursor}
              loadingMore={!!board.loading[stage]}
              onLoadMore={() => void board.loadMore(stage)}
              {...row}
            />
          );
        })}
      </div>
    );
  }
  const list = groupList(groupBy, groups.data?.groups ?? {}, pocs);
  return (
    <div className="flex flex-col gap-2">
      {list.map((g) =>
        g.count === 0 ? (
          <EmptyGroup key={g.key} title={g.title} />
        ) : (
          <ListGroup
            key={g.key}
            filters={filters}
            groupBy={groupBy}
            group={g.key}
            title={g.title}
            count={g.count}
            sort={sort}
            collapsed={!!collapsed[`${groupBy}:${g.key}`]}
            onToggle={() => toggle(`${groupBy}:${g.key}`)}
            {...row}
          />
        ),
      )}
    </div>
  );
}
