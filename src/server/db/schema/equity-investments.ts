import { sql } from "drizzle-orm";
import { bigint, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { investmentRoundTypes } from "../../../shared/constants/pipeline";
import { companies } from "./companies";
import { organizations } from "./organizations";
import { funds } from "./settings";
import { valueList } from "./value-list";

/** Money the fund put into a portfolio company (spec part 2, §3 "Equity investment item"). Whole US dollars. */
export const equityInvestments = pgTable(
  "equity_investments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The fund the money came from; the company's fund when not given (a trigger fills it in, migration 0021). */
    fundId: uuid("fund_id").references(() => funds.id, { onDelete: "restrict" }),
    roundType: text("round_type").notNull(),
    investedAmount: bigint("invested_amount", { mode: "number" }).notNull(),
    valuation: bigint("valuation", { mode: "number" }).notNull(),
    investmentDate: date("investment_date", { mode: "string" }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("equity_investments_company_idx").on(t.companyId, t.createdAt),
    // Dashboard and fund stats aggregate per organisation, newest first.
    index("equity_investments_org_date_idx").on(t.orgId, t.investmentDate),
    index("equity_investments_fund_idx").on(t.fundId),
    check("equity_investments_money_check", sql`${t.investedAmount} >= 0 and ${t.valuation} >= 0`),
    check("equity_investments_round_check", sql`${t.roundType} in (${valueList(investmentRoundTypes)})`),
  ],
);

/**
 * What each company's investments add up to, kept by statement triggers in the same transaction as
 * every change to an investment or to a company's valuation or operating status (migration 0044,
 * docs/decisions/041-cold-pipeline-and-rollups.md): portfolio analytics reads one row per company
 * instead of valuing every investment. `currentValue` is the rounded sum of `stakeValue`.
 */
export const companyHoldings = pgTable(
  "company_holdings",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The investments' organisation (always the company's). */
    orgId: uuid("org_id").notNull(),
    invested: doublePrecision("invested").notNull(),
    currentValue: doublePrecision("current_value").notNull(),
    investments: integer("investments").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.orgId] }), index("company_holdings_org_idx").on(t.orgId)],
);

/** The same per company and fund an investment came from (investments without a fund are left out): fund stats. */
export const fundHoldings = pgTable(
  "fund_holdings",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fundId: uuid("fund_id").notNull(),
    orgId: uuid("org_id").notNull(),
    invested: doublePrecision("invested").notNull(),
    currentValue: doublePrecision("current_value").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fundId, t.orgId] }),
    // Each fund's largest holdings: a backward scan gives current value, then invested, descending.
    index("fund_holdings_org_fund_value_idx").on(t.orgId, t.fundId, t.currentValue, t.invested),
  ],
);
