import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AlertRulesInput, Notification, NotificationSettings, NotificationSettingsInput } from "@shared/schemas/notifications";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export type { Notification, NotificationSettings };

const keys = queryKeys.notifications;

/** The newest 30 (the panel) with the unread count (the bell); refreshed by the live stream's inbox signals. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: keys.list,
    queryFn: ({ signal }) => api.get("/api/v1/notifications", { query: { limit: 30 }, signal }),
    staleTime: 60_000,
  });

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/v1/notifications/{id}/read", { path: { id } }),
    // The bell drops at once (the panel may already be closing as its link navigates).
    onMutate: (id) =>
      qc.setQueryData(notificationsQuery().queryKey, (list) =>
        list && list.items.some((n) => n.id === id && !n.readAt)
          ? {
              unread: Math.max(0, list.unread - 1),
              items: list.items.map((n) => (n.id === id ? { ...n, readAt: new Date().toISOString() } : n)),
            }
          : list,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/v1/notifications/read-all", {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: keys.settings,
    queryFn: ({ signal }) => api.get("/api/v1/me/notification-settings", { signal }),
  });

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsInput) => api.patch("/api/v1/me/notification-settings", { body }),
    onSuccess: (saved: NotificationSettings) => qc.setQueryData(notificationSettingsQuery().queryKey, saved),
  });
}

/** The organisation's stale-relationship rules (owners and admins; Settings). */
export const alertRulesQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.alertRules,
    queryFn: ({ signal }) => api.get("/api/v1/alert-rules", { signal }),
  });

export function useSaveAlertRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertRulesInput) => api.patch("/api/v1/alert-rules", { body }),
    onSuccess: (saved) => qc.setQueryData(alertRulesQuery().queryKey, saved),
  });
}
