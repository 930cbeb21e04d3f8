import { recordChange } from "../../lib/changes/record-change";
import { updateTracked } from "../../lib/changes/field-changes";
import { asc, count, eq } from "drizzle-orm";
import type { Fund } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { funds } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg, isForeignKeyViolation, uniquely } from "../../lib/db-helpers";
import { AppError } from "../../lib/errors";

const duplicate = "A fund with this name already exists";
type FundRow = typeof funds.$inferSelect;

const toFund = (r: FundRow): Fund => ({
  id: r.id,
  name: r.name,
  sizeUsd: r.sizeUsd,
  vintageYear: r.vintageYear,
  paymentInstructions: r.paymentInstructions,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
});

export async function listFunds(db: Db, caller: Caller) {
  const rows = await db.select().from(funds).where(eq(funds.orgId, caller.orgId)).orderBy(asc(funds.createdAt), asc(funds.name));
  const [{ n }] = await db.select({ n: count() }).from(funds).where(eq(funds.orgId, caller.orgId));
  return { items: rows.map(toFund), total: n, nextCursor: null };
}

export const getFund = async (db: Db, caller: Caller, id: string) => toFund(await findInOrg(db, funds, id, caller.orgId, "Fund"));

type FundBody = { name: string; sizeUsd: number | null; vintageYear: number | null; paymentInstructions: string | null };

export async function createFund(db: Db, caller: Caller, body: FundBody) {
  const row = await uniquely(
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(funds)
        .values({ ...body, orgId: caller.orgId })
        .returning();
      await recordChange(tx, caller, { entityType: "fund", entityId: created.id, label: created.name, action: "created" });
      return created;
    }),
    duplicate,
  );
  return toFund(row);
}

export async function updateFund(db: Db, caller: Caller, id: string, body: Partial<FundBody> & { version: number }) {
  const { version, ...values } = body;
  const write = db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, funds, { id, orgId: caller.orgId, version }, values, "Fund");
    await recordChange(tx, caller, { entityType: "fund", entityId: id, label: after.name, action: "updated", changes });
    return after;
  });
  return toFund(await uniquely(write, duplicate));
}

/** Rows elsewhere reference funds with ON DELETE RESTRICT, so a fund in use cannot go. */
export async function deleteFund(db: Db, caller: Caller, id: string) {
  const fund = await findInOrg(db, funds, id, caller.orgId, "Fund");
  try {
    await db.transaction(async (tx) => {
      await tx.delete(funds).where(eq(funds.id, id));
      await recordChange(tx, caller, { entityType: "fund", entityId: id, label: fund.name, action: "deleted" });
    });
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw new AppError("conflict", "This fund is in use (by LPs, investments or companies) and cannot be deleted.");
    throw err;
  }
}
