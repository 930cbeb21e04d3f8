import { and, asc, eq, sql } from "drizzle-orm";
import { allocateLargestRemainder } from "@shared/fund-ledger";
import { formatMoney } from "@shared/format";
import type { Db } from "../../db/client";
import { funds, lps } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError } from "../../lib/errors";

export type Tx = Db;

/** The fund in the caller's organisation (404 otherwise). */
export const fundInOrg = (db: Db, caller: Caller, fundId: string) => findInOrg(db, funds, fundId, caller.orgId, "Fund");

/**
 * Splits `total` over the fund's LPs pro rata to commitment (largest remainder, whole dollars),
 * in name order so ties always favour the same LP. A fund without LPs or commitments is a 400:
 * there is no one to call from or pay to.
 */
export async function allocateToLps(tx: Tx, caller: Caller, fundId: string, total: number) {
  const rows = await tx
    .select({ id: lps.id, name: lps.entityName, commitment: lps.commitmentUsd })
    .from(lps)
    .where(and(eq(lps.fundId, fundId), eq(lps.orgId, caller.orgId)))
    .orderBy(asc(sql`lower(${lps.entityName})`), asc(lps.id));
  if (!rows.length) throw new AppError("bad_request", "This fund has no LPs: add its limited partners first.");
  const parts = allocateLargestRemainder(
    total,
    rows.map((r) => r.commitment ?? 0),
  );
  if (!parts) throw new AppError("bad_request", "None of this fund's LPs has a commitment to allocate by.");
  return rows.map((r, i) => ({ lpId: r.id, amountUsd: parts[i] }));
}

/** "Capital call · Mar 1, 2026 · $1,000,000": how an entry is named in the activity log. */
export const entryLabel = (what: string, date: string, total: number) => `${what} · ${date} · ${formatMoney(total)}`;
