import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { valueList } from "./value-list";
import { intakeVariants } from "../../../shared/constants/intake";

/** Public intake forms (/raise/{slug}): the slug alone decides the organisation, so it is unique across the instance. */
export const intakeForms = pgTable(
  "intake_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    variant: text("variant").notNull().default("full"),
    websiteUrl: text("website_url"),
    enabled: boolean("enabled").notNull().default(true),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("intake_forms_slug_unique").on(t.slug),
    index("intake_forms_org_idx").on(t.orgId, t.createdAt),
    check("intake_forms_variant_check", sql`${t.variant} in (${valueList(intakeVariants)})`),
  ],
);
