import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, ApiError } from "./api-client";

import type { z } from "zod";
import type { Me, setupStatusSchema } from "@shared/schemas/organizations";

export type { Me };
export type Role = Me["role"];

export const meQueryKey = ["me"] as const;

/** The signed-in user, or null without a session. Re-checked every 60 s and on focus. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<Me | null> => {
      try {
        return await api.get<Me>("/api/v1/me", { signal, skipAuthRedirect: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export type SetupStatus = z.infer<typeof setupStatusSchema>;

export const setupQueryKey = ["setup"] as const;

export function setupQueryOptions() {
  return queryOptions({
    queryKey: setupQueryKey,
    queryFn: ({ signal }) => api.get<SetupStatus>("/api/v1/setup", { signal, skipAuthRedirect: true }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** Forgets everything cached for the previous user and marks the session as gone. */
export function clearSession(queryClient: QueryClient): void {
  const setup = queryClient.getQueryData(setupQueryKey);
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
  if (setup) queryClient.setQueryData(setupQueryKey, setup);
}

export const canManageSettings = (role: Role) => role === "owner" || role === "admin";
export const canWrite = (role: Role) => role !== "viewer";
