import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type {
  LpBoardDetail,
  LpBoardList,
  LpCrmRow,
  LpCrmRowCreate,
  LpCrmRowList,
  LpCrmRowUpdate,
  LpSubboard,
  LpSubboardCreate,
  LpSubboardUpdate,
} from "@shared/schemas/lps";
import { api, errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";

/** Every LP CRM query starts with this key (live updates invalidate it). */
export const lpCrmKey = ["lp-crm"] as const;
const boardKey = (id: string) => [...lpCrmKey, "board", id] as const;
const rowsKey = (boardId: string) => [...lpCrmKey, "rows", boardId] as const;

export const boardsOptions = () =>
  queryOptions({ queryKey: [...lpCrmKey, "boards"], queryFn: ({ signal }) => api.get<LpBoardList>("/api/v1/lp-boards", { signal }) });

export const boardOptions = (id: string) =>
  queryOptions({
    queryKey: boardKey(id),
    queryFn: ({ signal }) => api.get<LpBoardDetail>(`/api/v1/lp-boards/${id}`, { signal }),
    enabled: !!id,
  });

/**
 * A board's rows in lead order, read page by page (500 a page); with a search, only the leads
 * the server finds (the filter runs in SQL, not here). While a new search loads, the board keeps
 * showing the previous answer for the same board rather than flashing empty.
 */
export const boardRowsOptions = (boardId: string, search = "") =>
  queryOptions({
    queryKey: [...rowsKey(boardId), search] as const,
    enabled: !!boardId,
    placeholderData: (previous: LpCrmRow[] | undefined, previousQuery) => (previousQuery?.queryKey[2] === boardId ? previous : undefined),
    queryFn: async ({ signal }) => {
      const rows: LpCrmRow[] = [];
      const q = search ? `&q=${encodeURIComponent(search)}` : "";
      let cursor: string | null = null;
      do {
        const page: LpCrmRowList = await api.get<LpCrmRowList>(
          `/api/v1/lp-crm-rows?boardId=${boardId}&limit=500${q}${cursor ? `&cursor=${cursor}` : ""}`,
          { signal },
        );
        rows.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return rows;
    },
  });

const refreshBoards = (qc: QueryClient) => qc.invalidateQueries({ queryKey: [...lpCrmKey, "boards"] });

export function useCreateBoard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<LpBoardDetail>("/api/v1/lp-boards", { name }),
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
      api.patch<LpBoardDetail>(`/api/v1/lp-boards/${id}`, { name, version }),
    onSuccess: (board) => {
      qc.setQueryData(boardKey(board.id), board);
      void refreshBoards(qc);
    },
  });
}

export function useSaveSubboard(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LpSubboardCreate | LpSubboardUpdate }) =>
      id
        ? api.patch<LpSubboard>(`/api/v1/lp-boards/${boardId}/subboards/${id}`, body)
        : api.post<LpSubboard>(`/api/v1/lp-boards/${boardId}/subboards`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: boardKey(boardId) }),
  });
}

export function useCreateRow(boardId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LpCrmRowCreate) => api.post<LpCrmRow>("/api/v1/lp-crm-rows", body),
    onSuccess: (row) => {
      qc.setQueryData<LpCrmRow[]>([...rowsKey(boardId), ""], (rows) =>
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
  const qc = useQueryClient();
  // Every cached list of the board (the whole board and any search) shows the edit at once.
  const key = rowsKey(boardId);
  const update = (change: (rows: LpCrmRow[]) => LpCrmRow[]) =>
    qc.setQueriesData<LpCrmRow[]>({ queryKey: key }, (rows) => (rows ? change(rows) : rows));
  const patchRow = (id: string, patch: Partial<LpCrmRow>) => update((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const snapshot = async () => {
    await qc.cancelQueries({ queryKey: key });
    return { before: qc.getQueriesData<LpCrmRow[]>({ queryKey: key }) };
  };
  const restore = (context?: { before: [QueryKey, LpCrmRow[] | undefined][] }) => {
    for (const [k, rows] of context?.before ?? []) qc.setQueryData(k, rows);
  };
  const edit = useMutation({
    mutationFn: ({ row, body }: RowEdit) => api.patch<LpCrmRow>(`/api/v1/lp-crm-rows/${row.id}`, { ...body, version: row.version }),
    onMutate: async ({ row, optimistic }) => {
      const context = await snapshot();
      patchRow(row.id, optimistic);
      return context;
    },
    onError: (error, { row }, context) => {
      restore(context);
      toast.error(`Could not save ${row.lead}`, { description: errorMessage(error) });
    },
    onSuccess: (saved) => patchRow(saved.id, saved),
  });
  const remove = useMutation({
    mutationFn: (row: LpCrmRow) => api.delete<void>(`/api/v1/lp-crm-rows/${row.id}`),
    onMutate: async (row) => {
      const context = await snapshot();
      update((rows) => rows.filter((r) => r.id !== row.id));
      return context;
    },
    onError: (error, row, context) => {
      restore(context);
      toast.error(`Could not delete ${row.lead}`, { description: errorMessage(error) });
    },
    onSuccess: (_r, row) => toast.success(`Deleted ${row.lead}`),
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
