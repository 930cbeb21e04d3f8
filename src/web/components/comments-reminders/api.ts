import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment, CommentInput, CommentKind, CommentPage } from "@shared/schemas/comments";
import { api } from "@web/lib/api-client";

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

export const commentsKey = ["comments"] as const;

export function commentsQuery(scope: CommentScope, f: CommentFilters) {
  const params = new URLSearchParams({ kind: f.kind, sort: f.sort, today: f.today, limit: "200" });
  if ("companyId" in scope) params.set("companyId", scope.companyId);
  else params.set("mine", "true");
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.kind === "reminder" && f.activeOnly) params.set("status", "active");
  if (f.kind === "reminder" && f.due !== "all") params.set("due", f.due);
  return queryOptions({
    queryKey: [...commentsKey, scope, f],
    queryFn: ({ signal }) => api.get<CommentPage>(`/api/v1/comments?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useCommentMutation<V>(send: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey }) });
}

export const useAddComment = () => useCommentMutation((body: CommentInput) => api.post<Comment>("/api/v1/comments", body));
export const useSetDone = () =>
  useCommentMutation(({ id, done, version }: { id: string; done: boolean; version: number }) =>
    api.patch<Comment>(`/api/v1/comments/${id}`, { done, version }),
  );
export const useDeleteComment = () => useCommentMutation((id: string) => api.delete<void>(`/api/v1/comments/${id}`));
