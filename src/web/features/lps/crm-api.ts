import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { LpCrmRow, LpCrmRowCreate, LpCrmRowList, LpCrmRowUpdate, LpSubboardCreate, LpSubboardUpdate } from "@shared/schemas/lps";
import { api } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useOptimisticUpdate } from "@web/lib/use-optimistic-update";
import { queryKeys } from "@web/lib/query-keys";

/** Every LP CRM query starts with this key (live updates invalidate it). */
const boardKey = queryKeys.lpCrm.board;
const rowsKey = queryKeys.lpCrm.rows;

export const boardsOptions = () =>
  queryOptions({ queryKey: queryKeys.lpCrm.boards, queryFn: ({ signal }) => api.get("/api/v1/lp-boards", { signal }) });

export const boardOptions = (id: string) =>
  queryOptions({
    queryKey: boardKey(id),
    queryFn: ({ signal }) => api.get("/api/v1/lp-boards/{id}", { path: { id }, signal }),
    enabled: !!id,
  });

/**
 * A board's rows in lead order, read page by page (500 a page); with a search, only the leads
 * the server finds (the filter runs in SQL, not here). While a new search loads, the board keeps
 * showing the previous answer for the same board rather than flashing empty.
 */
export const boardRowsOptions = (boardId: string, search = "") =>
  queryOptions({
    queryKey: queryKeys.lpCrm.rowsMatching(boardId, search),
    enabled: !!boardId,
    placeholderData: (previous: LpCrmRow[] | undefined, previousQuery) => (previousQuery?.queryKey[2] === boardId ? previous : undefined),
    queryFn: async ({ signal }) => {
      const rows: LpCrmRow[] = [];
      let cursor: string | undefined;
      do {
        const query = { boardId, limit: 500, q: search || undefined, cursor };
        const page: LpCrmRowList = await api.get("/api/v1/lp-crm-rows", { query, signal });
        rows.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    },
  });

const refreshBoards = (qc: QueryClient) => qc.invalidateQueries({ queryKey: queryKeys.lpCrm.boards });

export function useCreateBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post("/api/v1/lp-boards", { body: { name } }),
    onSuccess: (board) => {
      qc.setQueryData(boardKey(board.id), board);
      void refreshBoards(qc);
    },
  });
}

export function useRenameBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
      api.patch("/api/v1/lp-boards/{id}", { path: { id }, body: { name, version } }),
    onSuccess: (board) => {
      qc.setQueryData(boardKey(board.id), board);
      void refreshBoards(qc);
    },
  });
}

export function useSaveSubboard(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: string; body: LpSubboardUpdate } | { id?: undefined; body: LpSubboardCreate }) =>
      save.id !== undefined
        ? api.patch("/api/v1/lp-boards/{id}/subboards/{subboardId}", { path: { id: boardId, subboardId: save.id }, body: save.body })
        : api.post("/api/v1/lp-boards/{id}/subboards", { path: { id: boardId }, body: save.body }),
    onSettled: () => qc.invalidateQueries({ queryKey: boardKey(boardId) }),
  });
}

export function useCreateRow(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LpCrmRowCreate) => api.post("/api/v1/lp-crm-rows", { body }),
    onSuccess: (row) => {
      qc.setQueryData<LpCrmRow[]>(queryKeys.lpCrm.rowsMatching(boardId, ""), (rows) =>
        rows ? [...rows, row].sort((x, y) => x.lead.toLowerCase().localeCompare(y.lead.toLowerCase())) : rows,
      );
      // Whether the new lead matches a search is the server's to say.
      void qc.invalidateQueries({ queryKey: rowsKey(boardId), predicate: (q) => q.queryKey[3] !== "" });
    },
  });
}

type RowEdit = { row: LpCrmRow; body: Omit<LpCrmRowUpdate, "version">; optimistic: Partial<LpCrmRow> };

/**
 * Cell edits and moves: shown at once, saved, and on failure put back with a toast saying why.
 */
export function useRowEdits(boardId: string) {
  // Every cached list of the board (the whole board and any search) shows the edit at once.
  const keys = () => [rowsKey(boardId)];
  const update = (qc: QueryClient, change: (rows: LpCrmRow[]) => LpCrmRow[]) =>
    qc.setQueriesData<LpCrmRow[]>({ queryKey: rowsKey(boardId) }, (rows) => (rows ? change(rows) : rows));
  const patchRow = (qc: QueryClient, id: string, patch: Partial<LpCrmRow>) =>
    update(qc, (rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const edit = useOptimisticUpdate({
    mutationFn: ({ row, body }: RowEdit) =>
      api.patch("/api/v1/lp-crm-rows/{id}", { path: { id: row.id }, body: { ...body, version: row.version } }),
    keys,
    apply: (qc, { row, optimistic }) => patchRow(qc, row.id, optimistic),
    applySaved: (qc, saved) => patchRow(qc, saved.id, saved),
    failureTitle: ({ row }) => `Could not save ${row.lead}`,
  });
  const remove = useOptimisticUpdate({
    mutationFn: (row: LpCrmRow) => api.delete("/api/v1/lp-crm-rows/{id}", { path: { id: row.id } }),
    keys,
    apply: (qc, row) => update(qc, (rows) => rows.filter((r) => r.id !== row.id)),
    failureTitle: (row) => `Could not delete ${row.lead}`,
    onSuccess: (_none, row) => toast.success(`Deleted ${row.lead}`),
  });
  return {
    save: (row: LpCrmRow, body: RowEdit["body"], optimistic: Partial<LpCrmRow> = body as Partial<LpCrmRow>) =>
      edit.mutate({ row, body, optimistic }),
    move: (row: LpCrmRow, subboardId: string) => {
      if (row.subboardId !== subboardId) edit.mutate({ row, body: { subboardId }, optimistic: { subboardId } });
    },
    remove: (row: LpCrmRow) => remove.mutate(row),
  };
}
