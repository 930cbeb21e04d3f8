import { hostname } from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import { WEBHOOK_RETRY_SECONDS } from "@shared/constants/integrations";
import type { Deps } from "../../deps";
import { members, user, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import { sendWebhook, type SendResult } from "./webhook-send";

export type WebhookJobDeps = Pick<Deps, "db" | "env" | "log" | "mailer">;
export type WebhookJobOptions = {
  workerId?: string;
  /** Deliveries sent at once by one worker. */
  batchSize?: number;
  timeoutMs?: number;
  /** Waits before each retry, in seconds (tests shorten them). */
  retrySeconds?: readonly number[];
  /** A delivery still "sending" after this long died with its process and is claimed again. */
  staleLockMs?: number;
};

type Delivery = typeof webhookDeliveries.$inferSelect;

export const newWebhookWorkerId = () => `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

/** The exact bytes sent (and signed): the same for every attempt of a message. */
export const payloadBody = (d: Pick<Delivery, "eventType" | "createdAt" | "data">) =>
  JSON.stringify({ type: d.eventType, timestamp: d.createdAt.toISOString(), data: d.data });

/** Claims due deliveries; FOR UPDATE SKIP LOCKED lets several processes claim at once without sharing a row. */
export async function claimDeliveries(deps: WebhookJobDeps, workerId: string, options: WebhookJobOptions = {}): Promise<Delivery[]> {
  const staleMs = options.staleLockMs ?? 5 * 60_000;
  const due = deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      sql`(${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.nextAttemptAt} <= now())
        or (${webhookDeliveries.status} = 'sending' and ${webhookDeliveries.lockedAt} < now() - make_interval(secs => ${staleMs / 1000}))`,
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(options.batchSize ?? 100)
    .for("update", { skipLocked: true });
  return deps.db
    .update(webhookDeliveries)
    .set({ status: "sending", lockedAt: sql`now()`, lockedBy: workerId, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

type Outcome = { delivery: Delivery; result: SendResult; status: "delivered" | "pending" | "failed"; wait: number | null };

/** Sends one claimed delivery; what happened is stored with the rest of its batch. */
async function attempt(
  deps: WebhookJobDeps,
  delivery: Delivery,
  endpoint: typeof webhookEndpoints.$inferSelect | undefined,
  options: WebhookJobOptions,
): Promise<Outcome> {
  if (!endpoint?.enabled) {
    const result: SendResult = { status: null, ms: 0, excerpt: null, error: "The endpoint is disabled" };
    return { delivery, result, status: "failed", wait: null };
  }
  const result = await sendWebhook(
    endpoint,
    { id: delivery.messageId, body: payloadBody(delivery) },
    { allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE, timeoutMs: options.timeoutMs ?? 15_000 },
  );
  if (outcomeOf(result) === "delivered") return { delivery, result, status: "delivered", wait: null };
  const waits = options.retrySeconds ?? WEBHOOK_RETRY_SECONDS;
  const giveUp = delivery.attempts > waits.length;
  return { delivery, result, status: giveUp ? "failed" : "pending", wait: giveUp ? null : (waits[delivery.attempts - 1] ?? 0) };
}

/** PostgreSQL text cannot hold NUL: a receiver's answer may. */
const storable = (text: string | null) => (text === null ? null : text.replace(/\u0000/g, ""));

/**
 * Sends a claimed batch in parallel and stores every outcome in one statement (delivered, a retry
 * later, or failed for good), only where this worker still holds the row's lock.
 */
export async function runDeliveries(deps: WebhookJobDeps, batch: Delivery[], options: WebhookJobOptions = {}): Promise<void> {
  if (batch.length === 0) return;
  const ids = [...new Set(batch.map((d) => d.endpointId))];
  const endpoints = new Map((await deps.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids))).map((e) => [e.id, e]));
  const outcomes = await Promise.all(batch.map((d) => attempt(deps, d, endpoints.get(d.endpointId), options)));
  const rows = outcomes.map((o) => ({
    id: o.delivery.id,
    locked_by: o.delivery.lockedBy,
    status: o.status,
    wait: o.wait,
    response_status: o.result.status,
    response_ms: o.result.ms,
    response_excerpt: storable(o.result.excerpt),
    error: storable(o.result.error),
  }));
  await deps.db.execute(sql`
    update webhook_deliveries d set
      status = r.status,
      next_attempt_at = case when r.wait is null then d.next_attempt_at else now() + make_interval(secs => r.wait) end,
      response_status = r.response_status, response_ms = r.response_ms, response_excerpt = r.response_excerpt, error = r.error,
      delivered_at = case when r.status = 'delivered' then now() end,
      last_attempt_at = now(), locked_at = null, locked_by = null
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, locked_by text, status text, wait double precision,
      response_status int, response_ms int, response_excerpt text, error text)
    where d.id = r.id and d.locked_by = r.locked_by`);
  for (const o of outcomes)
    if (o.status === "failed" && endpoints.get(o.delivery.endpointId)?.enabled) await disableAfterPersistentFailure(deps, o.delivery);
}

const outcomeOf = (r: SendResult) => (r.status !== null && r.status >= 200 && r.status < 300 ? "delivered" : "failed");

/**
 * A message that failed through every retry (about a day) with nothing delivered to the endpoint
 * since it was queued means the receiver is gone: the endpoint is switched off and the owners told.
 */
async function disableAfterPersistentFailure(deps: WebhookJobDeps, delivery: Delivery): Promise<void> {
  const reason = `Switched off after every delivery failed for about a day (last: ${delivery.eventType}).`;
  const disabled = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, version: sql`${webhookEndpoints.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(webhookEndpoints.id, delivery.endpointId),
          eq(webhookEndpoints.enabled, true),
          sql`not exists (select 1 from webhook_deliveries d where d.endpoint_id = ${delivery.endpointId}
            and d.delivered_at > ${delivery.createdAt.toISOString()}::timestamptz)`,
        ),
      )
      .returning();
    if (!row) return null;
    await recordChange(
      tx,
      { orgId: row.orgId, name: "Fundline" },
      { entityType: "webhook", entityId: row.id, label: row.url, action: "updated", changes: { enabled: { from: true, to: false } } },
    );
    return row;
  });
  if (!disabled) return;
  const owners = await deps.db
    .select({ email: user.email })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.orgId, disabled.orgId), eq(members.role, "owner")));
  const settings = `${deps.env.publicUrl}/settings`;
  for (const { email } of owners) {
    await deps.mailer
      .send({
        to: email,
        subject: "A Fundline webhook was switched off",
        text: `Deliveries to ${disabled.url} kept failing for about a day, so Fundline switched this webhook off.\n\nCheck the receiver, then turn the webhook on again and resend what it missed: ${settings}\n\n— Fundline`,
      })
      .catch((err: unknown) => deps.log.warn({ err }, "could not e-mail an owner about a disabled webhook"));
  }
}
