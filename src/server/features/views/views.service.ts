import { and, asc, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SavedView, ViewDefault, viewCreateSchema, viewListQuery, viewUpdateSchema } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import { savedViewDefaults, savedViews, user } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { lockedRow, updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";

type Row = typeof savedViews.$inferSelect;

/** The author changes their view; a shared view may also be changed by owners and admins. */
const canEdit = (caller: Caller, row: Pick<Row, "userId" | "shared">) =>
  row.userId === caller.userId || (row.shared && (caller.role === "owner" || caller.role === "admin"));

const toView = (caller: Caller, r: Row, authorName: string | null, isDefault: boolean | null): SavedView => ({
  id: r.id,
  page: r.page as SavedView["page"],
  name: r.name,
  filters: r.filters,
  sort: r.sort,
  columns: r.columns,
  groupBy: r.groupBy,
  viewMode: r.viewMode as SavedView["viewMode"],
  shared: r.shared,
  authorId: r.userId,
  authorName,
  editable: canEdit(caller, r),
  isDefault: !!isDefault,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Views the caller may see: their own and the organisation's shared ones. */
const visible = (caller: Caller) =>
  and(eq(savedViews.orgId, caller.orgId), or(eq(savedViews.userId, caller.userId), eq(savedViews.shared, true)));

function select(db: Db, caller: Caller) {
  return db
    .select({ v: savedViews, authorName: user.name, isDefault: sql<boolean>`${savedViewDefaults.viewId} is not null` })
    .from(savedViews)
    .leftJoin(user, eq(user.id, savedViews.userId))
    .leftJoin(
      savedViewDefaults,
      and(
        eq(savedViewDefaults.viewId, savedViews.id),
        eq(savedViewDefaults.userId, caller.userId),
        eq(savedViewDefaults.orgId, caller.orgId),
      ),
    );
}

export async function listViews(db: Db, caller: Caller, q: z.output<typeof viewListQuery>) {
  const rows = await select(db, caller)
    .where(and(visible(caller), q.page ? eq(savedViews.page, q.page) : undefined))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return { items: rows.map((r) => toView(caller, r.v, r.authorName, r.isDefault)), total: rows.length, nextCursor: null };
}

export async function getView(db: Db, caller: Caller, id: string) {
  const [row] = await select(db, caller).where(and(visible(caller), eq(savedViews.id, id)));
  if (!row) throw notFound("View");
  return toView(caller, row.v, row.authorName, row.isDefault);
}

export async function createView(db: Db, caller: Caller, body: z.output<typeof viewCreateSchema>) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedViews)
      .values({ ...body, orgId: caller.orgId, userId: caller.userId })
      .returning({ id: savedViews.id });
    await recordChange(tx, caller, { entityType: "saved_view", entityId: row.id, label: body.name, action: "created" });
    return row.id;
  });
  return getView(db, caller, id);
}

/** Someone else's private view is a 404 (it does not exist for them); a shared one they may not change, 403. */
async function editableRow(tx: Db, caller: Caller, id: string) {
  const row = await lockedRow(tx, savedViews, id, caller.orgId, "View");
  if (row.userId !== caller.userId && !row.shared) throw notFound("View");
  if (!canEdit(caller, row)) throw new AppError("forbidden", "Only its author, owners and admins can change a shared view");
  return row;
}

export async function updateView(db: Db, caller: Caller, id: string, body: z.output<typeof viewUpdateSchema>) {
  const { version, ...values } = body;
  await db.transaction(async (tx) => {
    await editableRow(tx, caller, id);
    const { after, changes } = await updateTracked(tx, savedViews, { id, orgId: caller.orgId, version }, values, "View");
    await recordChange(tx, caller, { entityType: "saved_view", entityId: id, label: after.name, action: "updated", changes });
  });
  return getView(db, caller, id);
}

export const deleteView = (db: Db, caller: Caller, id: string) =>
  db.transaction(async (tx) => {
    const row = await editableRow(tx, caller, id);
    await tx.delete(savedViews).where(eq(savedViews.id, id));
    await recordChange(tx, caller, { entityType: "saved_view", entityId: id, label: row.name, action: "deleted" });
  });

/**
 * Sets (or with null, clears) the caller's default view of a page: a personal setting like the
 * pipeline preferences, so no activity entry. The view must be one the caller sees, of that page.
 */
export async function setDefaultView(db: Db, caller: Caller, body: ViewDefault): Promise<ViewDefault> {
  const key = and(
    eq(savedViewDefaults.userId, caller.userId),
    eq(savedViewDefaults.orgId, caller.orgId),
    eq(savedViewDefaults.page, body.page),
  );
  if (body.viewId === null) {
    await db.delete(savedViewDefaults).where(key);
    return body;
  }
  const view = await getView(db, caller, body.viewId);
  if (view.page !== body.page)
    throw new AppError("validation_failed", `That view belongs to the ${view.page} page`, { viewId: "View of another page" });
  await db
    .insert(savedViewDefaults)
    .values({ userId: caller.userId, orgId: caller.orgId, page: body.page, viewId: body.viewId })
    .onConflictDoUpdate({
      target: [savedViewDefaults.userId, savedViewDefaults.orgId, savedViewDefaults.page],
      set: { viewId: body.viewId },
    });
  return body;
}
