import { and, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { LpCrmRow, lpCrmRowCreateSchema, LpCrmRowList, lpCrmRowListQuery, lpCrmRowUpdateSchema } from "@shared/schemas/lps";
import type { Db } from "../../db/client";
import { lpCrmRows, lpSubboards, pocs } from "../../db/schema";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { pageCursor, readCursor } from "../../lib/keyset-cursor";
import { likeContains } from "../../lib/like";

type CreateBody = z.output<typeof lpCrmRowCreateSchema>;
type UpdateBody = z.output<typeof lpCrmRowUpdateSchema>;
type ListQuery = z.output<typeof lpCrmRowListQuery>;

const leadKey = sql`lower(${lpCrmRows.lead})`;

/**
 * Rows as the API names and types them, read raw: drizzle's per-field mapping of a 500-row page
 * cost about as much as its SQL (bench ratio section, decision 046). The list and the single-row
 * read share it, so they cannot drift apart.
 */
const selectRows = (where: SQL | undefined, rest = sql``, extra = sql``) => sql`select ${lpCrmRows.id}, ${lpCrmRows.boardId} as "boardId",
    ${lpCrmRows.subboardId} as "subboardId", ${lpCrmRows.lead}, ${lpCrmRows.pocId} as "pocId", ${pocs.name} as "pocName",
    ${lpCrmRows.introPoc} as "introPoc", ${lpCrmRows.lpPoc} as "lpPoc", ${lpCrmRows.lpEmail} as "lpEmail",
    ${lpCrmRows.commitmentUsd}::float8 as "commitmentUsd", ${lpCrmRows.version}${extra}
  from ${lpCrmRows} left join ${pocs} on ${pocs.id} = ${lpCrmRows.pocId}
  where ${where}${rest}`;

/** Rows of a board (or one subboard) in lead order; q filters by lead (case-insensitive contains). */
export async function listRows(db: Db, caller: Caller, q: ListQuery): Promise<LpCrmRowList> {
  const filters: (SQL | undefined)[] = [eq(lpCrmRows.orgId, caller.orgId)];
  if (q.boardId) filters.push(eq(lpCrmRows.boardId, q.boardId));
  if (q.subboardId) filters.push(eq(lpCrmRows.subboardId, q.subboardId));
  const text = q.q?.trim();
  if (text) filters.push(ilike(lpCrmRows.lead, likeContains(text)));
  const where = and(...filters);
  let after: SQL | undefined;
  if (q.cursor) {
    const [afterKey, afterId] = readCursor(q.cursor);
    const from =
      afterKey === null
        ? sql`(select lower(lead), id from lp_crm_rows where id = ${afterId} and org_id = ${caller.orgId})`
        : sql`(${afterKey}::text, ${afterId}::uuid)`;
    after = sql`(${leadKey}, ${lpCrmRows.id}) > ${from}`;
  }
  const [{ rows }, [{ total }]] = await Promise.all([
    db.execute<LpCrmRow & { sort_key?: string }>(
      selectRows(and(where, after), sql` order by ${leadKey}, ${lpCrmRows.id} limit ${q.limit + 1}`, sql`, (${leadKey})::text as sort_key`),
    ),
    db.select({ total: count() }).from(lpCrmRows).where(where),
  ]);
  const items = rows.slice(0, q.limit);
  const last = rows.length > q.limit ? items[q.limit - 1] : undefined;
  const nextCursor = last ? pageCursor(last.sort_key!, last.id) : null;
  // Not an API field: undefined leaves it out of the JSON without copying each row (decision 046).
  for (const row of items) row.sort_key = undefined;
  return { items, total, nextCursor };
}

export async function getRow(db: Db, caller: Caller, id: string): Promise<LpCrmRow> {
  const [row] = (await db.execute<LpCrmRow>(selectRows(and(eq(lpCrmRows.id, id), eq(lpCrmRows.orgId, caller.orgId))))).rows;
  if (!row) throw notFound("Row");
  return row;
}

/** The "{Org} POC" must be one of the caller's organisation; anything else is a 400 on the field. */
async function assertPoc(db: Db, orgId: string, pocId: string | null | undefined) {
  if (!pocId) return;
  const [poc] = await db
    .select({ id: pocs.id })
    .from(pocs)
    .where(and(eq(pocs.orgId, orgId), eq(pocs.id, pocId)));
  if (!poc) throw new AppError("validation_failed", "The POC is not one of your organisation's", { pocId: "Unknown POC" });
}

/** Another organisation's subboard is answered like a missing one: 404. */
const subboardInOrg = (db: Db, caller: Caller, id: string) => findInOrg(db, lpSubboards, id, caller.orgId, "Subboard");

export async function createRow(db: Db, caller: Caller, body: CreateBody): Promise<LpCrmRow> {
  const subboard = await subboardInOrg(db, caller, body.subboardId);
  await assertPoc(db, caller.orgId, body.pocId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lpCrmRows)
      .values({ ...body, boardId: subboard.boardId, orgId: caller.orgId })
      .returning({ id: lpCrmRows.id });
    await recordChange(tx, caller, {
      entityType: "lp_crm_row",
      entityId: row.id,
      label: body.lead,
      action: "created",
      parent: { type: "lp_board", id: subboard.boardId },
    });
    return row.id;
  });
  return getRow(db, caller, id);
}

/**
 * A cell edit or a move (subboardId). The history names the subboards of a move
 * ("moved Acme from Stage A to Stage B"); a stale version is a 409.
 */
export async function updateRow(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<LpCrmRow> {
  const { version, ...values } = body;
  await findInOrg(db, lpCrmRows, id, caller.orgId, "Row");
  const target = values.subboardId ? await subboardInOrg(db, caller, values.subboardId) : undefined;
  await assertPoc(db, caller.orgId, values.pocId);
  await db.transaction(async (tx) => {
    const set = target ? { ...values, boardId: target.boardId } : values;
    const tracked = await updateTracked(tx, lpCrmRows, { id, orgId: caller.orgId, version }, set, "Row");
    const { before, after } = tracked;
    // A move is told as a stage change by name; the board follows the subboard.
    const { subboardId: moved, boardId: _board, ...changes } = tracked.changes;
    if (moved && target) {
      const [from] = await tx.select({ name: lpSubboards.name }).from(lpSubboards).where(eq(lpSubboards.id, before.subboardId));
      changes.stage = { from: from?.name ?? null, to: target.name };
    }
    await recordChange(tx, caller, {
      entityType: "lp_crm_row",
      entityId: id,
      label: after.lead,
      action: "updated",
      changes,
      parent: { type: "lp_board", id: after.boardId },
    });
  });
  return getRow(db, caller, id);
}

export async function deleteRow(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(lpCrmRows)
      .where(and(eq(lpCrmRows.id, id), eq(lpCrmRows.orgId, caller.orgId)))
      .returning({ lead: lpCrmRows.lead, boardId: lpCrmRows.boardId });
    if (!deleted) throw notFound("Row");
    await recordChange(tx, caller, {
      entityType: "lp_crm_row",
      entityId: id,
      label: deleted.lead,
      action: "deleted",
      parent: { type: "lp_board", id: deleted.boardId },
    });
  });
}
