import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Lp, lpCreateSchema, LpList, lpListQuery, LpTotals, lpUpdateSchema } from "@shared/schemas/lps";
import type { Db } from "../../db/client";
import { funds, lps } from "../../db/schema";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, isForeignKeyViolation } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { pageCursor, readCursor } from "../../lib/keyset-cursor";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { customListParts, customSortExpression, type CfFilter } from "../../lib/custom-fields/filters";
import { checkCustomFields, mergedValues, withCustomFields } from "../../lib/custom-fields/values";
import { likeContains } from "../../lib/like";

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
  customFields: r.customFields,
});

const nameKey = sql`lower(${lps.entityName})`;

/** The fund must be one of the caller's organisation; anything else is a 400 on the field. */
async function assertFund(db: Db, orgId: string, fundId: string | undefined) {
  if (!fundId) return;
  const [fund] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.orgId, orgId), eq(funds.id, fundId)));
  if (!fund) throw new AppError("validation_failed", "The fund is not one of your organisation's", { fundId: "Unknown fund" });
}

/** One fund's LPs (or all), by entity name, with keyset pages (cursor: the last row's sort key and id, lib/keyset-cursor.ts). */
export async function listLps(db: Db, caller: Caller, q: ListQuery, cf: CfFilter[] = []): Promise<LpList> {
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "lp"), lps.customFields, cf, q.sort);
  const filters: (SQL | undefined)[] = [eq(lps.orgId, caller.orgId), ...custom.conditions];
  if (q.fundId) filters.push(eq(lps.fundId, q.fundId));
  const text = q.q?.trim();
  if (text) {
    const like = likeContains(text);
    filters.push(or(ilike(lps.entityName, like), ilike(lps.email, like)));
  }
  const where = and(...filters);
  const descending = q.sort.startsWith("-");
  const key = custom.sortKey ? customSortExpression(lps.customFields, custom.sortKey) : nameKey;
  let after: SQL | undefined;
  if (q.cursor) {
    const [afterKey, afterId] = readCursor(q.cursor);
    let from: SQL;
    if (afterKey === null) {
      const cur = alias(lps, "cur");
      const curKey = custom.sortKey ? customSortExpression(cur.customFields, custom.sortKey) : sql`lower(${cur.entityName})`;
      from = sql`(select ${curKey}, ${cur.id} from ${lps} as cur where ${cur.id} = ${afterId} and ${cur.orgId} = ${caller.orgId})`;
    } else from = sql`(cast(${afterKey} as ${sql.raw(custom.sortKey ? "jsonb" : "text")}), cast(${afterId} as uuid))`;
    after = descending ? sql`(${key}, ${lps.id}) < ${from}` : sql`(${key}, ${lps.id}) > ${from}`;
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      // The key as PostgreSQL writes it, for the next page's cursor.
      .select({ ...getTableColumns(lps), sortKey: sql<string>`(${key})::text` })
      .from(lps)
      .where(and(where, after))
      .orderBy(...(descending ? [desc(key), desc(lps.id)] : [asc(key), asc(lps.id)]))
      .limit(q.limit + 1),
    db.select({ total: count() }).from(lps).where(where),
  ]);
  const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
  return { items: rows.slice(0, q.limit).map(toLp), total, nextCursor: last ? pageCursor(last.sortKey, last.id) : null };
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
  const { customFields: custom, ...values } = body;
  await assertFund(db, caller.orgId, body.fundId);
  const customValues = mergedValues({}, await checkCustomFields(db, caller.orgId, "lp", custom, "create"));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lps)
      .values({ ...values, customFields: customValues, orgId: caller.orgId })
      .returning();
    await recordChange(tx, caller, { entityType: "lp", entityId: created.id, label: created.entityName, action: "created" });
    return created;
  });
  return toLp(row);
}

async function hasLedgerEntries(db: Db, lpId: string) {
  const [{ n }] = await db
    .select({
      n: sql<number>`(select count(*) from capital_call_allocations where lp_id = ${lpId}) + (select count(*) from distribution_allocations where lp_id = ${lpId})`,
    })
    .from(sql`(select 1) one`);
  return Number(n) > 0;
}

/** Partial update carrying the version the client saw; a stale version is a 409. */
export async function updateLp(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<Lp> {
  const { version, customFields: custom, ...rest } = body;
  const values = withCustomFields(rest, lps.customFields, await checkCustomFields(db, caller.orgId, "lp", custom, "update"));
  const before = await findInOrg(db, lps, id, caller.orgId, "Limited partner");
  await assertFund(db, caller.orgId, rest.fundId);
  if (rest.fundId && rest.fundId !== before.fundId && (await hasLedgerEntries(db, id)))
    throw new AppError("conflict", ledgerInUse, { fundId: "This LP has capital account entries in its fund" });
  const row = await db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, lps, { id, orgId: caller.orgId, version }, values, "Limited partner");
    await recordChange(tx, caller, { entityType: "lp", entityId: id, label: after.entityName, action: "updated", changes });
    return after;
  });
  return toLp(row);
}

/** An LP with capital calls or distributions on its account cannot go (or move fund): the fund's sums would change. */
const ledgerInUse = "This LP has capital calls or distributions on its account; delete those entries first.";

export async function deleteLp(db: Db, caller: Caller, id: string) {
  try {
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(lps)
        .where(and(eq(lps.id, id), eq(lps.orgId, caller.orgId)))
        .returning({ name: lps.entityName });
      if (!deleted) throw notFound("Limited partner");
      await recordChange(tx, caller, { entityType: "lp", entityId: id, label: deleted.name, action: "deleted" });
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError("conflict", ledgerInUse);
    throw err;
  }
}
