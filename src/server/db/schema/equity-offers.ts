import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { organizations } from "./organizations";

/** Equity offers made to a company (spec part 2, §3 "Equity offer"). Money in whole US dollars. */
export const equityOffers = pgTable(
  "equity_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roundType: text("round_type").notNull(),
    investedAmount: bigint("invested_amount", { mode: "number" }).notNull(),
    valuation: bigint("valuation", { mode: "number" }).notNull(),
    investmentDate: date("investment_date", { mode: "string" }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("equity_offers_company_idx").on(t.companyId, t.createdAt),
    check("equity_offers_money_check", sql`${t.investedAmount} >= 0 and ${t.valuation} >= 0`),
  ],
);
