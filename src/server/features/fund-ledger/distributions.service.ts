import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Distribution } from "@shared/schemas/fund-ledger";
import type { Db } from "../../db/client";
import { distributionAllocations, distributions, lps } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { fieldChanges, lockedRow, updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { staleError } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";
import { allocateToLps, entryLabel, fundInOrg, type Tx } from "./ledger-helpers";

type Row = typeof distributions.$inferSelect;
type Body = { date: string; totalUsd: number; kind: Row["kind"]; note: string | null };

const change = (row: Row, action: "created" | "updated" | "deleted") => ({
  entityType: "distribution",
  entityId: row.id,
  label: entryLabel("Distribution", row.distributionDate, row.totalUsd),
  action,
  parent: { type: "fund", id: row.fundId },
});

async function withAllocations(db: Db, rows: Row[]): Promise<Distribution[]> {
  const ids = rows.map((r) => r.id);
  const allocations = ids.length
    ? await db
        .select({
          id: distributionAllocations.id,
          distributionId: distributionAllocations.distributionId,
          lpId: distributionAllocations.lpId,
          lpName: lps.entityName,
          amountUsd: distributionAllocations.amountUsd,
        })
        .from(distributionAllocations)
        .innerJoin(lps, eq(lps.id, distributionAllocations.lpId))
        .where(inArray(distributionAllocations.distributionId, ids))
        .orderBy(asc(sql`lower(${lps.entityName})`), asc(lps.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    fundId: r.fundId,
    date: r.distributionDate,
    totalUsd: r.totalUsd,
    kind: r.kind as Distribution["kind"],
    note: r.note,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    allocations: allocations.filter((a) => a.distributionId === r.id).map(({ distributionId: _, ...a }) => a),
  }));
}

export async function listDistributions(db: Db, caller: Caller, fundId: string) {
  await fundInOrg(db, caller, fundId);
  const rows = await db
    .select()
    .from(distributions)
    .where(and(eq(distributions.fundId, fundId), eq(distributions.orgId, caller.orgId)))
    .orderBy(desc(distributions.distributionDate), desc(distributions.createdAt));
  const items = await withAllocations(db, rows);
  return { items, total: items.length, nextCursor: null };
}

export async function getDistribution(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select()
    .from(distributions)
    .where(and(eq(distributions.id, id), eq(distributions.orgId, caller.orgId)));
  if (!row) throw notFound("Distribution");
  return (await withAllocations(db, [row]))[0];
}

async function insertAllocations(tx: Tx, caller: Caller, row: Row) {
  const parts = await allocateToLps(tx, caller, row.fundId, row.totalUsd);
  await tx.insert(distributionAllocations).values(parts.map((p) => ({ ...p, orgId: caller.orgId, distributionId: row.id })));
}

/** Records the distribution and splits it over the fund's LPs pro rata to commitment. */
export async function createDistribution(db: Db, caller: Caller, fundId: string, body: Body) {
  await fundInOrg(db, caller, fundId);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(distributions)
      .values({ orgId: caller.orgId, fundId, distributionDate: body.date, totalUsd: body.totalUsd, kind: body.kind, note: body.note })
      .returning();
    await insertAllocations(tx, caller, created);
    await recordChange(tx, caller, change(created, "created"));
    return created;
  });
  return getDistribution(db, caller, row.id);
}

/** Edits a distribution; a new total is split again over the fund's current LPs. */
export async function updateDistribution(db: Db, caller: Caller, id: string, body: Partial<Body> & { version: number }) {
  const { version, date, ...rest } = body;
  const values = { ...rest, ...(date === undefined ? {} : { distributionDate: date }) };
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, distributions, id, caller.orgId, "Distribution");
    if (before.version !== version) throw staleError("Distribution");
    const { after } = await updateTracked(tx, distributions, { id, orgId: caller.orgId, version }, values, "Distribution");
    if (values.totalUsd !== undefined && values.totalUsd !== before.totalUsd) {
      await tx.delete(distributionAllocations).where(eq(distributionAllocations.distributionId, id));
      await insertAllocations(tx, caller, after);
    }
    await recordChange(tx, caller, { ...change(after, "updated"), changes: fieldChanges(before, after, Object.keys(values)) });
  });
  return getDistribution(db, caller, id);
}

export async function deleteDistribution(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, distributions, id, caller.orgId, "Distribution");
    await tx.delete(distributions).where(eq(distributions.id, id));
    await recordChange(tx, caller, change(row, "deleted"));
  });
}
