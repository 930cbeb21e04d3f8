import { and, asc, eq, sql } from "drizzle-orm";
import { formatMoney } from "@shared/format";
import type { Db } from "../../db/client";
import { companies, type equityInvestments, type equityOffers } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { fieldChanges } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { findInOrg, preparedPerDb, updateVersioned } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";

/**
 * Equity offers and equity investments are the same record in two tables (same columns, rules
 * and history); only the table, the round types and the names differ. Drizzle types each table
 * by its own name, so the investments table is handed over typed as the offers table it mirrors.
 */
type RoundTable = typeof equityOffers;
type RoundRow = RoundTable["$inferSelect"];
type RoundFields = Pick<RoundRow, "investedAmount" | "valuation" | "investmentDate"> & { roundType: string; fundId?: string | null };

export const asRoundTable = (table: typeof equityInvestments) => table as unknown as RoundTable;

type Options = { table: RoundTable; entityType: "equity_offer" | "equity_investment"; noun: "Offer" | "Investment" };

/** List, create, update (versioned) and delete one company's rounds, each write recorded in its history. */
export function equityRoundsService<RoundType extends string>({ table, entityType, noun }: Options) {
  const toItem = (o: RoundRow) => ({
    id: o.id,
    companyId: o.companyId,
    roundType: o.roundType as RoundType,
    investedAmount: o.investedAmount,
    valuation: o.valuation,
    investmentDate: o.investmentDate,
    version: o.version,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    // Investments carry the fund they came from (issue 43); offers have no such column.
    ...("fundId" in o ? { fundId: (o as { fundId: string | null }).fundId } : {}),
  });
  /** "Series A · $2,000,000": how the round is named in the company's history. */
  const change = (o: RoundRow, action: "created" | "updated" | "deleted") => ({
    entityType,
    entityId: o.id,
    label: `${o.roundType} · ${formatMoney(o.investedAmount)}`,
    action,
    parent: { type: "company", id: o.companyId },
  });
  // The company (in the caller's organisation) joined to its rounds: no row is a 404, one row
  // without a round an empty list; one statement either way.
  const listQuery = preparedPerDb((db) =>
    db
      .select({ round: table })
      .from(companies)
      .leftJoin(table, and(eq(table.companyId, companies.id), eq(table.orgId, companies.orgId)))
      .where(and(eq(companies.id, sql.placeholder("companyId")), eq(companies.orgId, sql.placeholder("orgId"))))
      .orderBy(asc(table.createdAt), asc(table.id))
      .prepare(`${entityType}_list`),
  );
  const where = (caller: Caller, companyId: string, id: string) =>
    and(eq(table.id, id), eq(table.companyId, companyId), eq(table.orgId, caller.orgId));

  return {
    /** One prepared statement. */
    async list(db: Db, caller: Caller, companyId: string) {
      const rows = await listQuery(db).execute({ companyId, orgId: caller.orgId });
      if (!rows.length) throw notFound("Company");
      const items = rows.flatMap((r) => (r.round ? [toItem(r.round)] : []));
      return { items, total: items.length, nextCursor: null };
    },

    async create(db: Db, caller: Caller, companyId: string, body: RoundFields) {
      await findInOrg(db, companies, companyId, caller.orgId, "Company");
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(table)
          .values({ ...body, orgId: caller.orgId, companyId })
          .returning();
        await recordChange(tx, caller, change(inserted, "created"));
        return inserted;
      });
      return toItem(row);
    },

    /** Partial update with the version the client saw: stale is a 409, another company's or organisation's round a 404. */
    async update(db: Db, caller: Caller, companyId: string, id: string, body: Partial<RoundFields> & { version: number }) {
      const { version, ...values } = body;
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(table)
          .where(where(caller, companyId, id))
          .for("update");
        if (!before) throw notFound(noun);
        const after = await updateVersioned(tx, table, { id, orgId: caller.orgId, version }, values, noun);
        await recordChange(tx, caller, { ...change(after, "updated"), changes: fieldChanges(before, after, Object.keys(values)) });
        return after;
      });
      return toItem(row);
    },

    async remove(db: Db, caller: Caller, companyId: string, id: string) {
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(table)
          .where(where(caller, companyId, id))
          .returning();
        if (!deleted) throw notFound(noun);
        await recordChange(tx, caller, change(deleted, "deleted"));
      });
    },
  };
}
