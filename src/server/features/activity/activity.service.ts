import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { ActivityEntry, ActivityPage, auditLogQuery, timelineQuery } from "@shared/schemas/activity";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { Caller } from "../../lib/context";

type Row = typeof activityLog.$inferSelect;
type TimelineQuery = z.output<typeof timelineQuery>;
type AuditQuery = z.output<typeof auditLogQuery>;

export const toEntry = (r: Row, withIp: boolean): ActivityEntry => ({
  id: String(r.id),
  actorUserId: r.actorUserId,
  actorName: r.actorName,
  entityType: r.entityType,
  entityId: r.entityId,
  entityLabel: r.entityLabel,
  parentType: r.parentType,
  parentId: r.parentId,
  action: r.action,
  changes: r.changes ?? null,
  ...(withIp ? { ip: r.ip } : {}),
  createdAt: r.createdAt.toISOString(),
});

/** Newest first, keyset pages on the growing id. */
async function page(db: Db, where: SQL | undefined, q: TimelineQuery, withIp: boolean): Promise<ActivityPage> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(where, q.cursor ? lt(activityLog.id, Number(q.cursor)) : undefined))
    .orderBy(desc(activityLog.id))
    .limit(q.limit + 1);
  const items = rows.slice(0, q.limit).map((r) => toEntry(r, withIp));
  return { items, nextCursor: rows.length > q.limit ? items[items.length - 1].id : null };
}

/** The history of one record and of the records that belong to it (a company's documents). */
export function entityTimeline(db: Db, caller: Caller, entityType: string, entityId: string, q: TimelineQuery) {
  const own = and(eq(activityLog.entityType, entityType), eq(activityLog.entityId, entityId));
  const children = and(eq(activityLog.parentType, entityType), eq(activityLog.parentId, entityId));
  // No sign-ins here: a timeline is about the record, the audit log is about people.
  return page(db, and(eq(activityLog.orgId, caller.orgId), or(own, children), sql`${activityLog.action} <> 'signed_in'`), q, false);
}

export function auditFilter(caller: Caller, q: Omit<AuditQuery, "limit" | "cursor">): SQL | undefined {
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return and(
    eq(activityLog.orgId, caller.orgId),
    q.actorUserId ? eq(activityLog.actorUserId, q.actorUserId) : undefined,
    q.entityType ? or(eq(activityLog.entityType, q.entityType), eq(activityLog.parentType, q.entityType)) : undefined,
    q.from ? gte(activityLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(activityLog.createdAt, dayAfter(q.to)) : undefined,
  );
}

export const auditLog = (db: Db, caller: Caller, q: AuditQuery) => page(db, auditFilter(caller, q), q, true);
