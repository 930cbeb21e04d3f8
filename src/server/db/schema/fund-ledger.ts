import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { capitalCallPurposes, distributionKinds } from "../../../shared/constants/fund-ledger";
import { lps } from "./lps";
import { organizations } from "./organizations";
import { funds } from "./settings";
import { valueList } from "./value-list";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const fundId = () =>
  uuid("fund_id")
    .notNull()
    .references(() => funds.id, { onDelete: "restrict" });
// An LP with capital account entries cannot be deleted: its history would vanish from the fund's sums.
const lpId = () =>
  uuid("lp_id")
    .notNull()
    .references(() => lps.id, { onDelete: "restrict" });
const timestamps = {
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
const money = (name: string) => bigint(name, { mode: "number" }).notNull();

/** Money the fund asks its LPs for (decision 017). Whole US dollars; allocated to LPs pro rata to commitment. */
export const capitalCalls = pgTable(
  "capital_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    fundId: fundId(),
    callDate: date("call_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    totalUsd: money("total_usd"),
    purpose: text("purpose").notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    index("capital_calls_fund_date_idx").on(t.fundId, t.callDate),
    index("capital_calls_org_idx").on(t.orgId),
    check("capital_calls_total_check", sql`${t.totalUsd} > 0`),
    check("capital_calls_due_check", sql`${t.dueDate} >= ${t.callDate}`),
    check("capital_calls_purpose_check", sql`${t.purpose} in (${valueList(capitalCallPurposes)})`),
  ],
);

/** One LP's share of a call and what it has paid of it (partial payments: paid < amount). */
export const capitalCallAllocations = pgTable(
  "capital_call_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    callId: uuid("call_id")
      .notNull()
      .references(() => capitalCalls.id, { onDelete: "cascade" }),
    lpId: lpId(),
    amountUsd: money("amount_usd"),
    paidUsd: bigint("paid_usd", { mode: "number" }).notNull().default(0),
    paidOn: date("paid_on", { mode: "string" }),
    /** When this LP's call notice was e-mailed; a second "Send notices" skips it. */
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("capital_call_allocations_call_lp_unique").on(t.callId, t.lpId),
    index("capital_call_allocations_lp_idx").on(t.lpId),
    index("capital_call_allocations_org_idx").on(t.orgId),
    check("capital_call_allocations_paid_check", sql`${t.paidUsd} >= 0 and ${t.paidUsd} <= ${t.amountUsd} and ${t.amountUsd} >= 0`),
    check("capital_call_allocations_paid_on_check", sql`(${t.paidUsd} = 0) = (${t.paidOn} is null)`),
  ],
);

/**
 * One payment on an LP's share of a call (partial payments: several per allocation). The
 * allocation's `paid_usd` / `paid_on` are kept as their sum and latest day by a trigger
 * (migration capital_call_payments), so every writer — API, demo, bench — keeps them in step.
 */
export const capitalCallPayments = pgTable(
  "capital_call_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    allocationId: uuid("allocation_id")
      .notNull()
      .references(() => capitalCallAllocations.id, { onDelete: "cascade" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amountUsd: money("amount_usd"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("capital_call_payments_allocation_idx").on(t.allocationId, t.paidOn),
    index("capital_call_payments_org_idx").on(t.orgId),
    check("capital_call_payments_amount_check", sql`${t.amountUsd} > 0`),
  ],
);

/** Money the fund returns to its LPs, allocated pro rata to commitment like a call. */
export const distributions = pgTable(
  "distributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    fundId: fundId(),
    distributionDate: date("distribution_date", { mode: "string" }).notNull(),
    totalUsd: money("total_usd"),
    kind: text("kind").notNull(),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    index("distributions_fund_date_idx").on(t.fundId, t.distributionDate),
    index("distributions_org_idx").on(t.orgId),
    check("distributions_total_check", sql`${t.totalUsd} > 0`),
    check("distributions_kind_check", sql`${t.kind} in (${valueList(distributionKinds)})`),
  ],
);

export const distributionAllocations = pgTable(
  "distribution_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    distributionId: uuid("distribution_id")
      .notNull()
      .references(() => distributions.id, { onDelete: "cascade" }),
    lpId: lpId(),
    amountUsd: money("amount_usd"),
  },
  (t) => [
    uniqueIndex("distribution_allocations_distribution_lp_unique").on(t.distributionId, t.lpId),
    index("distribution_allocations_lp_idx").on(t.lpId),
    index("distribution_allocations_org_idx").on(t.orgId),
    check("distribution_allocations_amount_check", sql`${t.amountUsd} >= 0`),
  ],
);

/** A NAV snapshot: what the fund's holdings were worth on a date (one per fund and date). */
export const fundValuations = pgTable(
  "fund_valuations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    fundId: fundId(),
    valuationDate: date("valuation_date", { mode: "string" }).notNull(),
    navUsd: money("nav_usd"),
    note: text("note"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("fund_valuations_fund_date_unique").on(t.fundId, t.valuationDate),
    index("fund_valuations_org_idx").on(t.orgId),
    check("fund_valuations_nav_check", sql`${t.navUsd} >= 0`),
  ],
);
