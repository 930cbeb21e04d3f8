import { useCallback } from "react";
import type { StageFilter } from "@shared/constants/pipeline";
import type { Company } from "@shared/schemas/companies";
import { BoardDnd } from "@web/components/board-dnd";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { useFirstData } from "@web/lib/use-first-data";
import { cardFields, type CompanyFilters } from "../api";
import { useBoard } from "./use-board";
import { useCompanyEdits } from "../use-company-edits";
import { BoardColumn } from "./board-column";
import { BoardCardView, BoardChips } from "./board-card";
import type { CustomField } from "@shared/schemas/custom-fields";

const visible = (filter: StageFilter | undefined, stage: string) =>
  !filter || filter === "all" || (filter === "active" ? stage !== "Passed" : filter === stage);

/** Board view: one column per stage; drag a card (or use its "Move to…" menu) to change the stage at once. */
export function PipelineBoard({
  filters,
  onOpen,
  readOnly,
  chips = [],
}: {
  filters: CompanyFilters;
  onOpen: (id: string) => void;
  readOnly: boolean;
  /** Custom fields shown as chips on the cards. */
  chips?: CustomField[];
}) {
  const { query, loadMore, loading } = useBoard({ ...filters, stage: undefined }, cardFields(chips));
  const { moveTo } = useCompanyEdits();
  const onLoadMore = useCallback((stage: string) => void loadMore(stage), [loadMore]);
  const data = useFirstData(query.data);

  if (query.isError && !data)
    return (
      <Banner tone="danger" title="Could not load the board">
        {errorMessage(query.error)}
      </Banner>
    );
  if (!data)
    return (
      <div className="flex gap-3 overflow-hidden" aria-busy>
        <span className="sr-only">Loading data...</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-[28rem] w-[272px] shrink-0 rounded-lg" />
        ))}
      </div>
    );
  const columns = data.columns.filter((c) => visible(filters.stage as StageFilter | undefined, c.stage));
  const card = (id: string) => data.columns.flatMap((c) => c.items).find((c) => c.id === id);
  return (
    <BoardChips.Provider value={chips}>
      <BoardDnd
        itemLabel={(id) => card(id)?.name ?? "Company"}
        columnLabel={(stage) => stage}
        onMove={(id, stage) => {
          const company = card(id);
          if (company) moveTo(company, stage as Company["stage"]);
        }}
        renderOverlay={(id) => {
          const company = card(id);
          return company ? (
            <ul inert>
              <BoardCardView company={company} readOnly overlay onOpen={() => {}} onMove={() => {}} />
            </ul>
          ) : null;
        }}
      >
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: focus lets the keyboard scroll it (axe: scrollable-region-focusable) */}
        <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:-mx-8 sm:px-8" role="region" aria-label="Pipeline board" tabIndex={0}>
          <div className="flex h-[calc(100dvh-15.5rem)] min-h-[24rem] items-start gap-3">
            {columns.map((column) => (
              <BoardColumn
                key={column.stage}
                column={column}
                readOnly={readOnly}
                loadingMore={!!loading[column.stage]}
                onLoadMore={onLoadMore}
                onOpen={onOpen}
                onMove={moveTo}
              />
            ))}
          </div>
        </div>
      </BoardDnd>
    </BoardChips.Provider>
  );
}
