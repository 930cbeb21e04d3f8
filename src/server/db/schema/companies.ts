import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type PgColumn,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organizations } from "./organizations";
import { searchSeparatorSql as separator } from "./search-text";
import { funds, pocs } from "./settings";
import { valueList } from "./value-list";
import { operatingStatuses, pipelineStages, updateIntervals } from "../../../shared/constants/pipeline";

const stageList = valueList(pipelineStages);

/**
 * A company website's bare host ("https://www.Acme.io/about" → "acme.io"): the key captured
 * e-mails' domains are matched on (issue 45). One expression, indexed, so a match is an index probe.
 */
export const websiteDomain = (website: PgColumn | SQL) =>
  sql`lower(regexp_replace(${website}, '^([a-zA-Z][a-zA-Z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3'))`;

/**
 * The text search's company columns (name, sector, round, stage) and its POCs' names as one string, the
 * separator between them: a term without the separator can only match inside one column. One trigram
 * index on exactly this expression (companies_search_trgm_idx) serves the pipeline's search, as
 * personSearchText does the network's. The POC names come from poc_refs (kept by triggers) as JSON text,
 * `["Maya Chen", "Dan Okafor"]`: a term without `"`, `\` or control characters matches it exactly when it
 * matches one of the names (POC names hold no control characters); other terms are searched column by column.
 */
export const companySearchText = (t: Record<"name" | "sector" | "round" | "stage" | "pocRefs", PgColumn>) =>
  sql`(${t.name} || ${separator} || coalesce(${t.sector}, '') || ${separator} || coalesce(${t.round}, '') || ${separator} || ${t.stage} || ${separator} || jsonb_path_query_array(${t.pocRefs}, '$[*].name')::text)`;

/**
 * The companies' custom field values as JSON text: a generated column (migration 0046) that cards read
 * instead of writing the jsonb out as text on every read. Not a column of the Drizzle table, so that
 * whole-row reads do not carry it.
 */
export const companyCustomFieldsText = sql`"companies"."custom_fields_text"`;

/** Companies in the deal pipeline and portfolio (spec part 2, §3). Money in whole US dollars. */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    oneLiner: text("one_liner"),
    logoKey: text("logo_key"),
    valuation: bigint("valuation", { mode: "number" }),
    revenue: bigint("revenue", { mode: "number" }),
    region: text("region"),
    website: text("website"),
    city: text("city"),
    sector: text("sector"),
    subSector: text("sub_sector"),
    /** Pipeline stage (the spec's company_type). */
    stage: text("stage").notNull().default("Leads"),
    /** When the company entered its current stage: set on insert, and by a trigger on every stage change (migration 0004). */
    stageEnteredAt: timestamp("stage_entered_at", { withTimezone: true }).notNull().defaultNow(),
    round: text("round"),
    /** The spec's separate free-text `stage` field of the detail editor. */
    companyStage: text("company_stage"),
    operatingStatus: text("operating_status").notNull().default("Active"),
    fundId: uuid("fund_id").references(() => funds.id, { onDelete: "restrict" }),
    /** The fund choice "Pre-{Org}" (the spec's "Pre-Dream"): invested before the organisation's first fund, so no fund. */
    preOrg: boolean("pre_org").notNull().default(false),
    updatesInterval: text("updates_interval"),
    boardSeat: boolean("board_seat").notNull().default(false),
    boardObserver: boolean("board_observer").notNull().default(false),
    informationRights: boolean("information_rights").notNull().default(false),
    portfolioStatus: text("portfolio_status"),
    overview: text("overview"),
    otherInvestors: text("other_investors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    whoReferred: text("who_referred"),
    dealSource: text("deal_source"),
    updates: text("updates"),
    addedBy: text("added_by"),
    roundSize: text("round_size"),
    desiredValuation: text("desired_valuation"),
    founderOwnership: numeric("founder_ownership", { precision: 5, scale: 2, mode: "number" }),
    currentMonthlyRevenue: text("current_monthly_revenue"),
    elevatorPitch: text("elevator_pitch"),
    /** When the company was founded and, if it did, shut down (spec part 1 §3): the risk dialog's lifespan. */
    foundedDate: date("founded_date", { mode: "string" }),
    shutDownDate: date("shut_down_date", { mode: "string" }),
    /** The company's POCs in order as [{id, name}], kept by triggers from company_pocs and POC names (migration 0003). */
    pocRefs: jsonb("poc_refs")
      .$type<{ id: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * Custom field values by key (docs/decisions/022-custom-fields.md). Migration 0046 keeps a copy as JSON
     * text in the generated column `custom_fields_text` (companyCustomFieldsText), left out of this schema.
     */
    customFields: jsonb("custom_fields")
      .$type<Record<string, string | number | boolean | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_org_domain_idx").on(t.orgId, websiteDomain(t.website)),
    index("companies_custom_fields_idx").using("gin", t.customFields.op("jsonb_path_ops")),
    // Global search in text custom fields: a trigram prefilter on the values as JSON text (decision 018).
    index("companies_custom_text_trgm_idx").using("gin", sql`lower(${t.customFields}::text) gin_trgm_ops`),
    // Board columns and per-stage pages: newest first within one stage. Ascending columns: a
    // backward scan gives ORDER BY created_at DESC, id DESC (whose NULLS FIRST a "DESC NULLS LAST"
    // index would not match, forcing a sort of every row).
    index("companies_org_stage_created_idx").on(t.orgId, t.stage, t.createdAt, t.id),
    // The list's default order (newest first) across stages.
    index("companies_org_created_idx").on(t.orgId, t.createdAt, t.id),
    index("companies_org_name_idx").on(t.orgId, sql`lower(${t.name})`, t.id),
    // The list by valuation or revenue (either direction; the sort key is never null): keyset pages
    // read one page of the index instead of sorting every company (decision 041).
    index("companies_org_valuation_idx").on(t.orgId, sql`coalesce(${t.valuation}, -1)`, t.id),
    index("companies_org_revenue_idx").on(t.orgId, sql`coalesce(${t.revenue}, -1)`, t.id),
    // The portfolio list: one stage, by name.
    index("companies_org_stage_name_idx").on(t.orgId, t.stage, sql`lower(${t.name})`, t.id),
    index("companies_fund_idx").on(t.fundId),
    // The list's per-stage counts under a sector, round or region filter: an index-only range instead
    // of reading every company (decision 041).
    index("companies_org_sector_stage_idx").on(t.orgId, t.sector, t.stage),
    index("companies_org_round_stage_idx").on(t.orgId, t.round, t.stage),
    index("companies_org_region_stage_idx").on(t.orgId, t.region, t.stage),
    // Fund stats: the organisation's portfolio (id, fund, name; names are at most 200 characters) read
    // from this small partial index alone (decision 041).
    index("companies_portfolio_idx")
      .on(t.orgId, t.id, t.fundId, t.name)
      .where(sql`${t.stage} = 'Portfolio'`),
    // The one search (decision 018): contains, word and fuzzy matches on the name.
    index("companies_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    // The pipeline's text search (lower(companySearchText) LIKE lower('%term%')): a bitmap scan of the matches
    // instead of reading every company of the organisation.
    index("companies_search_trgm_idx").using("gin", sql`lower(${companySearchText(t)}) gin_trgm_ops`),
    check("companies_stage_check", sql`${t.stage} in (${stageList})`),
    check("companies_operating_status_check", sql`${t.operatingStatus} in (${valueList(operatingStatuses)})`),
    check("companies_updates_interval_check", sql`${t.updatesInterval} is null or ${t.updatesInterval} in (${valueList(updateIntervals)})`),
    check("companies_lifespan_check", sql`${t.shutDownDate} is null or ${t.foundedDate} is null or ${t.shutDownDate} >= ${t.foundedDate}`),
    check("companies_pre_org_check", sql`not (${t.preOrg} and ${t.fundId} is not null)`),
    check("companies_money_check", sql`coalesce(${t.valuation}, 0) >= 0 and coalesce(${t.revenue}, 0) >= 0`),
  ],
);

/** A company's points of contact, in order (position 0 is the primary POC). */
export const companyPocs = pgTable(
  "company_pocs",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pocId: uuid("poc_id")
      .notNull()
      .references(() => pocs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.pocId] }), index("company_pocs_poc_idx").on(t.pocId, t.position)],
);

