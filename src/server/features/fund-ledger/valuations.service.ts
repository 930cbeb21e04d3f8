import { and, desc, eq } from "drizzle-orm";
import type { Valuation } from "@shared/schemas/fund-ledger";
import type { Db } from "../../db/client";
import { fundValuations } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { lockedRow } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { uniquely } from "../../lib/db-helpers";
import { entryLabel, fundInOrg } from "./ledger-helpers";

type Row = typeof fundValuations.$inferSelect;

const toValuation = (r: Row): Valuation => ({
  id: r.id,
  fundId: r.fundId,
  date: r.valuationDate,
  navUsd: r.navUsd,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});
const change = (row: Row, action: "created" | "deleted") => ({
  entityType: "fund_valuation",
  entityId: row.id,
  label: entryLabel("NAV", row.valuationDate, row.navUsd),
  action,
  parent: { type: "fund", id: row.fundId },
});

/** A fund's NAV snapshots, newest first. */
export async function listValuations(db: Db, caller: Caller, fundId: string) {
  await fundInOrg(db, caller, fundId);
  const rows = await db
    .select()
    .from(fundValuations)
    .where(and(eq(fundValuations.fundId, fundId), eq(fundValuations.orgId, caller.orgId)))
    .orderBy(desc(fundValuations.valuationDate));
  return { items: rows.map(toValuation), total: rows.length, nextCursor: null };
}

/** One NAV per fund and day: a second one for the same day is a 409 (delete the first to correct it). */
export async function createValuation(db: Db, caller: Caller, fundId: string, body: { date: string; navUsd: number; note: string | null }) {
  await fundInOrg(db, caller, fundId);
  const write = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fundValuations)
      .values({ orgId: caller.orgId, fundId, valuationDate: body.date, navUsd: body.navUsd, note: body.note })
      .returning();
    await recordChange(tx, caller, change(row, "created"));
    return row;
  });
  return toValuation(await uniquely(write, "This fund already has a NAV for that date", "date"));
}

export async function deleteValuation(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, fundValuations, id, caller.orgId, "Valuation");
    await tx.delete(fundValuations).where(eq(fundValuations.id, id));
    await recordChange(tx, caller, change(row, "deleted"));
  });
}
