import { useCallback, useMemo, useState } from "react";
import { useParams } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { KanbanSquare, Plus } from "lucide-react";
import { formatMoney, formatGrouped } from "@shared/format";
import type { LpCrmRow, LpSubboard } from "@shared/schemas/lps";
import { BoardDnd } from "@web/components/board-dnd";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { LP_CRM_HEADER } from "@shared/page-headers";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { pocsQuery } from "@web/lib/reference-data";
import { toast } from "@web/lib/toast";
import { useDebounced } from "@web/lib/use-debounced";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { boardOptions, boardRowsOptions, useRowEdits, useSaveSubboard } from "@web/features/lps/crm-api";
import { AddRowDialog } from "@web/features/lps/components/add-row-dialog";
import { CrmToolbar } from "@web/features/lps/components/crm-toolbar";
import { CrmRowPreview } from "@web/features/lps/components/crm-row";
import { commitmentFrom, type CellField } from "@web/features/lps/components/editable-cell";
import { SubboardPanel } from "@web/features/lps/components/subboard-panel";

/** /lpcrm and /lpcrm/{boardId}: the LP fundraising board; without a board nothing loads. */
export function LpCrmPage() {
  useDocumentTitle("LP CRM Board");
  const { boardId = "" } = useParams();
  const me = useMe();
  const readOnly = me.role === "viewer";
  const pocLabel = `${me.organization.name} POC`;
  const board = useQuery(boardOptions(boardId));
  const [search, setSearch] = useState<string | null>(null);
  // The lead search runs on the server (SQL), a moment after typing stops.
  const query = useDebounced(search?.trim() ?? "", 250);
  const rowsQuery = useQuery(boardRowsOptions(boardId, query));
  const pocsData = useQuery(pocsQuery()).data;
  const pocs = useMemo(() => pocsData?.items ?? [], [pocsData]);
  const edits = useRowEdits(boardId);
  const saveSub = useSaveSubboard(boardId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LpCrmRow | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const shown = useMemo(() => rowsQuery.data ?? [], [rowsQuery.data]);
  const bySubboard = useMemo(() => {
    const groups = new Map<string, LpCrmRow[]>();
    for (const r of shown) groups.set(r.subboardId, [...(groups.get(r.subboardId) ?? []), r]);
    return groups;
  }, [shown]);
  const subboards = board.data?.subboards ?? [];
  const boardTotal = shown.reduce((sum, r) => sum + (r.commitmentUsd ?? 0), 0);

  const onSelect = useCallback(
    (ids: string[], on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids)
          if (on) next.add(id);
          else next.delete(id);
        return next;
      }),
    [],
  );
  const { save, move } = edits;
  const onSaveCell = useCallback(
    (row: LpCrmRow, field: CellField, text: string) => {
      const value = text.trim();
      if (field === "commitmentUsd") {
        const amount = commitmentFrom(value);
        if (Number.isNaN(amount)) return toast.error("Enter an amount in dollars, like 2,500,000");
        return save(row, { commitmentUsd: amount });
      }
      if (field === "lead" && !value) return toast.error("Lead is required");
      if (field === "pocId") {
        const poc = pocs.find((p) => p.id === value);
        return save(row, { pocId: poc?.id ?? null }, { pocId: poc?.id ?? null, pocName: poc?.name ?? null });
      }
      save(row, { [field]: value || null });
    },
    [save, pocs],
  );
  const onSaveHeader = useCallback(
    (s: LpSubboard, name: string, color: string) =>
      saveSub.mutate(
        { id: s.id, body: { name, color, version: s.version } },
        { onError: (error) => toast.error(`Could not save ${s.name}`, { description: errorMessage(error) }) },
      ),
    [saveSub],
  );
  const rowById = (id: string) => shown.find((r) => r.id === id);

  return (
    <PageContainer className={LP_CRM_HEADER.width}>
      <PageHeader
        title={LP_CRM_HEADER.title}
        description={
          board.data
            ? `${formatGrouped(shown.length)} ${shown.length === 1 ? "lead" : "leads"} · ${formatMoney(boardTotal)} in commitments`
            : LP_CRM_HEADER.description
        }
        actions={
          board.data &&
          !readOnly && (
            <Button onClick={() => setAdding(true)} disabled={subboards.length === 0}>
              <Plus aria-hidden /> Add New Row
            </Button>
          )
        }
      />
      <div className="mt-5 space-y-4">
        <CrmToolbar board={board.data} boardId={boardId} readOnly={readOnly} search={search} onSearch={setSearch} />
        {!boardId ? (
          <div className="rounded-lg border border-border bg-surface">
            <EmptyState
              icon={KanbanSquare}
              title="No board selected"
              description="Select a board above, or create one to start tracking prospective LPs."
            />
          </div>
        ) : board.isError || rowsQuery.isError ? (
          <Banner tone="danger" title="Could not load the board">
            {errorMessage(board.error ?? rowsQuery.error)}
          </Banner>
        ) : !board.data || !rowsQuery.data ? (
          <div className="space-y-3" aria-busy>
            <span className="sr-only">Loading the board...</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 w-full rounded-lg" />
            ))}
          </div>
        ) : (
          <BoardDnd
            orientation="vertical"
            itemLabel={(id) => rowById(id)?.lead ?? "Row"}
            columnLabel={(id) => subboards.find((s) => s.id === id)?.name ?? "subboard"}
            onMove={(id, to) => {
              const row = rowById(id);
              if (row) move(row, to);
            }}
            renderOverlay={(id) => {
              const row = rowById(id);
              return row ? <CrmRowPreview row={row} /> : null;
            }}
          >
            <div className="space-y-4">
              {query !== "" && shown.length === 0 && !rowsQuery.isFetching && (
                <p role="status" className="rounded-lg border border-border bg-surface px-4 py-3 text-[13px] text-muted-foreground">
                  No leads match “{query}”.
                </p>
              )}
              {subboards.map((s) => (
                <SubboardPanel
                  key={s.id}
                  subboard={s}
                  rows={bySubboard.get(s.id) ?? []}
                  pocs={pocs}
                  pocLabel={pocLabel}
                  readOnly={readOnly}
                  searching={query !== ""}
                  selected={selected}
                  onSelect={onSelect}
                  onSaveCell={onSaveCell}
                  onAskDelete={setDeleting}
                  onSaveHeader={onSaveHeader}
                />
              ))}
            </div>
          </BoardDnd>
        )}
      </div>
      {adding && board.data && (
        <AddRowDialog boardId={boardId} subboards={subboards} pocs={pocs} pocLabel={pocLabel} onClose={() => setAdding(false)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete row"
        description="Do you want to delete this row?"
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) edits.remove(deleting);
          setDeleting(null);
        }}
      />
    </PageContainer>
  );
}
