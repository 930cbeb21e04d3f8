import { asc, count, eq } from "drizzle-orm";
import type { Fund } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { funds } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg, isForeignKeyViolation, uniquely, updateVersioned } from "../../lib/db-helpers";
import { AppError } from "../../lib/errors";

const duplicate = "A fund with this name already exists";
type FundRow = typeof funds.$inferSelect;

const toFund = (r: FundRow): Fund => ({ id: r.id, name: r.name, sizeUsd: r.sizeUsd, vintageYear: r.vintageYear, version: r.version, createdAt: r.createdAt.toISOString() });


export async function listFunds(db: Db, caller: Caller) {
  const rows = await db.select().from(funds).where(eq(funds.orgId, caller.orgId)).orderBy(asc(funds.createdAt), asc(funds.name));
  const [{ n }] = await db.select({ n: count() }).from(funds).where(eq(funds.orgId, caller.orgId));
  return { items: rows.map(toFund), total: n, nextCursor: null };
}

export const getFund = async (db: Db, caller: Caller, id: string) => toFund(await findInOrg(db, funds, id, caller.orgId, "Fund"));

export async function createFund(db: Db, caller: Caller, body: { name: string; sizeUsd: number | null; vintageYear: number | null }) {
  const [row] = await uniquely(db.insert(funds).values({ ...body, orgId: caller.orgId }).returning(), duplicate);
  return toFund(row);
}

export async function updateFund(db: Db, caller: Caller, id: string, body: { name?: string; sizeUsd?: number | null; vintageYear?: number | null; version: number }) {
  const { version, ...values } = body;
  return toFund(await uniquely(updateVersioned(db, funds, { id, orgId: caller.orgId, version }, values, "Fund"), duplicate));
}

/** Rows elsewhere reference funds with ON DELETE RESTRICT, so a fund in use cannot go. */
export async function deleteFund(db: Db, caller: Caller, id: string) {
  await findInOrg(db, funds, id, caller.orgId, "Fund");
  try {
    await db.delete(funds).where(eq(funds.id, id));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError("conflict", "This fund is in use (by LPs, investments or companies) and cannot be deleted.");
    throw err;
  }
}
