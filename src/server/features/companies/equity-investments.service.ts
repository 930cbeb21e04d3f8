import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { EquityInvestment, equityInvestmentCreateSchema, equityInvestmentUpdateSchema } from "@shared/schemas/equity-investments";
import type { Db } from "../../db/client";
import { companies, equityInvestments } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg, updateVersioned } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";
import { fieldChanges } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { formatMoney } from "@shared/format";

type InvestmentRow = typeof equityInvestments.$inferSelect;

const toInvestment = (o: InvestmentRow): EquityInvestment => ({
  id: o.id,
  companyId: o.companyId,
  roundType: o.roundType as EquityInvestment["roundType"],
  investedAmount: o.investedAmount,
  valuation: o.valuation,
  investmentDate: o.investmentDate,
  version: o.version,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

/** "Series A · $2,000,000": how the investment is named in the company's history. */
const label = (o: InvestmentRow) => `${o.roundType} · ${formatMoney(o.investedAmount)}`;
const change = (o: InvestmentRow, action: "created" | "updated" | "deleted") => ({
  entityType: "equity_investment",
  entityId: o.id,
  label: label(o),
  action,
  parent: { type: "company", id: o.companyId },
});

const investmentWhere = (caller: Caller, companyId: string, investmentId: string) =>
  and(eq(equityInvestments.id, investmentId), eq(equityInvestments.companyId, companyId), eq(equityInvestments.orgId, caller.orgId));

export async function listInvestments(db: Db, caller: Caller, companyId: string) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const rows = await db
    .select()
    .from(equityInvestments)
    .where(and(eq(equityInvestments.companyId, companyId), eq(equityInvestments.orgId, caller.orgId)))
    .orderBy(asc(equityInvestments.createdAt), asc(equityInvestments.id));
  return { items: rows.map(toInvestment), total: rows.length, nextCursor: null };
}

export async function createInvestment(db: Db, caller: Caller, companyId: string, body: z.output<typeof equityInvestmentCreateSchema>) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(equityInvestments)
      .values({ ...body, orgId: caller.orgId, companyId })
      .returning();
    await recordChange(tx, caller, change(inserted, "created"));
    return inserted;
  });
  return toInvestment(row);
}

/** Partial update with the version the client saw: stale is a 409, another company's or organisation's investment a 404. */
export async function updateInvestment(
  db: Db,
  caller: Caller,
  companyId: string,
  investmentId: string,
  body: z.output<typeof equityInvestmentUpdateSchema>,
) {
  const { version, ...values } = body;
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select()
      .from(equityInvestments)
      .where(investmentWhere(caller, companyId, investmentId))
      .for("update");
    if (!before) throw notFound("Investment");
    const after = await updateVersioned(tx, equityInvestments, { id: investmentId, orgId: caller.orgId, version }, values, "Investment");
    await recordChange(tx, caller, { ...change(after, "updated"), changes: fieldChanges(before, after, Object.keys(values)) });
    return after;
  });
  return toInvestment(row);
}

export async function deleteInvestment(db: Db, caller: Caller, companyId: string, investmentId: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(equityInvestments)
      .where(investmentWhere(caller, companyId, investmentId))
      .returning();
    if (!deleted) throw notFound("Investment");
    await recordChange(tx, caller, change(deleted, "deleted"));
  });
}
