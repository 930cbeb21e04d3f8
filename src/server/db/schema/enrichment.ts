import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { EnrichmentData } from "../../../shared/schemas/enrichment";
import { companies } from "./companies";
import { organizations } from "./organizations";

/** The last enrichment look-up of a company (spec part 2, §7): its data, "not found" or the error text. */
export const enrichmentCache = pgTable(
  "enrichment_cache",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The domain that was looked up (from the company's website). */
    domain: text("domain").notNull(),
    status: text("status", { enum: ["ok", "not_found", "error"] }).notNull(),
    data: jsonb("data").$type<EnrichmentData>(),
    error: text("error"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("enrichment_cache_org_idx").on(t.orgId),
    check("enrichment_cache_status_check", sql`${t.status} in ('ok','not_found','error')`),
    check("enrichment_cache_data_check", sql`(${t.status} = 'ok') = (${t.data} is not null)`),
  ],
);
