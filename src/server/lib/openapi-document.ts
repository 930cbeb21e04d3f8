import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { WEBHOOK_EVENTS } from "@shared/constants/integrations";
import { webhookPayloadSchema } from "@shared/schemas/integrations";
import type { AppEnv } from "./context";

const config = { openapi: "3.1.0", info: { title: "Fundline API", version: "1" } };

const payloadRef = { $ref: "#/components/schemas/WebhookPayload" };
const signatureHeaders = Object.fromEntries(
  [
    ["webhook-id", "The message id (msg_…); the same on every retry and resend, so receivers can drop duplicates."],
    ["webhook-timestamp", "Seconds since the Unix epoch when this attempt was sent; refuse old ones (e.g. > 5 minutes)."],
    [
      "webhook-signature",
      '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded part of the secret after `whsec_`.',
    ],
  ].map(([name, description]) => [name, { required: true, description, schema: { type: "string" } }]),
);

/** OpenAPI 3.1 `webhooks`: one entry per event, each with its payload schema (`type` fixed to the event's name). */
function webhooks() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          summary: `${event}: sent when ${describe(event)}`,
          tags: ["Webhooks"],
          parameters: Object.entries(signatureHeaders).map(([name, h]) => ({ name, in: "header", ...h })),
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: { allOf: [payloadRef, { type: "object", properties: { type: { const: event } } }] } },
            },
          },
          responses: { "200": { description: "Any 2xx answer within 15 s counts as delivered; anything else is retried." } },
        },
      },
    ]),
  );
}

function describe(event: string) {
  const [object, action] = event.split(".");
  const what = object.replace(/_/g, " ");
  if (action === "stage_changed") return "a company moves to another pipeline stage (also sent as company.updated)";
  if (object === "intake_submission") return "a founder applies through a public intake form (the new Lead is also a company.created)";
  return `a ${what} is ${action}`;
}

/**
 * The public API document: every route (from the routers' zod schemas), bearer and cookie
 * authentication, and the webhook payloads. Built once: routes do not change after start-up.
 */
export function openApiDocument(app: OpenAPIHono<AppEnv>) {
  let doc: Record<string, unknown> | null = null;
  return () => {
    if (doc) return doc;
    const base = app.getOpenAPI31Document(config) as unknown as Record<string, unknown> & { components?: Record<string, object> };
    const payload = z.toJSONSchema(webhookPayloadSchema, { target: "draft-2020-12", unrepresentable: "any" });
    delete (payload as { $schema?: string }).$schema;
    doc = {
      ...base,
      components: {
        ...base.components,
        schemas: { ...(base.components?.schemas ?? {}), WebhookPayload: payload },
        securitySchemes: {
          apiToken: { type: "http", scheme: "bearer", description: "An API token (fl_live_…) from Settings → API." },
          session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The browser session." },
        },
      },
      security: [{ apiToken: [] }, { session: [] }],
      webhooks: webhooks(),
    };
    return doc;
  };
}
