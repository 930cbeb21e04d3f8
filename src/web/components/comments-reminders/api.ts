import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment, CommentInput, CommentKind } from "@shared/schemas/comments";
import { api, type ApiQuery } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export type { Comment, CommentKind };

/** One company's items, or all of the signed-in user's ("mine", the dashboard). */
export type CommentScope = { companyId: string } | { mine: true };

export type CommentFilters = {
  kind: CommentKind;
  q: string;
  sort: "newest" | "oldest";
  activeOnly: boolean;
  due: "all" | "overdue" | "upcoming";
  today: string;
};

export const commentsKey = queryKeys.comments.all;

export function commentsQuery(scope: CommentScope, f: CommentFilters) {
  const reminders = f.kind === "reminder";
  const query: ApiQuery<"/api/v1/comments"> = {
    kind: f.kind,
    sort: f.sort,
    today: f.today,
    limit: 200,
    ...("companyId" in scope ? { companyId: scope.companyId } : { mine: true }),
    q: f.q.trim() || undefined,
    status: reminders && f.activeOnly ? "active" : undefined,
    due: reminders && f.due !== "all" ? f.due : undefined,
  };
  return queryOptions({
    queryKey: queryKeys.comments.list(scope, f),
    queryFn: ({ signal }) => api.get("/api/v1/comments", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

function useCommentMutation<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey }) });
}

export const useAddComment = () => useCommentMutation((body: CommentInput) => api.post("/api/v1/comments", { body }));
export const useSetDone = () =>
  useCommentMutation(({ id, done, version }: { id: string; done: boolean; version: number }) =>
    api.patch("/api/v1/comments/{id}", { path: { id }, body: { done, version } }),
  );
export const useDeleteComment = () => useCommentMutation((id: string) => api.delete("/api/v1/comments/{id}", { path: { id } }));
