import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ActivityEntry, ActivityPage, auditLogQuery, timelineQuery } from "@shared/schemas/activity";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { isoTime, preparedPerDb } from "../../lib/db-helpers";
import { AppError } from "../../lib/errors";
import type { IdCodec } from "../../lib/opaque-ids";
import { jsonArrayText, jsonObjectText, jsonString as j, type JsonText } from "../../lib/json-text";

type Row = typeof activityLog.$inferSelect;
type TimelineQuery = z.output<typeof timelineQuery>;
type AuditQuery = z.output<typeof auditLogQuery>;

/** The entry id a cursor names, or a 400: cursors are the opaque ids this API handed out. */
function cursorId(ids: IdCodec, cursor: string | undefined): number | null {
  if (!cursor) return null;
  const id = ids.decode(cursor);
  if (id === null) throw new AppError("bad_request", "Invalid cursor");
  return id;
}

const toEntry = (r: Row, withIp: boolean, ids: IdCodec): ActivityEntry => ({
  id: ids.encode(r.id),
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
async function page(db: Db, ids: IdCodec, where: SQL | undefined, q: TimelineQuery, withIp: boolean): Promise<ActivityPage> {
  const before = cursorId(ids, q.cursor);
  const rows = await db
    .select()
    .from(activityLog)
    .where(and(where, before !== null ? lt(activityLog.id, before) : undefined))
    .orderBy(desc(activityLog.id))
    .limit(q.limit + 1);
  const items = rows.slice(0, q.limit).map((r) => toEntry(r, withIp, ids));
  return { items, nextCursor: rows.length > q.limit ? items[items.length - 1].id : null };
}

type TimelineRow = {
  id: string;
  actor_user_id: string | null;
  actor_name: string;
  entity_type: string;
  entity_id: string;
  entity_label: string;
  parent_type: string | null;
  parent_id: string | null;
  action: string;
  changes: string | null;
  created_at: string;
};

/** An entry as JSON text (activityEntrySchema, no IP); `changes` is already JSON text from PostgreSQL. */
const entryText = (r: TimelineRow, ids: IdCodec) =>
  `{"id":"${ids.encode(r.id)}","actorUserId":${j(r.actor_user_id)},"actorName":${j(r.actor_name)},"entityType":${j(r.entity_type)},` +
  `"entityId":${j(r.entity_id)},"entityLabel":${j(r.entity_label)},"parentType":${j(r.parent_type)},"parentId":${j(r.parent_id)},` +
  `"action":${j(r.action)},"changes":${r.changes ?? "null"},"createdAt":"${r.created_at}"}`;

/** No cursor: every id is below this, so one prepared statement serves the first page and the next ones. */
const NO_CURSOR = Number.MAX_SAFE_INTEGER;

type TimelineRecord = { type: string; table: PgTable & { id: PgColumn; orgId: PgColumn } };

/**
 * The timeline statement of one record type, prepared once per database: own entries and
 * children's as two index-ordered pages merged by id (an OR of the two made PostgreSQL fetch and
 * sort all of them), each with the record check as an InitPlan. Planning it cost more than running
 * it, so it is prepared. Every column is an aliased expression: the entries' JSON is written from them.
 */
function timelineStatement({ type, table }: TimelineRecord) {
  const a = activityLog;
  const ph = sql.placeholder;
  return preparedPerDb((db) => {
    const columns = {
      n: sql<number>`${a.id}`.as("n"),
      id: sql<string>`${a.id}::text`.as("id"),
      actor_user_id: sql<string | null>`${a.actorUserId}`.as("actor_user_id"),
      actor_name: sql<string>`${a.actorName}`.as("actor_name"),
      entity_type: sql<string>`${a.entityType}`.as("entity_type"),
      entity_id: sql<string>`${a.entityId}`.as("entity_id"),
      entity_label: sql<string>`${a.entityLabel}`.as("entity_label"),
      parent_type: sql<string | null>`${a.parentType}`.as("parent_type"),
      parent_id: sql<string | null>`${a.parentId}`.as("parent_id"),
      action: sql<string>`${a.action}`.as("action"),
      changes: sql<string | null>`${a.changes}::text`.as("changes"),
      created_at: sql<string>`${isoTime(a.createdAt)}`.as("created_at"),
    };
    const recordIsTheirs = sql`exists (select 1 from ${table} where ${table.id} = ${ph("id")} and ${table.orgId} = ${ph("orgId")})`;
    const common = sql`${a.orgId} = ${ph("orgId")} and ${a.action} <> 'signed_in' and ${a.id} < ${ph("before")} and ${recordIsTheirs}`;
    const own = sql`${a.entityType} = ${type} and ${a.entityId} = ${ph("id")}`;
    // "desc nulls last" matches the indexes (id is never null, but the planner does not know that here).
    const newest = sql`${a.id} desc nulls last`;
    const ownPage = db
      .select(columns)
      .from(a)
      .where(sql`${common} and ${own}`)
      .orderBy(newest)
      .limit(ph("n"));
    const childrenPage = db
      .select(columns)
      .from(a)
      .where(sql`${common} and ${a.parentType} = ${type} and ${a.parentId} = ${ph("id")} and not (${own})`)
      .orderBy(newest)
      .limit(ph("n"));
    return ownPage
      .unionAll(childrenPage)
      .orderBy(sql`n desc`)
      .limit(ph("n"))
      .prepare(`timeline_${type}`);
  });
}

const timelines = new Map<string, ReturnType<typeof timelineStatement>>();

/**
 * The history of one record and of the records that belong to it (a company's comments and
 * documents), newest first, or null when the record is not in the caller's organisation (its
 * table given). One prepared statement (`timelineStatement`); only an empty page looks the record
 * up, to tell "no history" from "not theirs". JSON text of activityPageSchema.
 */
export async function entityTimeline(
  db: Db,
  ids: IdCodec,
  caller: Caller,
  record: TimelineRecord & { id: string },
  q: TimelineQuery,
): Promise<JsonText<ActivityPage> | null> {
  const { type, id, table } = record;
  let statement = timelines.get(type);
  if (!statement) timelines.set(type, (statement = timelineStatement(record)));
  const before = cursorId(ids, q.cursor) ?? NO_CURSOR;
  const rows: TimelineRow[] = await statement(db).execute({ id, orgId: caller.orgId, before, n: q.limit + 1 });
  if (!rows.length) {
    const [found] = await db
      .execute(sql`select 1 from ${table} where ${table.id} = ${id} and ${table.orgId} = ${caller.orgId}`)
      .then((r) => r.rows);
    if (!found) return null;
  }
  const items = rows.slice(0, q.limit);
  return jsonObjectText({
    items: jsonArrayText(items.map((r) => entryText(r, ids))),
    nextCursor: rows.length > q.limit ? `"${ids.encode(items[items.length - 1].id)}"` : "null",
  });
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

export const auditLog = (db: Db, ids: IdCodec, caller: Caller, q: AuditQuery) => page(db, ids, auditFilter(caller, q), q, true);
