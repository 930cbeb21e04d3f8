import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { API_TOKEN_KINDS, API_TOKEN_SCOPES, WEBHOOK_DELIVERY_STATUSES } from "../../../shared/constants/integrations";
import { members, organizations } from "./organizations";
import { valueList } from "./value-list";

/**
 * API tokens (decision 019): only the SHA-256 of the token is stored; the token itself is shown
 * once. A token belongs to the member who made it (deleted with their membership). The request
 * counter of the current rate-limit window lives on the row, so every process shares the limit.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: API_TOKEN_KINDS }).notNull(),
    scope: text("scope", { enum: API_TOKEN_SCOPES }).notNull(),
    /** The first characters of the token (`fl_live_AbCd`), to recognise it in lists and logs. */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer("window_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_uidx").on(t.tokenHash),
    index("api_tokens_org_idx").on(t.orgId, t.createdAt.desc().nullsFirst()),
    check("api_tokens_kind_check", sql`${t.kind} in (${valueList(API_TOKEN_KINDS)})`),
    check("api_tokens_scope_check", sql`${t.scope} in (${valueList(API_TOKEN_SCOPES)})`),
  ],
);

/** Where an organisation's webhooks go. The secret signs deliveries, so it is kept (never shown again after creation). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    /** Why the endpoint was switched off automatically (persistent failure); cleared when re-enabled. */
    disabledReason: text("disabled_reason"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.orgId)],
);

/**
 * One message to one endpoint and its delivery state; written by the change recorder in the
 * change's own transaction. Workers claim due rows with FOR UPDATE SKIP LOCKED.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The Standard Webhooks `webhook-id`: the same for a resend, so receivers can drop duplicates. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    data: jsonb("data").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    responseStatus: integer("response_status"),
    responseMs: integer("response_ms"),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc().nullsFirst()),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending','sending')`),
    check("webhook_deliveries_status_check", sql`${t.status} in (${valueList(WEBHOOK_DELIVERY_STATUSES)})`),
  ],
);
