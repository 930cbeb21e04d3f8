import { queryOptions } from "@tanstack/react-query";
import type { Member } from "@shared/schemas/organizations";
import { api } from "./api-client";

export type { Member };
export type List<T> = { items: T[]; total: number; nextCursor: string | null };

export const membersQueryKey = ["members"] as const;

/** The organisation's members (team card, ticket assignees). */
export function membersQueryOptions() {
  return queryOptions({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => api.get<List<Member>>("/api/v1/members", { signal }),
  });
}

export const canManageSettings = (role: Member["role"]) => role === "owner" || role === "admin";
export const canWrite = (role: Member["role"]) => role !== "viewer";
