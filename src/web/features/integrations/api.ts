import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ApiToken,
  ApiTokenCreated,
  ApiTokenInput,
  Webhook,
  WebhookDelivery,
  WebhookInput,
  WebhookWithSecret,
} from "@shared/schemas/integrations";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export type { ApiToken, ApiTokenCreated, Webhook, WebhookDelivery, WebhookWithSecret };

const tokensKey = queryKeys.apiTokens;
const webhooksKey = queryKeys.webhooks.all;

export const apiTokensQuery = () =>
  queryOptions({ queryKey: tokensKey, queryFn: ({ signal }) => api.get("/api/v1/api-tokens", { signal }) });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiTokenInput) => api.post("/api/v1/api-tokens", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/api-tokens/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

export const webhooksQuery = () =>
  queryOptions({ queryKey: webhooksKey, queryFn: ({ signal }) => api.get("/api/v1/webhooks", { signal }) });

export const deliveriesQuery = (webhookId: string) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(webhookId),
    queryFn: ({ signal }) => api.get("/api/v1/webhooks/{id}/deliveries", { path: { id: webhookId }, signal }),
    // The log fills in as the worker sends; a short refresh shows it without a reload.
    refetchInterval: 5_000,
  });

type WebhookSave = { id: string; version: number; body: Partial<WebhookInput> } | { id?: undefined; body: WebhookInput };

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: WebhookSave): Promise<Webhook | WebhookWithSecret> =>
      save.id !== undefined
        ? api.patch("/api/v1/webhooks/{id}", { path: { id: save.id }, body: { ...save.body, version: save.version } })
        : api.post("/api/v1/webhooks", { body: save.body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/webhooks/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post("/api/v1/webhooks/{id}/rotate-secret", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useResendDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api.post("/api/v1/webhook-deliveries/{id}/resend", { path: { id: deliveryId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(webhookId) }),
  });
}
