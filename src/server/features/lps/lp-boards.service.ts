import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { defaultSubboards } from "@shared/constants/lps";
import type { LpBoard, LpBoardDetail, LpBoardList, LpSubboard, lpSubboardCreateSchema, lpSubboardUpdateSchema } from "@shared/schemas/lps";
import type { Db } from "../../db/client";
import { lpBoards, lpSubboards } from "../../db/schema";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";

type BoardRow = typeof lpBoards.$inferSelect;
type SubboardRow = typeof lpSubboards.$inferSelect;
type Tx = Pick<Db, "insert" | "execute">;

const toBoard = (r: BoardRow): LpBoard => ({ id: r.id, name: r.name, version: r.version, createdAt: r.createdAt.toISOString() });
const toSubboard = (r: SubboardRow): LpSubboard => ({
  id: r.id,
  boardId: r.boardId,
  name: r.name,
  color: r.color,
  position: r.position,
  version: r.version,
});

/** The organisation's boards, oldest first (the spec read them in id order). */
export async function listBoards(db: Db, caller: Caller): Promise<LpBoardList> {
  const rows = await db
    .select()
    .from(lpBoards)
    .where(eq(lpBoards.orgId, caller.orgId))
    .orderBy(asc(lpBoards.createdAt), asc(lpBoards.id))
    .limit(500);
  const [{ total }] = await db.select({ total: count() }).from(lpBoards).where(eq(lpBoards.orgId, caller.orgId));
  return { items: rows.map(toBoard), total, nextCursor: null };
}

/** A board with its subboards in order; another organisation's board is a 404. */
export async function getBoard(db: Db, caller: Caller, id: string): Promise<LpBoardDetail> {
  const board = await findInOrg(db, lpBoards, id, caller.orgId, "Board");
  const subboards = await db
    .select()
    .from(lpSubboards)
    .where(and(eq(lpSubboards.boardId, id), eq(lpSubboards.orgId, caller.orgId)))
    .orderBy(asc(lpSubboards.position), asc(lpSubboards.id));
  return { ...toBoard(board), subboards: subboards.map(toSubboard) };
}

async function insertSubboard(tx: Tx, caller: Caller, boardId: string, name: string, color: string) {
  const [created] = await tx
    .insert(lpSubboards)
    .values({
      orgId: caller.orgId,
      boardId,
      name,
      color,
      position: sql`(select coalesce(max(position), 0) + 1 from lp_subboards where board_id = ${boardId})`,
    })
    .returning();
  await recordChange(tx, caller, {
    entityType: "lp_subboard",
    entityId: created.id,
    label: created.name,
    action: "created",
    parent: { type: "lp_board", id: boardId },
  });
  return created;
}

/** A new board comes with three subboards: Stage A, Stage B and Stage C. */
export async function createBoard(db: Db, caller: Caller, name: string): Promise<LpBoardDetail> {
  const id = await db.transaction(async (tx) => {
    const [board] = await tx.insert(lpBoards).values({ orgId: caller.orgId, name }).returning();
    await recordChange(tx, caller, { entityType: "lp_board", entityId: board.id, label: board.name, action: "created" });
    for (const s of defaultSubboards) await insertSubboard(tx, caller, board.id, s.name, s.color);
    return board.id;
  });
  return getBoard(db, caller, id);
}

export async function renameBoard(db: Db, caller: Caller, id: string, body: { name: string; version: number }): Promise<LpBoardDetail> {
  await db.transaction(async (tx) => {
    const key = { id, orgId: caller.orgId, version: body.version };
    const { after, changes } = await updateTracked(tx, lpBoards, key, { name: body.name }, "Board");
    await recordChange(tx, caller, { entityType: "lp_board", entityId: id, label: after.name, action: "updated", changes });
  });
  return getBoard(db, caller, id);
}

/** Deletes the board with its subboards and rows. */
export async function deleteBoard(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(lpBoards)
      .where(and(eq(lpBoards.id, id), eq(lpBoards.orgId, caller.orgId)))
      .returning({ name: lpBoards.name });
    if (!deleted) throw notFound("Board");
    await recordChange(tx, caller, { entityType: "lp_board", entityId: id, label: deleted.name, action: "deleted" });
  });
}

export async function createSubboard(
  db: Db,
  caller: Caller,
  boardId: string,
  body: z.output<typeof lpSubboardCreateSchema>,
): Promise<LpSubboard> {
  await findInOrg(db, lpBoards, boardId, caller.orgId, "Board");
  const row = await db.transaction((tx) => insertSubboard(tx, caller, boardId, body.name, body.color));
  return toSubboard(row);
}

const subboardOf = (db: Db, caller: Caller, boardId: string, id: string) =>
  findInOrg(db, lpSubboards, id, caller.orgId, "Subboard", eq(lpSubboards.boardId, boardId));

/** Rename and recolour (send the version you saw). */
export async function updateSubboard(
  db: Db,
  caller: Caller,
  boardId: string,
  id: string,
  body: z.output<typeof lpSubboardUpdateSchema>,
): Promise<LpSubboard> {
  await subboardOf(db, caller, boardId, id);
  const { version, ...values } = body;
  const row = await db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, lpSubboards, { id, orgId: caller.orgId, version }, values, "Subboard");
    await recordChange(tx, caller, {
      entityType: "lp_subboard",
      entityId: id,
      label: after.name,
      action: "updated",
      changes,
      parent: { type: "lp_board", id: boardId },
    });
    return after;
  });
  return toSubboard(row);
}

/** Deletes the subboard with its rows. */
export async function deleteSubboard(db: Db, caller: Caller, boardId: string, id: string) {
  const subboard = await subboardOf(db, caller, boardId, id);
  await db.transaction(async (tx) => {
    await tx.delete(lpSubboards).where(and(eq(lpSubboards.id, id), eq(lpSubboards.orgId, caller.orgId)));
    await recordChange(tx, caller, {
      entityType: "lp_subboard",
      entityId: id,
      label: subboard.name,
      action: "deleted",
      parent: { type: "lp_board", id: boardId },
    });
  });
}
