import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { addDays } from "@shared/comment-labels";
import type { Comment, CommentPage, commentCreateSchema, commentListQuery, commentUpdateSchema } from "@shared/schemas/comments";
import type { Db } from "../../db/client";
import { commentsReminders as cr, companies, members, organizations, user } from "../../db/schema";
import { fieldChanges, lockedRow } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { recordMentions } from "../../lib/mentions";
import type { Caller } from "../../lib/context";
import { findInOrg, isoTime, updateVersioned } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { jsonArrayText, jsonObjectText, jsonString as j, type JsonText } from "../../lib/json-text";
import { likeContains } from "../../lib/like";

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

const label = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

const p = sql.placeholder;

/** The columns a list item is written from (itemText), dates as text: no Date parsing and formatting per row. */
const itemColumns = {
  id: cr.id,
  company_id: cr.companyId,
  company_name: companies.name,
  kind: cr.kind,
  text: cr.text,
  due_date: sql<string | null>`${cr.dueDate}::text`,
  done: cr.done,
  done_at: sql<string | null>`${isoTime(cr.doneAt)}`,
  author_member_id: cr.authorMemberId,
  author_name: user.name,
  version: cr.version,
  created_at: sql<string>`${isoTime(cr.createdAt)}`,
  updated_at: sql<string>`${isoTime(cr.updatedAt)}`,
};

