import { recordChange } from "../../lib/changes/record-change";
import { notifyAssignment } from "../../lib/notify";
import { lockedRow, updateTracked } from "../../lib/changes/field-changes";
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { ticketDefaults } from "@shared/constants/tickets";
import type { Ticket, ticketCreateSchema, ticketListQuery, ticketUpdateSchema } from "@shared/schemas/tickets";
import type { Db } from "../../db/client";
import { members, organizations, tickets } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { pageCursor, readCursor, timeKeyText } from "../../lib/keyset-cursor";
import { likeContains } from "../../lib/like";

type ListQuery = z.infer<typeof ticketListQuery>;
type CreateBody = z.infer<typeof ticketCreateSchema>;
type UpdateBody = z.infer<typeof ticketUpdateSchema>;

const ticketColumns = { t: tickets, organizationName: organizations.name };
/** Tickets with their organisation's name; the list adds its sort key to the columns. */
function selectTickets<T extends typeof ticketColumns>(db: Db, columns = ticketColumns as T) {
  return db.select(columns).from(tickets).innerJoin(organizations, eq(organizations.id, tickets.orgId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectTickets>["execute"]>>[number];
const toTicket = ({ t, organizationName }: Joined): Ticket => ({
  id: t.id,
  title: t.title,
  description: t.description,
  status: t.status as Ticket["status"],
  priority: t.priority as Ticket["priority"],
  taskType: t.taskType as Ticket["taskType"],
  effortLevel: t.effortLevel as Ticket["effortLevel"],
  dueDate: t.dueDate,
  assigneeId: t.assigneeId,
  createdBy: t.createdBy,
  organizationName,
  version: t.version,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/** Newest first, filtered and paginated in SQL (keyset on created_at, id, both carried by the cursor: lib/keyset-cursor.ts). */
export async function listTickets(db: Db, caller: Caller, q: ListQuery) {
  const filters: (SQL | undefined)[] = [eq(tickets.orgId, caller.orgId)];
  if (q.status === "active") filters.push(ne(tickets.status, "Done"));
  else if (q.status !== "all") filters.push(eq(tickets.status, q.status));
  if (q.priority !== "all") filters.push(eq(tickets.priority, q.priority));
  if (q.q) filters.push(or(ilike(tickets.title, likeContains(q.q)), ilike(tickets.description, likeContains(q.q))));
  const where = and(...filters);
  let page: SQL | undefined;
  if (q.cursor) {
    const [afterKey, afterId] = readCursor(q.cursor);
    page =
      afterKey === null
        ? sql`(${tickets.createdAt}, ${tickets.id}) < (select created_at, id from tickets where id = ${afterId} and org_id = ${caller.orgId})`
        : sql`(${tickets.createdAt}, ${tickets.id}) < (${afterKey}::timestamptz, ${afterId}::uuid)`;
  }
  const rows = await selectTickets(db, { ...ticketColumns, sortKey: timeKeyText(tickets.createdAt) })
    .where(and(where, page))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(q.limit + 1);
  const [{ n }] = await db.select({ n: count() }).from(tickets).where(where);
  const [{ all }] = await db.select({ all: count() }).from(tickets).where(eq(tickets.orgId, caller.orgId));
  const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
  return {
    items: rows.slice(0, q.limit).map(toTicket),
    total: n,
    totalAll: all,
    nextCursor: last ? pageCursor(last.sortKey, last.t.id) : null,
  };
}

export async function getTicket(db: Db, caller: Caller, id: string) {
  const [row] = await selectTickets(db).where(and(eq(tickets.id, id), eq(tickets.orgId, caller.orgId)));
  if (!row) throw notFound("Ticket");
  return toTicket(row);
}

/** An assignee must be a member of the caller's organisation. */
async function assertAssignable(db: Db, caller: Caller, userId: string | null | undefined) {
  if (!userId) return;
  const [m] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.orgId, caller.orgId)));
  if (!m)
    throw new AppError("validation_failed", "The assignee is not a member of your organisation", {
      assigneeId: "Not a member of your organisation",
    });
}

export async function createTicket(db: Db, caller: Caller, body: CreateBody) {
  // An empty assignee (omitted or blank) becomes the creator (spec part 1 §5); null is the
  // list's deliberate "Unassigned" (§6).
  const assigneeId = body.assigneeId === null ? null : body.assigneeId || caller.userId;
  await assertAssignable(db, caller, assigneeId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({ ...ticketDefaults, ...body, dueDate: body.dueDate ?? null, assigneeId, orgId: caller.orgId, createdBy: caller.userId })
      .returning({ id: tickets.id });
    await recordChange(tx, caller, { entityType: "ticket", entityId: row.id, label: body.title, action: "created" });
    await notifyAssignment(tx, caller, {
      assigneeUserId: assigneeId,
      entityType: "ticket",
      entityId: row.id,
      version: 1,
      link: "/development",
      label: body.title,
    });
    return row.id;
  });
  return getTicket(db, caller, id);
}

export async function updateTicket(db: Db, caller: Caller, id: string, body: UpdateBody) {
  const { version, ...values } = body;
  await assertAssignable(db, caller, values.assigneeId);
  await db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, tickets, { id, orgId: caller.orgId, version }, values, "Ticket");
    await recordChange(tx, caller, { entityType: "ticket", entityId: id, label: after.title, action: "updated", changes });
    if (changes.assigneeId)
      await notifyAssignment(tx, caller, {
        assigneeUserId: after.assigneeId,
        entityType: "ticket",
        entityId: id,
        version: after.version,
        link: "/development",
        label: after.title,
      });
  });
  return getTicket(db, caller, id);
}

export const deleteTicket = (db: Db, caller: Caller, id: string) =>
  db.transaction(async (tx) => {
    const row = await lockedRow(tx, tickets, id, caller.orgId, "Ticket");
    await tx.delete(tickets).where(eq(tickets.id, id));
    await recordChange(tx, caller, { entityType: "ticket", entityId: id, label: row.title, action: "deleted" });
  });
