import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { queryKeys } from "@web/lib/query-keys";

/**
 * Reference data: one query key per resource, read by every screen that shows it, so a
 * rename in Settings shows everywhere at once. The signed-in user is `meQueryOptions` (session.ts).
 */
export const referenceKeys = queryKeys.reference;
export type ReferenceResource = keyof typeof referenceKeys;

/** Company rows carry POC and fund names, so a rename refreshes them too. */
const companiesKey = queryKeys.companies.all;

/** Reference data changes rarely; live updates refresh it when it does. */
export const staleTime = 60_000;

export const pocsQuery = () =>
  queryOptions({ queryKey: referenceKeys.pocs, queryFn: ({ signal }) => api.get("/api/v1/pocs", { signal }), staleTime });
export const subsectorsQuery = () =>
  queryOptions({ queryKey: referenceKeys.subsectors, queryFn: ({ signal }) => api.get("/api/v1/subsectors", { signal }), staleTime });
export const fundsQuery = () =>
  queryOptions({ queryKey: referenceKeys.funds, queryFn: ({ signal }) => api.get("/api/v1/funds", { signal }), staleTime });
export const membersQuery = () =>
  queryOptions({ queryKey: referenceKeys.members, queryFn: ({ signal }) => api.get("/api/v1/members", { signal }), staleTime });

/** After a write to reference data: refetch it, and the company rows that show its names. */
export async function refreshReference(queryClient: QueryClient, resource: ReferenceResource) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceKeys[resource] }),
    resource === "subsectors" ? undefined : queryClient.invalidateQueries({ queryKey: companiesKey }),
  ]);
}
