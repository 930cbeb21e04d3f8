import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { errorMessage } from "./api-client";
import { toast } from "./toast";

type Snapshot = [QueryKey, unknown][];

export type OptimisticUpdate<V, R> = {
  mutationFn: (vars: V) => Promise<R>;
  /** Prefixes of every cached list and detail that may hold the record: saved before, put back on failure. */
  keys: (vars: V) => QueryKey[];
  /** Shows the change at once in those entries. */
  apply: (qc: QueryClient, vars: V) => void;
  /** Writes the saved record (the server's answer, with its new version) into them. */
  applySaved?: (qc: QueryClient, saved: R, vars: V) => void;
  /** The toast's title when the save fails; without it the caller shows the error (a form's banner). */
  failureTitle?: (vars: V) => string;
  onSuccess?: (saved: R, vars: V) => void;
  onSettled?: (qc: QueryClient, error: Error | null, vars: V) => void;
};

/**
 * The one optimistic write of the web app: cancel what is loading, keep a snapshot of every
 * cached entry that holds the record, show the change at once, then either write the saved
 * record or put every entry back and say why.
 */
export function useOptimisticUpdate<V, R>(update: OptimisticUpdate<V, R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: update.mutationFn,
    onMutate: async (vars: V) => {
      const keys = update.keys(vars);
      await Promise.all(keys.map((queryKey) => qc.cancelQueries({ queryKey })));
      const snapshot: Snapshot = keys.flatMap((queryKey) => qc.getQueriesData({ queryKey }));
      update.apply(qc, vars);
      return { snapshot };
    },
    onError: (error, vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) qc.setQueryData(key, data);
      if (update.failureTitle) toast.error(update.failureTitle(vars), { description: errorMessage(error) });
    },
    onSuccess: (saved, vars) => {
      update.applySaved?.(qc, saved, vars);
      update.onSuccess?.(saved, vars);
    },
    onSettled: (_saved, error, vars) => update.onSettled?.(qc, error, vars),
  });
}
