import { z } from "zod";
import { API_TOKEN_KINDS, API_TOKEN_SCOPES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from "../constants/integrations";
import { versionField } from "./settings";

const name = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(80, "Name must be at most 80 characters")
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "Name cannot contain control characters");

export const apiTokenCreateSchema = z.strictObject({
  name,
  scope: z.enum(API_TOKEN_SCOPES, { message: "Choose read or read-write" }),
  kind: z.enum(API_TOKEN_KINDS, { message: "Choose organisation or personal" }),
  /** When the token stops working; none means until revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, message: "Enter a date and time (ISO 8601)" })
    .refine((s) => {
      const t = Date.parse(s);
      return t > Date.now() && t < Date.UTC(10000, 0, 1);
    }, "The expiry must be in the future")
    .nullable()
    .optional(),
});
export type ApiTokenInput = z.input<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(API_TOKEN_KINDS),
  scope: z.enum(API_TOKEN_SCOPES),
  prefix: z.string(),
  /** Who made it (the member a personal token acts as). */
  memberId: z.uuid(),
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a creation: the only time the token itself is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

const webhookUrl = z
  .string({ message: "URL is required" })
  .trim()
  .max(2000, "URL must be at most 2000 characters")
  .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), "Enter an https:// URL");

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { message: "Unknown event" }), { message: "Choose the events to send" })
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, "An event is listed twice");

export const webhookCreateSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookCreateSchema>;
export const webhookUpdateSchema = z.strictObject({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  enabled: z.boolean().optional(),
  version: versionField,
});

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why Fundline switched it off (persistent failure), if it did. */
  disabledReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Creation and rotation answers: the only time the signing secret is shown. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body every delivery carries (Standard Webhooks: type, timestamp, data). */
export const webhookPayloadSchema = z.object({
  type: z.string(),
  timestamp: z.string(),
  data: z.object({
    id: z.string(),
    object: z.string(),
    label: z.string(),
    actor: z.object({ type: z.enum(["member", "api_token", "system"]), userId: z.string().nullable(), name: z.string() }),
    parent: z.object({ type: z.string(), id: z.string() }).nullable(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
    /** The record as the API returns it (columns in camelCase) plus the names it joins: a company's `fundName` and `pocs`, a person's or LP CRM row's `pocName`, a comment's `companyName` and `authorName`, an LP's `fundName`, an investment's `companyName` and `fundName`. */
    record: z.record(z.string(), z.unknown()).nullable(),
  }),
});
