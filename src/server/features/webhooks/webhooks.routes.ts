import { createRoute, z } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import {
  webhookCreateSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from "@shared/schemas/integrations";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  rotateWebhookSecret,
  updateWebhook,
} from "./webhooks.service";

const tags = ["Webhooks"];
const deliveriesQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export function webhooksRoutes(deps: Deps) {
  const { db } = deps;
  const options = () => ({ allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/webhooks",
        tags,
        summary: "The organisation's webhook endpoints (owners and admins; never the secret)",
        ...adminOnly,
        responses: { 200: jsonContent(listOf(webhookSchema), "Webhook endpoints"), ...errorResponses },
      }),
      async (c) => c.json(await listWebhooks(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/webhooks",
        tags,
        summary:
          "Add a webhook endpoint: an https URL on a public address and the events to send. The answer is the only time `secret` (whsec_…) is shown.",
        ...adminOnly,
        request: { body: jsonBody(webhookCreateSchema) },
        responses: { 201: jsonContent(webhookWithSecretSchema, "The endpoint and its signing secret"), ...errorResponses },
      }),
      async (c) => c.json(await createWebhook(db, c.get("caller"), c.req.valid("json"), options()), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/webhooks/{id}",
        tags,
        summary: "Change an endpoint's URL, events or enabled flag (turning it on again clears an automatic switch-off)",
        ...adminOnly,
        request: { params: uuidParam, body: jsonBody(webhookUpdateSchema) },
        responses: { 200: jsonContent(webhookSchema, "Webhook endpoint"), ...errorResponses, ...conflictResponse("Stale version") },
      }),
      async (c) => c.json(await updateWebhook(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json"), options()), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/webhooks/{id}",
        tags,
        summary: "Delete an endpoint and its delivery log",
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteWebhook(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/webhooks/{id}/rotate-secret",
        tags,
        summary: "Replace the signing secret (shown only in this answer); the old one stops at once",
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 200: jsonContent(webhookWithSecretSchema, "The endpoint and its new secret"), ...errorResponses },
      }),
      async (c) => c.json(await rotateWebhookSecret(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/webhooks/{id}/deliveries",
        tags,
        summary: "The endpoint's delivery log, newest first: status, attempts, response status, time and body excerpt",
        ...adminOnly,
        request: { params: uuidParam, query: deliveriesQuery },
        responses: { 200: jsonContent(listOf(webhookDeliverySchema), "Deliveries"), ...errorResponses },
      }),
      async (c) => c.json(await listDeliveries(db, c.get("caller"), c.req.valid("param").id, c.req.valid("query").limit), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/webhook-deliveries/{id}/resend",
        tags,
        summary: "Send a delivery's message again (same webhook-id, so receivers can drop duplicates)",
        ...adminOnly,
        request: { params: uuidParam },
        responses: {
          201: jsonContent(webhookDeliverySchema, "The queued copy"),
          ...errorResponses,
          ...conflictResponse("Endpoint disabled"),
        },
      }),
      async (c) => c.json(await resendDelivery(db, c.get("caller"), c.req.valid("param").id), 201),
    );
}
