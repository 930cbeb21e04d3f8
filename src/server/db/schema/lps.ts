import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";
import { funds, pocs } from "./settings";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const timestamps = {
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Limited partners of one of the organisation's funds (spec part 2, §3 LP). Commitment in whole US dollars. */
export const lps = pgTable(
  "lps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    fundId: uuid("fund_id")
      .notNull()
      .references(() => funds.id, { onDelete: "restrict" }),
    entityName: text("entity_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    commitmentUsd: bigint("commitment_usd", { mode: "number" }),
    /** Custom field values by key (docs/decisions/022-custom-fields.md). */
    customFields: jsonb("custom_fields")
      .$type<Record<string, string | number | boolean | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    index("lps_custom_fields_idx").using("gin", t.customFields.op("jsonb_path_ops")),
    // Global search in text custom fields: a trigram prefilter on the values as JSON text (decision 018).
    index("lps_custom_text_trgm_idx").using("gin", sql`lower(${t.customFields}::text) gin_trgm_ops`),
    // The list per fund (name, then id) and its keyset pages; the per-fund total.
    index("lps_org_fund_name_idx").on(t.orgId, t.fundId, sql`lower(${t.entityName})`, t.id),
    index("lps_fund_idx").on(t.fundId),
    index("lps_entity_name_trgm_idx").using("gin", t.entityName.op("gin_trgm_ops")),
    check("lps_commitment_check", sql`${t.commitmentUsd} >= 0`),
  ],
);

/** LP CRM boards; unlike the spec's, each belongs to an organisation. */
export const lpBoards = pgTable(
  "lp_boards",
  { id: uuid("id").primaryKey().defaultRandom(), orgId: orgId(), name: text("name").notNull(), ...timestamps },
  (t) => [index("lp_boards_org_idx").on(t.orgId, t.createdAt)],
);

/** The columns of a board (Stage A, Stage B, ...), in `position` order. */
export const lpSubboards = pgTable(
  "lp_subboards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => lpBoards.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull().default("#ffffff"),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (t) => [
    index("lp_subboards_board_idx").on(t.boardId, t.position),
    index("lp_subboards_org_idx").on(t.orgId),
    check("lp_subboards_color_check", sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** A prospective LP on a board (spec part 2, §3 lp_crm row); the "{Org} POC" is one of the organisation's POCs. */
export const lpCrmRows = pgTable(
  "lp_crm_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    boardId: uuid("board_id")
      .notNull()
      .references(() => lpBoards.id, { onDelete: "cascade" }),
    subboardId: uuid("subboard_id")
      .notNull()
      .references(() => lpSubboards.id, { onDelete: "cascade" }),
    lead: text("lead").notNull(),
    pocId: uuid("poc_id").references(() => pocs.id, { onDelete: "set null" }),
    introPoc: text("intro_poc"),
    lpPoc: text("lp_poc"),
    lpEmail: text("lp_email"),
    commitmentUsd: bigint("commitment_usd", { mode: "number" }),
    ...timestamps,
  },
  (t) => [
    // A board's rows in lead order (and keyset pages); the rows of a subboard.
    index("lp_crm_rows_board_lead_idx").on(t.boardId, sql`lower(${t.lead})`, t.id),
    index("lp_crm_rows_subboard_idx").on(t.subboardId),
    index("lp_crm_rows_org_idx").on(t.orgId),
    index("lp_crm_rows_poc_idx").on(t.pocId),
    index("lp_crm_rows_lead_trgm_idx").using("gin", t.lead.op("gin_trgm_ops")),
    check("lp_crm_rows_commitment_check", sql`${t.commitmentUsd} >= 0`),
  ],
);
