import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { addDays } from "@shared/comment-labels";
import type { Comment, commentCreateSchema, commentListQuery, commentUpdateSchema } from "@shared/schemas/comments";
import type { Db } from "../../db/client";
import { commentsReminders as cr, companies, members, user } from "../../db/schema";
import { fieldChanges, lockedRow } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, updateVersioned } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";

type ListQuery = z.output<typeof commentListQuery>;
type CreateBody = z.output<typeof commentCreateSchema>;
type UpdateBody = z.output<typeof commentUpdateSchema>;

const selectComments = (db: Db) =>
  db
    .select({ c: cr, companyName: companies.name, authorName: user.name })
    .from(cr)
    .innerJoin(companies, eq(companies.id, cr.companyId))
    .leftJoin(members, eq(members.id, cr.authorMemberId))
    .leftJoin(user, eq(user.id, members.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof selectComments>["execute"]>>[number];
const toComment = ({ c, companyName, authorName }: Joined): Comment => ({
  id: c.id,
  companyId: c.companyId,
  companyName,
  kind: c.kind,
  text: c.text,
  dueDate: c.dueDate,
  done: c.done,
  doneAt: c.doneAt?.toISOString() ?? null,
  authorMemberId: c.authorMemberId,
  authorName,
  version: c.version,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const label = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** One company's items, or mine; filtered, sorted (reminders: active before completed) and paged by offset. */
export async function listComments(db: Db, caller: Caller, q: ListQuery) {
  const scope: SQL[] = [eq(cr.orgId, caller.orgId)];
  if (q.companyId) scope.push(eq(cr.companyId, q.companyId));
  if (q.mine === "true") scope.push(eq(cr.authorMemberId, caller.memberId));
  const filters: (SQL | undefined)[] = [...scope, eq(cr.kind, q.kind)];
  if (q.status === "active") filters.push(eq(cr.done, false));
  if (q.status === "done") filters.push(eq(cr.done, true));
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  if (q.due === "overdue") filters.push(eq(cr.done, false), lt(cr.dueDate, today));
  if (q.due === "upcoming") filters.push(eq(cr.done, false), gte(cr.dueDate, today), lte(cr.dueDate, addDays(today, 7)));
  if (q.q) {
    const pattern = `%${escapeLike(q.q.trim())}%`;
    filters.push(or(ilike(cr.text, pattern), ilike(user.name, pattern)));
  }
  const where = and(...filters);
  const offset = Math.max(0, Number.parseInt(q.cursor ?? "0", 10) || 0);
  const byDate = q.sort === "oldest" ? [asc(cr.createdAt), asc(cr.id)] : [desc(cr.createdAt), desc(cr.id)];
  const rows = await selectComments(db)
    .where(where)
    .orderBy(asc(cr.done), ...byDate)
    .limit(q.limit + 1)
    .offset(offset);
  const [{ n }] = await db
    .select({ n: count() })
    .from(cr)
    .leftJoin(members, eq(members.id, cr.authorMemberId))
    .leftJoin(user, eq(user.id, members.userId))
    .where(where);
  const perKind = await db
    .select({ kind: cr.kind, n: count() })
    .from(cr)
    .where(and(...scope))
    .groupBy(cr.kind);
  const counts = { comment: 0, reminder: 0 };
  for (const k of perKind) counts[k.kind] = k.n;
  const items = rows.slice(0, q.limit).map(toComment);
  return { items, total: n, counts, nextCursor: rows.length > q.limit ? String(offset + q.limit) : null };
}

export async function getComment(db: Db, caller: Caller, id: string) {
  const [row] = await selectComments(db).where(and(eq(cr.id, id), eq(cr.orgId, caller.orgId)));
  if (!row) throw notFound("Comment");
  return toComment(row);
}

const what = (kind: string) => (kind === "reminder" ? "Reminder" : "Comment");

export async function createComment(db: Db, caller: Caller, body: CreateBody) {
  if (body.kind === "comment" && body.dueDate)
    throw new AppError("validation_failed", "Only reminders have a due date", { dueDate: "Only reminders have a due date" });
  const company = await findInOrg(db, companies, body.companyId, caller.orgId, "Company");
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cr)
      .values({
        orgId: caller.orgId,
        companyId: company.id,
        authorMemberId: caller.memberId,
        kind: body.kind,
        text: body.text,
        dueDate: body.dueDate ?? null,
      })
      .returning({ id: cr.id });
    await recordChange(tx, caller, {
      entityType: body.kind,
      entityId: row.id,
      label: label(body.text),
      action: "created",
      parent: { type: "company", id: company.id },
    });
    return row.id;
  });
  return getComment(db, caller, id);
}

export async function updateComment(db: Db, caller: Caller, id: string, body: UpdateBody) {
  const { version, ...values } = body;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await lockedRow(tx, cr, id, caller.orgId, "Comment");
    if (before.kind === "comment" && values.dueDate)
      throw new AppError("validation_failed", "Only reminders have a due date", { dueDate: "Only reminders have a due date" });
    const set: Record<string, unknown> = { ...values };
    if (values.done !== undefined && values.done !== before.done) set.doneAt = values.done ? new Date() : null;
    const after = await updateVersioned(tx, cr, { id, orgId: caller.orgId, version }, set, what(before.kind));
    const changes = fieldChanges(before, after, Object.keys(values));
    await recordChange(tx, caller, {
      entityType: before.kind,
      entityId: id,
      label: label(after.text),
      action: "updated",
      changes,
      parent: { type: "company", id: before.companyId },
    });
  });
  return getComment(db, caller, id);
}

/** Anyone who may write can delete an item they see (spec: no ownership check). */
export const deleteComment = (db: Db, caller: Caller, id: string) =>
  db.transaction(async (tx) => {
    const row = await lockedRow(tx as unknown as Db, cr, id, caller.orgId, "Comment");
    await tx.delete(cr).where(eq(cr.id, id));
    await recordChange(tx, caller, {
      entityType: row.kind,
      entityId: id,
      label: label(row.text),
      action: "deleted",
      parent: { type: "company", id: row.companyId },
    });
  });