/** Per-user settings of the web app (pipeline view, grouping, status order). */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  pipelineView: text("pipeline_view").notNull().default("table"),
  pipelineGroupBy: text("pipeline_group_by").notNull().default("stage"),
  /** The pipeline table's sort (a companySorts value); company name A→Z by default (spec part 2 §7). */
  pipelineSort: text("pipeline_sort").notNull().default("name"),
  statusOrder: text("status_order").array(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Companies per organisation and stage, kept by statement-level triggers on companies
 * (see migration 0002), so that unfiltered lists and the board count in O(stages).
 * Derived data: not backed up; rebuilt by the triggers when companies are restored.
 */
export const companyStageCounts = pgTable(
  "company_stage_counts",
  {
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    n: integer("n").notNull().default(0),
    /** Total valuation of the stage's companies (board column headers); numeric so no sum can overflow. */
    valuationSum: numeric("valuation_sum", { precision: 30, scale: 0, mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.stage] })],
);

/**
 * The organisation's pipeline analytics as last computed. Triggers on companies,
 * company_pocs and pocs bump `version` (and clear `data`) on any change; a computation
 * is stored only if the version is still the one read before it started. Figures also
 * expire after a minute (age buckets move with the clock). Derived data: not backed up.
 */
export const companyAnalyticsCache = pgTable("company_analytics_cache", {
  orgId: uuid("org_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's LPs, LP boards, subboards, CRM rows, POCs and funds (migration 0016). */
  lpVersion: bigint("lp_version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's people and POC names (migration 0019). */
  peopleVersion: bigint("people_version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's comments, reminders and notes, author and company names (migration 0020). */
  commentsVersion: bigint("comments_version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's capital calls, payments, distributions and NAVs (migration 0038). */
  ledgerVersion: bigint("ledger_version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's notifications and notification settings (migration 0041). */
  notificationsVersion: bigint("notifications_version", { mode: "number" }).notNull().default(0),
  /** Moves with every change to the organisation's tickets, documents, deck analyses and custom field definitions (migration 0043). */
  searchVersion: bigint("search_version", { mode: "number" }).notNull().default(0),
  data: jsonb("data"),
  computedAt: timestamp("computed_at", { withTimezone: true }),
});
