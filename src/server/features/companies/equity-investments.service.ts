import { and, eq } from "drizzle-orm";
import type { EquityInvestment } from "@shared/schemas/equity-investments";
import type { Db } from "../../db/client";
import { companies, equityInvestments, funds } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError } from "../../lib/errors";
import { asRoundTable, equityRoundsService } from "./equity-rounds.service";

/** Investments in a portfolio company: the shared rounds service on its own table. */
const rounds = equityRoundsService<EquityInvestment["roundType"]>({
  table: asRoundTable(equityInvestments),
  entityType: "equity_investment",
  noun: "Investment",
});

/**
 * A named fund must be one of the caller's organisation's (the foreign key alone would accept anyone's).
 * The company is looked up first, so another organisation's company stays a 404 whatever the body says.
 */
async function assertFund(db: Db, caller: Caller, companyId: string, fundId: string | null | undefined) {
  if (!fundId) return;
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const [fund] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.id, fundId), eq(funds.orgId, caller.orgId)));
  if (!fund) throw new AppError("validation_failed", "The fund is not one of your organisation's", { fundId: "Unknown fund" });
}

type Create = Parameters<typeof rounds.create>[3];
type Update = Parameters<typeof rounds.update>[4];

export const listInvestments = rounds.list;
export const deleteInvestment = rounds.remove;
export async function createInvestment(db: Db, caller: Caller, companyId: string, body: Create) {
  await assertFund(db, caller, companyId, body.fundId);
  return rounds.create(db, caller, companyId, body);
}
export async function updateInvestment(db: Db, caller: Caller, companyId: string, id: string, body: Update) {
  await assertFund(db, caller, companyId, body.fundId);
  return rounds.update(db, caller, companyId, id, body);
}
