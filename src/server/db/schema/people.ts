import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, type PgColumn } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { organizations } from "./organizations";
import { searchSeparatorSql as separator } from "./search-text";
import { pocs } from "./settings";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

type SearchColumns = Record<"name" | "title" | "companyName" | "personType" | "sectorFocus", PgColumn>;

/**
 * The basic search's five columns as one string, the separator between them: a term without the
 * separator can only match inside one column. One trigram index on exactly this expression serves
 * the whole search (an OR of five ILIKEs kept a sequential scan even with an index per column).
 */
export const personSearchText = (t: SearchColumns) =>
  sql`(${t.name} || ${separator} || coalesce(${t.title}, '') || ${separator} || coalesce(${t.companyName}, '') || ${separator} || coalesce(${t.personType}, '') || ${separator} || coalesce(${t.sectorFocus}, ''))`;

/** The organisation's network (spec part 2, §3 Person). */
export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    name: text("name").notNull(),
    companyName: text("company_name"),
    title: text("title"),
    email: text("email"),
    /** More addresses of the person (lower case): captured mail matches them too (issue 45). */
    otherEmails: text("other_emails")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text("phone"),
    linkedin: text("linkedin"),
    website: text("website"),
    personType: text("person_type"),
    sectorFocus: text("sector_focus"),
    stage: text("stage"),
    value: text("value"),
    checkSizeRange: text("check_size_range"),
    city: text("city"),
    lastMeeting: date("last_meeting", { mode: "string" }),
    /** The spec's dream_poc: one of the organisation's POCs. */
    pocId: uuid("poc_id").references(() => pocs.id, { onDelete: "set null" }),
    address: text("address"),
    notes: text("notes"),
    /** Custom field values by key (docs/decisions/022-custom-fields.md). */
    customFields: jsonb("custom_fields")
      .$type<Record<string, string | number | boolean | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("people_custom_fields_idx").using("gin", t.customFields.op("jsonb_path_ops")),
    // Global search in text custom fields: a trigram prefilter on the values as JSON text (decision 018).
    index("people_custom_text_trgm_idx").using("gin", sql`lower(${t.customFields}::text) gin_trgm_ops`),
    // The list's order (name, then id) and its keyset pages.
    index("people_org_name_idx").on(t.orgId, sql`lower(${t.name})`, t.id),
    // The CRM sidebar: high-value people.
    index("people_org_value_idx").on(t.orgId, t.value),
    index("people_poc_idx").on(t.pocId),
    // Basic search (lower(personSearchText) LIKE lower('%term%')) and the selective Advanced Search fields (ILIKE).
    index("people_search_trgm_idx").using("gin", sql`lower(${personSearchText(t)}) gin_trgm_ops`),
    index("people_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("people_company_trgm_idx").using("gin", t.companyName.op("gin_trgm_ops")),
    index("people_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    // Captured e-mails are matched on the address (issue 45).
    index("people_org_email_lower_idx").on(t.orgId, sql`lower(${t.email})`),
    index("people_other_emails_idx").using("gin", t.otherEmails),
    check("people_value_check", sql`${t.value} in ('High','Medium','Low')`),
  ],
);

/** Founders of a company, in the order they were added (spec: founders list of the company). */
export const companyFounders = pgTable(
  "company_founders",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.personId] }), index("company_founders_person_idx").on(t.personId)],
);

/** Meetings with a person (spec part 2, §3 Meeting); newest first. */
export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    purpose: text("purpose").notNull(),
    notes: text("notes"),
    /** Set when a captured calendar invitation made the meeting: a later REQUEST updates it, a CANCEL removes it. */
    interactionId: uuid("interaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meetings_interaction_idx").on(t.interactionId), index("meetings_person_date_idx").on(t.personId, t.date, t.id)],
);