type ItemRow = {
  id: string;
  company_id: string;
  company_name: string;
  kind: string;
  text: string;
  due_date: string | null;
  done: boolean;
  done_at: string | null;
  author_member_id: string | null;
  author_name: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A list item as JSON text (commentSchema), written straight from its columns; a test compares it with GET /comments/{id}. */
const itemText = (r: ItemRow) =>
  `{"id":"${r.id}","companyId":"${r.company_id}","companyName":${j(r.company_name)},"kind":"${r.kind}","text":${j(r.text)},` +
  `"dueDate":${j(r.due_date)},"done":${r.done},"doneAt":${j(r.done_at)},"authorMemberId":${j(r.author_member_id)},` +
  `"authorName":${j(r.author_name)},"version":${r.version},"createdAt":"${r.created_at}","updatedAt":"${r.updated_at}"}`;

/** What makes two list requests the same statement (the rest are its parameters). */
type Shape = Pick<ListQuery, "status" | "due" | "sort"> & { scope: "company" | "mine" | "org"; searched: boolean };
const shapeOf = (q: ListQuery): Shape => ({
  scope: q.companyId ? "company" : q.mine === "true" ? "mine" : "org",
  status: q.status,
  due: q.due,
  sort: q.sort,
  searched: !!q.q,
});

/** The list's scope (organisation, company or author) and, within it, kind, status, due and search; values are placeholders. */
function listFilters(shape: Shape) {
  const scope: SQL[] = [eq(cr.orgId, p("orgId"))];
  if (shape.scope === "company") scope.push(eq(cr.companyId, p("companyId")));
  if (shape.scope === "mine") scope.push(eq(cr.authorMemberId, p("memberId")));
  const narrow: (SQL | undefined)[] = [eq(cr.kind, p("kind"))];
  if (shape.status === "active") narrow.push(eq(cr.done, false));
  if (shape.status === "done") narrow.push(eq(cr.done, true));
  if (shape.due === "overdue") narrow.push(eq(cr.done, false), lt(cr.dueDate, p("today")));
  if (shape.due === "upcoming") narrow.push(eq(cr.done, false), gte(cr.dueDate, p("today")), lte(cr.dueDate, p("weekAhead")));
  if (shape.searched) narrow.push(or(ilike(cr.text, p("pattern")), ilike(user.name, p("pattern"))));
  return { scope: and(...scope)!, narrow: and(...narrow)! };
}

const authors = sql`left join ${members} on ${members.id} = ${cr.authorMemberId} left join ${user} on ${user.id} = ${members.userId}`;

/**
 * "total,comments,reminders": the total and the counts per kind in one pass over the scope, from the
 * list index alone unless a search needs the text and author (even an unused author join keeps
 * PostgreSQL from an index-only scan).
 */
function countsSql(shape: Shape) {
  const { scope, narrow } = listFilters(shape);
  return sql<string>`(select concat_ws(',', count(*) filter (where ${narrow}), count(*) filter (where ${cr.kind} = 'comment'),
    count(*) filter (where ${cr.kind} = 'reminder')) from ${cr} ${shape.searched ? authors : sql``} where ${scope})`;
}

/** The page with the counts as an InitPlan; and the counts alone (from the caller's organisation row), for an empty page. */
function listStatements(db: Db, shape: Shape, key: string) {
  const { scope, narrow } = listFilters(shape);
  const newest = shape.sort === "newest";
  return {
    page: db
      .select({ ...itemColumns, counts: countsSql(shape) })
      .from(cr)
      .innerJoin(companies, eq(companies.id, cr.companyId))
      .leftJoin(members, eq(members.id, cr.authorMemberId))
      .leftJoin(user, eq(user.id, members.userId))
      .where(and(scope, narrow))
      // Spec part 2 §4: incomplete first, then earliest due date (dated before undated: ASC puts
      // nulls last), then newest. Comments have no due date, so for them this is done, then time.
      .orderBy(asc(cr.done), asc(cr.dueDate), newest ? desc(cr.createdAt) : asc(cr.createdAt), newest ? desc(cr.id) : asc(cr.id))
      .limit(p("limit"))
      .offset(p("offset"))
      .prepare(`comments_page_${key}`),
    counts: db
      .select({ counts: countsSql(shape) })
      .from(organizations)
      .where(eq(organizations.id, p("orgId")))
      .prepare(`comments_counts_${key}`),
  };
}

/** Prepared once per database and shape: PostgreSQL keeps the plans, Drizzle does not rebuild the SQL per request. */
const prepared = new WeakMap<Db, Map<string, ReturnType<typeof listStatements>>>();
function statementsFor(db: Db, shape: Shape) {
  const key = Object.values(shape).join("_");
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let statements = byShape.get(key);
  if (!statements) byShape.set(key, (statements = listStatements(db, shape, key)));
  return statements;
}

/**
 * One company's items, or mine; filtered, sorted (reminders: active before completed) and paged
 * by offset; with the total and the counts per kind for the tab badges. One statement (a second
 * only for an empty page); JSON text of commentListSchema.
 */
export async function listComments(db: Db, caller: Caller, q: ListQuery): Promise<JsonText<CommentPage>> {
  const statements = statementsFor(db, shapeOf(q));
  const offset = Math.max(0, Number.parseInt(q.cursor ?? "0", 10) || 0);
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  const values = {
    orgId: caller.orgId,
    companyId: q.companyId,
    memberId: caller.memberId,
    kind: q.kind,
    today,
    weekAhead: addDays(today, 7),
    pattern: likeContains((q.q ?? "").trim()),
    limit: q.limit + 1,
    offset,
  };
  const rows = await statements.page.execute(values);
  const [{ counts }] = rows.length ? rows : await statements.counts.execute(values);
  const [total, comment, reminder] = counts.split(",");
  return jsonObjectText({
    items: jsonArrayText(rows.slice(0, q.limit).map(itemText)),
    total,
    counts: `{"comment":${comment},"reminder":${reminder}}`,
    nextCursor: rows.length > q.limit ? `"${offset + q.limit}"` : "null",
  });
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
    await recordMentions(
      tx,
      caller,
      { type: "comment", id: row.id, link: `/companies/${company.id}?tab=comments`, text: body.text },
      body.mentions,
    );
    return row.id;
  });
  return getComment(db, caller, id);
}

export async function updateComment(db: Db, caller: Caller, id: string, body: UpdateBody) {
  const { version, ...values } = body;
  await db.transaction(async (tx) => {
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
    const row = await lockedRow(tx, cr, id, caller.orgId, "Comment");
    await tx.delete(cr).where(eq(cr.id, id));
    await recordChange(tx, caller, {
      entityType: row.kind,
      entityId: id,
      label: label(row.text),
      action: "deleted",
      parent: { type: "company", id: row.companyId },
    });
  });
