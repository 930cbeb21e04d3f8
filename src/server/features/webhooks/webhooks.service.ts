import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Webhook, WebhookDelivery, WebhookInput, WebhookWithSecret } from "@shared/schemas/integrations";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import { updateTracked } from "../../lib/changes/field-changes";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { assertPublicHost } from "./ssrf";
import { newWebhookSecret } from "./webhook-send";

type Row = typeof webhookEndpoints.$inferSelect;
type Options = { allowPrivate: boolean };

const toWebhook = (r: Row): Webhook => ({
  id: r.id,
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  disabledReason: r.disabledReason,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
});

/** https only, and a public address after DNS resolution, unless the operator allows private targets (development). */
async function checkUrl(raw: string, options: Options): Promise<void> {
  if (options.allowPrivate) return;
  const url = new URL(raw);
  const refuse = (message: string) => new AppError("validation_failed", `url: ${message}`, { url: message });
  if (url.protocol !== "https:") throw refuse("Enter an https:// URL (plain http only where WEBHOOK_ALLOW_PRIVATE=true)");
  try {
    await assertPublicHost(url);
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw refuse(code === "ENOTFOUND" || code === "EAI_AGAIN" ? `${url.hostname} does not resolve` : (err as Error).message);
  }
}

export async function listWebhooks(db: Db, caller: Caller) {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.orgId, caller.orgId)).orderBy(webhookEndpoints.createdAt);
  return { items: rows.map(toWebhook), total: rows.length, nextCursor: null };
}

export async function createWebhook(db: Db, caller: Caller, body: Required<WebhookInput>, options: Options): Promise<WebhookWithSecret> {
  await checkUrl(body.url, options);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ orgId: caller.orgId, url: body.url, events: body.events, enabled: body.enabled, secret })
      .returning();
    await recordChange(tx, caller, { entityType: "webhook", entityId: created.id, label: created.url, action: "created" });
    return created;
  });
  return { ...toWebhook(row), secret };
}

export async function updateWebhook(
  db: Db,
  caller: Caller,
  id: string,
  body: Partial<Pick<Row, "url" | "events" | "enabled">> & { version: number },
  options: Options,
): Promise<Webhook> {
  const { version, ...values } = body;
  if (values.url !== undefined) await checkUrl(values.url, options);
  // Turning an endpoint back on clears the reason it was switched off.
  const set = values.enabled ? { ...values, disabledReason: null } : values;
  const after = await db.transaction(async (tx) => {
    const result = await updateTracked(tx, webhookEndpoints, { id, orgId: caller.orgId, version }, set, "Webhook");
    await recordChange(tx, caller, {
      entityType: "webhook",
      entityId: id,
      label: result.after.url,
      action: "updated",
      changes: result.changes,
    });
    return result.after;
  });
  return toWebhook(after);
}

export async function deleteWebhook(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.orgId, caller.orgId)))
      .returning();
    if (!row) throw notFound("Webhook");
    await recordChange(tx, caller, { entityType: "webhook", entityId: id, label: row.url, action: "deleted" });
  });
}

/** A new signing secret, in force for the next delivery; the old one stops at once. */
export async function rotateWebhookSecret(db: Db, caller: Caller, id: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({ secret, version: sql`${webhookEndpoints.version} + 1`, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.orgId, caller.orgId)))
      .returning();
    if (!updated) throw notFound("Webhook");
    // The change says that the secret changed, never what it is.
    await recordChange(tx, caller, {
      entityType: "webhook",
      entityId: id,
      label: updated.url,
      action: "updated",
      changes: { secret: { from: "(previous)", to: "(rotated)" } },
    });
    return updated;
  });
  return { ...toWebhook(row), secret };
}

type Delivery = typeof webhookDeliveries.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toDelivery = (d: Delivery): WebhookDelivery => ({
  id: d.id,
  messageId: d.messageId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
  responseStatus: d.responseStatus,
  responseMs: d.responseMs,
  responseExcerpt: d.responseExcerpt,
  error: d.error,
  deliveredAt: iso(d.deliveredAt),
  createdAt: d.createdAt.toISOString(),
});

/** The endpoint's delivery log, newest first. */
export async function listDeliveries(db: Db, caller: Caller, endpointId: string, limit: number) {
  await findInOrg(db, webhookEndpoints, endpointId, caller.orgId, "Webhook");
  const where = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.orgId, caller.orgId));
  const rows = await db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt)).limit(limit);
  const [{ n }] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { items: rows.map(toDelivery), total: n, nextCursor: null };
}

/** Queues the message again, with the same webhook-id so that a receiver that did get it can drop the copy. */
export async function resendDelivery(db: Db, caller: Caller, id: string): Promise<WebhookDelivery> {
  const [source] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.orgId, caller.orgId)));
  if (!source) throw notFound("Delivery");
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, source.endpointId));
  if (!endpoint?.enabled) throw new AppError("conflict", "Turn the webhook on before resending");
  const copy = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        orgId: source.orgId,
        endpointId: source.endpointId,
        messageId: source.messageId,
        eventType: source.eventType,
        data: source.data,
      })
      .returning();
    // The audit log says who sent what again.
    await recordChange(tx, caller, {
      entityType: "webhook",
      entityId: endpoint.id,
      label: endpoint.url,
      action: "updated",
      changes: { resent: { from: null, to: `${source.eventType} (${source.messageId})` } },
    });
    return row;
  });
  return toDelivery(copy);
}
