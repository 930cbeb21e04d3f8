import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ListOf } from "@shared/schemas/common";
import type { Member } from "@shared/schemas/organizations";
import type { Fund, NamedItem } from "@shared/schemas/settings";
import { api } from "./api-client";

/**
 * Reference data: one query key per resource, read by every screen that shows it, so a
 * rename in Settings shows everywhere at once. The signed-in user is `meQueryOptions` (session.ts).
 */
export const referenceKeys = { pocs: ["pocs"], subsectors: ["subsectors"], funds: ["funds"], members: ["members"] } as const;
export type ReferenceResource = keyof typeof referenceKeys;

/** Company rows carry POC and fund names, so a rename refreshes them too. */
const companiesKey = ["companies"] as const;

const listQuery = <T>(resource: ReferenceResource) =>
  queryOptions({
    queryKey: referenceKeys[resource],
    queryFn: ({ signal }) => api.get<ListOf<T>>(`/api/v1/${resource}`, { signal }),
    staleTime: 60_000,
  });

export const pocsQuery = () => listQuery<NamedItem>("pocs");
export const subsectorsQuery = () => listQuery<NamedItem>("subsectors");
export const fundsQuery = () => listQuery<Fund>("funds");
export const membersQuery = () => listQuery<Member>("members");

/** After a write to reference data: refetch it, and the company rows that show its names. */
export async function refreshReference(queryClient: QueryClient, resource: ReferenceResource) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceKeys[resource] }),
    resource === "subsectors" ? undefined : queryClient.invalidateQueries({ queryKey: companiesKey }),
  ]);
}
