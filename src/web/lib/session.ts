import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, ApiError } from "./api-client";

import type { z } from "zod";
import type { Me, setupStatusSchema } from "@shared/schemas/organizations";
import { queryKeys } from "@web/lib/query-keys";

export type { Me };
export type Role = Me["role"];

export const meQueryKey = queryKeys.me.all;

/** The signed-in user, or null without a session. Re-checked every 60 s and on focus. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }): Promise<Me | null> => {
      try {
        return await api.get("/api/v1/me", { signal, skipAuthRedirect: true });
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

export const setupQueryKey = queryKeys.setup;

export function setupQueryOptions() {
  return queryOptions({
    queryKey: setupQueryKey,
    queryFn: ({ signal }) => api.get("/api/v1/setup", { signal, skipAuthRedirect: true }),
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

// Sign-out reaches every open tab at once (not when their next request answers 401).
const SESSION_CHANNEL = "fundline-session";

/** Tells the other tabs of this browser that the session ended. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage("signed-out");
  channel.close();
}

/** Calls `onSignedOut` when another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event) => {
    if (event.data === "signed-out") onSignedOut();
  };
  return () => channel.close();
}

export const canManageSettings = (role: Role) => role === "owner" || role === "admin";
export const canWrite = (role: Role) => role !== "viewer";
