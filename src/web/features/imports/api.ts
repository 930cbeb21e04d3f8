import { queryOptions } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** The organisation's imports, newest first. */
export const importsQuery = () =>
  queryOptions({ queryKey: queryKeys.imports.all, queryFn: ({ signal }) => api.get("/api/v1/imports", { signal }) });

/** One import's status; polled every half second while it runs. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.imports.one(id),
    queryFn: ({ signal }) => api.get("/api/v1/imports/{id}", { path: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.status === "running" ? 500 : false),
  });
