import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organizations } from "./organizations";
import { valueList } from "./value-list";
import { fieldEntities, fieldTypes, viewModes, viewPages } from "../../../shared/constants/custom-fields";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const timestamps = {
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export type FieldOption = { id: string; label: string; color: string | null };

/**
 * An organisation's custom field of companies, people or LPs. Values live in the record's
 * `custom_fields` jsonb under `key` (docs/decisions/022-custom-fields.md); the key never changes.
 */
export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    entity: text("entity").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    required: boolean("required").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    /** Select options in display order. */
    options: jsonb("options")
      .$type<FieldOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("custom_fields_org_entity_name_unique").on(t.orgId, t.entity, sql`lower(${t.name})`),
    uniqueIndex("custom_fields_org_entity_key_unique").on(t.orgId, t.entity, t.key),
    check("custom_fields_entity_check", sql`${t.entity} in (${valueList(fieldEntities)})`),
    check("custom_fields_type_check", sql`${t.type} in (${valueList(fieldTypes)})`),
  ],
);

/** A page's filters, sort, columns and mode saved under a name; private to its author or shared. */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    page: text("page").notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sort: text("sort"),
    columns: text("columns").array(),
    groupBy: text("group_by"),
    viewMode: text("view_mode"),
    shared: boolean("shared").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("saved_views_org_page_idx").on(t.orgId, t.page, sql`lower(${t.name})`),
    check("saved_views_page_check", sql`${t.page} in (${valueList(viewPages)})`),
    check("saved_views_mode_check", sql`${t.viewMode} is null or ${t.viewMode} in (${valueList(viewModes)})`),
  ],
);

/** Each user's default view of a page (a view they may see: their own or a shared one); gone with the view. */
export const savedViewDefaults = pgTable(
  "saved_view_defaults",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    orgId: orgId(),
    page: text("page").notNull(),
    viewId: uuid("view_id")
      .notNull()
      .references(() => savedViews.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgId, t.page] }), index("saved_view_defaults_view_idx").on(t.viewId)],
);
