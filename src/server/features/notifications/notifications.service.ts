import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { notificationKinds, type NotificationKind } from "@shared/constants/notifications";
import type {
  AlertRule,
  Notification,
  NotificationSettings,
  alertRulesUpdateSchema,
  notificationListQuery,
  notificationSettingsUpdateSchema,
} from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import { alertRules, notificationSettings, notifications } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { preparedPerDb } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";
import { announceNotification } from "../../lib/notify";

type Settings = typeof notificationSettings.$inferSelect;

/** A member's settings with every kind spelled out (missing kinds: in-app and e-mail on). */
export function settingsOf(row: Pick<Settings, "digestHour" | "timeZone" | "digestEnabled" | "kinds"> | undefined): NotificationSettings {
  const kinds = Object.fromEntries(
    notificationKinds.map((k) => [k, { inApp: row?.kinds[k]?.inApp ?? true, email: row?.kinds[k]?.email ?? true }]),
  ) as NotificationSettings["kinds"];
  return { digestHour: row?.digestHour ?? 8, timeZone: row?.timeZone ?? "UTC", digestEnabled: row?.digestEnabled ?? true, kinds };
}

export async function getSettings(db: Db, memberId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.memberId, memberId));
  return settingsOf(row);
}

type Row = Pick<typeof notifications.$inferSelect, "id" | "kind" | "entityType" | "entityId" | "link" | "text" | "readAt" | "createdAt">;

const toNotification = (r: Row): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  entityType: r.entityType,
  entityId: r.entityId,
  link: r.link,
  text: r.text,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The member's kinds switched off in the app, read inside the statement (no settings row: none). */
const memberKinds = sql`(select ${notificationSettings.kinds} from ${notificationSettings} where ${notificationSettings.memberId} = ${sql.placeholder("memberId")})`;
/** Kinds the member switched off in the app are kept for the digest and hidden from the inbox (see settingsOf). */
const shown = (kind: AnyPgColumn) => sql`coalesce(${memberKinds} -> ${kind} ->> 'inApp', 'true') <> 'false'`;
const counted = alias(notifications, "counted");

/**
 * The inbox in one statement: the member's settings, the page (newest first) and the unread count
 * (a scalar subquery, repeated on every row; no row means nothing to count either). One
 * statement per filter, so that each keeps a plan that fits it.
 */
const inboxQuery = (unreadOnly: boolean) =>
  preparedPerDb((db) =>
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        entityType: notifications.entityType,
        entityId: notifications.entityId,
        link: notifications.link,
        text: notifications.text,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
        unread: sql<number>`(select count(*)::int from ${notifications} as ${sql.identifier("counted")} where ${and(
          eq(counted.memberId, sql.placeholder("memberId")),
          eq(counted.orgId, sql.placeholder("orgId")),
          isNull(counted.readAt),
          shown(counted.kind),
        )})`.mapWith(Number),
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.memberId, sql.placeholder("memberId")),
          eq(notifications.orgId, sql.placeholder("orgId")),
          unreadOnly ? isNull(notifications.readAt) : undefined,
          shown(notifications.kind),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .prepare(unreadOnly ? "notifications_inbox_unread" : "notifications_inbox"),
  );
const inboxAll = inboxQuery(false);
const inboxUnread = inboxQuery(true);

export async function listNotifications(db: Db, caller: Caller, q: z.output<typeof notificationListQuery>) {
  const statement = q.unread === "true" ? inboxUnread : inboxAll;
  const rows = await statement(db).execute({ memberId: caller.memberId, orgId: caller.orgId, limit: q.limit });
  return { items: rows.map(toNotification), unread: rows[0]?.unread ?? 0 };
}

export async function markRead(db: Db, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.memberId, caller.memberId), eq(notifications.orgId, caller.orgId)))
      .returning();
    // Another member's or organisation's notification is answered like a missing one.
    if (!row) throw notFound("Notification");
    await announceNotification(tx, caller.orgId, caller.memberId, id, "updated");
    return toNotification(row);
  });
}

export async function markAllRead(db: Db, caller: Caller) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.memberId, caller.memberId), eq(notifications.orgId, caller.orgId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length) await announceNotification(tx, caller.orgId, caller.memberId, caller.memberId, "updated");
    return { updated: rows.length };
  });
}

export async function updateSettings(db: Db, caller: Caller, body: z.output<typeof notificationSettingsUpdateSchema>) {
  const current = await getSettings(db, caller.memberId);
  const next = { ...current, ...body, kinds: { ...current.kinds, ...body.kinds } };
  await db
    .insert(notificationSettings)
    .values({ memberId: caller.memberId, orgId: caller.orgId, ...next })
    .onConflictDoUpdate({ target: notificationSettings.memberId, set: { ...next, updatedAt: sql`now()` } });
  return getSettings(db, caller.memberId);
}

/** The default rules an organisation starts with (switched off until someone turns them on). */
const defaultRules: AlertRule[] = [
  { kind: "contact_no_meeting", stage: "", days: 120, enabled: false },
  { kind: "company_in_stage", stage: "Due Diligence", days: 30, enabled: false },
];

export async function listRules(db: Db, orgId: string): Promise<{ items: AlertRule[] }> {
  const rows = await db
    .select({ kind: alertRules.kind, stage: alertRules.stage, days: alertRules.days, enabled: alertRules.enabled })
    .from(alertRules)
    .where(eq(alertRules.orgId, orgId))
    .orderBy(alertRules.kind, alertRules.stage);
  const items = rows as AlertRule[];
  const missing = defaultRules.filter((d) => !items.some((r) => r.kind === d.kind && r.stage === d.stage));
  return { items: [...items, ...missing] };
}

export async function updateRules(db: Db, caller: Caller, body: z.output<typeof alertRulesUpdateSchema>) {
  await db.transaction(async (tx) => {
    for (const input of body.rules) {
      const rule = { ...input, stage: "stage" in input ? input.stage : "" };
      await tx
        .insert(alertRules)
        .values({ orgId: caller.orgId, ...rule })
        .onConflictDoUpdate({
          target: [alertRules.orgId, alertRules.kind, alertRules.stage],
          set: { days: rule.days, enabled: rule.enabled, updatedAt: sql`now()` },
        });
    }
    await recordChange(tx, caller, {
      entityType: "alert_rule",
      entityId: caller.orgId,
      label: "Stale-relationship alerts",
      action: "updated",
      changes: Object.fromEntries(
        body.rules.map((r) => [
          `${r.kind}${"stage" in r ? `:${r.stage}` : ""}`,
          { from: null, to: `${r.enabled ? "on" : "off"}, ${r.days} days` },
        ]),
      ),
    });
  });
  return listRules(db, caller.orgId);
}
