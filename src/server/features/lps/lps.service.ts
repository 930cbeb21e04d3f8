import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Lp, lpCreateSchema, LpList, lpListQuery, LpTotals, lpUpdateSchema } from "@shared/schemas/lps";
import type { Db } from "../../db/client";
import { funds, lps } from "../../db/schema";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";

type CreateBody = z.output<typeof lpCreateSchema>;
type UpdateBody = z.output<typeof lpUpdateSchema>;
type ListQuery = z.output<typeof lpListQuery>;
type LpRow = typeof lps.$inferSelect;

const toLp = (r: LpRow): Lp => ({
  id: r.id,
  fundId: r.fundId,
  entityName: r.entityName,
  email: r.email,
  phone: r.phone,
  commitmentUsd: r.commitmentUsd,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
});

const nameKey = sql`lower(${lps.entityName})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The fund must be one of the caller's organisation; anything else is a 400 on the field. */
async function assertFund(db: Db, orgId: string, fundId: string | undefined) {
  if (!fundId) return;
  const [fund] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.orgId, orgId), eq(funds.id, fundId)));
  if (!fund) throw new AppError("validation_failed", "The fund is not one of your organisation's", { fundId: "Unknown fund" });
}

/** One fund's LPs (or all), by entity name, with keyset pages (cursor = the last row's id). */
export async function listLps(db: Db, caller: Caller, q: ListQuery): Promise<LpList> {
  const filters: (SQL | undefined)[] = [eq(lps.orgId, caller.orgId)];
  if (q.fundId) filters.push(eq(lps.fundId, q.fundId));
  const text = q.q?.trim();
  if (text) {
    const like = `%${escapeLike(text)}%`;
    filters.push(or(ilike(lps.entityName, like), ilike(lps.email, like)));
  }
  const where = and(...filters);
  let after: SQL | undefined;
  if (q.cursor && z.uuid().safeParse(q.cursor).success)
    after = sql`(${nameKey}, ${lps.id}) > (select lower(entity_name), id from lps where id = ${q.cursor} and org_id = ${caller.orgId})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(lps)
      .where(and(where, after))
      .orderBy(asc(nameKey), asc(lps.id))
      .limit(q.limit + 1),
    db.select({ total: count() }).from(lps).where(where),
  ]);
  const items = rows.slice(0, q.limit).map(toLp);
  return { items, total, nextCursor: rows.length > q.limit ? items[items.length - 1].id : null };
}

/** Number of LPs and total commitment per fund (funds without LPs are left out). */
export async function lpTotals(db: Db, caller: Caller): Promise<LpTotals> {
  const rows = await db
    .select({ fundId: lps.fundId, count: count(), commitmentUsd: sql<string>`coalesce(sum(${lps.commitmentUsd}), 0)` })
    .from(lps)
    .where(eq(lps.orgId, caller.orgId))
    .groupBy(lps.fundId);
  return { items: rows.map((r) => ({ fundId: r.fundId, count: r.count, commitmentUsd: Number(r.commitmentUsd) })) };
}

export const getLp = async (db: Db, caller: Caller, id: string) => toLp(await findInOrg(db, lps, id, caller.orgId, "Limited partner"));

export async function createLp(db: Db, caller: Caller, body: CreateBody): Promise<Lp> {
  await assertFund(db, caller.orgId, body.fundId);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lps)
      .values({ ...body, orgId: caller.orgId })
      .returning();
    await recordChange(tx, caller, { entityType: "lp", entityId: created.id, label: created.entityName, action: "created" });
    return created;
  });
  return toLp(row);
}

/** Partial update carrying the version the client saw; a stale version is a 409. */
export async function updateLp(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<Lp> {
  const { version, ...values } = body;
  await findInOrg(db, lps, id, caller.orgId, "Limited partner");
  await assertFund(db, caller.orgId, values.fundId);
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { after, changes } = await updateTracked(tx, lps, { id, orgId: caller.orgId, version }, values, "Limited partner");
    await recordChange(tx, caller, { entityType: "lp", entityId: id, label: after.entityName, action: "updated", changes });
    return after;
  });
  return toLp(row);
}

export async function deleteLp(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(lps)
      .where(and(eq(lps.id, id), eq(lps.orgId, caller.orgId)))
      .returning({ name: lps.entityName });
    if (!deleted) throw notFound("Limited partner");
    await recordChange(tx, caller, { entityType: "lp", entityId: id, label: deleted.name, action: "deleted" });
  });
}
