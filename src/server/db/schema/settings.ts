import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const timestamps = {
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Points of contact: the people at the fund who own a deal. */
export const pocs = pgTable(
  "pocs",
  { id: uuid("id").primaryKey().defaultRandom(), orgId: orgId(), name: text("name").notNull(), ...timestamps },
  (t) => [uniqueIndex("pocs_org_name_unique").on(t.orgId, sql`lower(${t.name})`)],
);

export const subsectors = pgTable(
  "subsectors",
  { id: uuid("id").primaryKey().defaultRandom(), orgId: orgId(), name: text("name").notNull(), ...timestamps },
  (t) => [uniqueIndex("subsectors_org_name_unique").on(t.orgId, sql`lower(${t.name})`)],
);

/** The organisation's funds (replaces the spec's hard-coded Fund I / Fund II and fund size). */
export const funds = pgTable(
  "funds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    name: text("name").notNull(),
    sizeUsd: bigint("size_usd", { mode: "number" }),
    vintageYear: integer("vintage_year"),
    /** Bank details and reference printed on capital call notices. */
    paymentInstructions: text("payment_instructions"),
    ...timestamps,
  },
  (t) => [uniqueIndex("funds_org_name_unique").on(t.orgId, sql`lower(${t.name})`), index("funds_org_idx").on(t.orgId)],
);
