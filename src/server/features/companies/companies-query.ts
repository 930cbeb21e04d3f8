import { and, eq, ilike, is, ne, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Company } from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { logoUrl } from "../../lib/company-logo-url";
import { isoTime, preparedPerDb } from "../../lib/db-helpers";
import { jsonString as j } from "../../lib/json-text";
import { companies, companyCustomFieldsText, companySearchText, companyStageCounts, funds, searchTextUsable } from "../../db/schema";
import { likeContains } from "../../lib/like";
import { epochText, isoFromEpoch } from "../../lib/epoch-time";

export function selectCompanies(db: Db) {
  return db.select({ c: companies, fundName: funds.name }).from(companies).leftJoin(funds, eq(funds.id, companies.fundId));
}

/**
 * The custom field values a card carries: all of them (undefined), or only the keys the
 * screen shows (`fields=`). The board and the table show the fields picked as columns, often
 * none; sending every value of every card made the board's answer 5–10× larger than what it draws.
 * A key is a value or a placeholder (prepared statements).
 */
const cardCustomFields = (keys: (string | Placeholder)[] | undefined): SQL => {
  // Every value: the stored JSON text (migration 0046), which costs nothing to write out.
  if (!keys) return companyCustomFieldsText;
  if (keys.length === 0) return sql`'{}'::text`;
  // jsonb_build_object takes at most 100 arguments (50 keys); an absent key's null is stripped.
  const chunks: SQL[] = [];
  for (let i = 0; i < keys.length; i += 50)
    chunks.push(
      sql`jsonb_build_object(${sql.join(
        keys.slice(i, i + 50).map((k) => sql`${k}::text, ${companies.customFields} -> ${k}::text`),
        sql`, `,
      )})`,
    );
  return sql`jsonb_strip_nulls(${sql.join(chunks, sql` || `)})::text`;
};

/**
 * The columns a card is written from (cardText), as raw text where that saves parsing. On the
 * embedded database (`asJson`) the card is one JSON text column built by SQL instead: PGlite
 * decodes each field of each row in JavaScript, and a board's statement takes 4.9 ms with 14
 * columns against 3.5 ms with one; on PostgreSQL the JSON costs more (2.0 against 1.2 ms;
 * bench/card-rows.ts, decision 045).
 */
export const cardColumns = (fields?: (string | Placeholder)[], asJson = false) =>
  asJson
    ? sql`${companies.id} as id, ${companies.stage} as stage, json_build_object('id', ${companies.id}, 'name', ${companies.name},
      'oneLiner', ${companies.oneLiner}, 'logoUrl', ${logoUrlSql}, 'website', ${companies.website}, 'valuation', ${companies.valuation},
      'sector', ${companies.sector}, 'round', ${companies.round}, 'stage', ${companies.stage}, 'pocs', ${companies.pocRefs},
      'version', ${companies.version}, 'createdAt', ${isoTime(companies.createdAt)}, 'stageEnteredAt', ${isoTime(companies.stageEnteredAt)},
      'customFields', ${cardCustomFields(fields)}::json)::text as card`
    : sql`${companies.id} as id, ${companies.stage} as stage, ${companies.name} as name, ${companies.oneLiner} as one_liner,
      ${companies.logoKey} as logo_key, ${companies.website} as website, ${companies.valuation} as valuation, ${companies.sector} as sector,
      ${companies.round} as round, ${companies.pocRefs}::text as pocs, ${companies.version} as version, ${epochText(companies.createdAt)} as created_at,
      ${epochText(companies.stageEnteredAt)} as stage_entered_at, ${cardCustomFields(fields)} as custom_fields`;

/** logoUrl (lib/company-logo-url.ts) in SQL: the first 8 characters of the key's last segment. */
const logoUrlSql = sql`case when ${companies.logoKey} is null then null
  else '/api/v1/companies/' || ${companies.id} || '/logo?v=' || substr(regexp_replace(${companies.logoKey}, '^.*/', ''), 1, 8) end`;

/** Whether cards should come as one JSON column (cardColumns' asJson): on the embedded database. */
export const cardsAsJson = (db: Db) => is(db, PgliteDatabase);

/** Placeholders k0…k(n-1) for a prepared statement's custom field keys, and their values. */
export const fieldPlaceholders = (n: number) => Array.from({ length: n }, (_, i) => sql.placeholder(`k${i}`));
export const fieldValues = (fields: string[] | undefined) => Object.fromEntries((fields ?? []).map((k, i) => [`k${i}`, k]));

/** The stages as an SQL array literal (they are constants, written in so that plans can use them). */
export const stageArray = (stages: readonly string[]) => sql.raw(`array[${stages.map((s) => `'${s}'`).join(",")}]::text[]`);

/** The `fields` query parameter as keys: undefined (absent) means every field. */
export const cardFieldKeys = (fields: string | undefined) =>
  fields === undefined ? undefined : [...new Set(fields.split(",").filter(Boolean))];

export type CardRow = {
  id: string;
  stage: string;
  /** The whole card as JSON text (cardColumns' asJson); the other columns are then absent. */
  card?: string;
  name: string;
  one_liner: string | null;
  logo_key: string | null;
  website: string | null;
  valuation: string | number | bigint | null;
  sector: string | null;
  round: string | null;
  pocs: string;
  version: number;
  /** epochText (lib/epoch-time.ts), as are stage_entered_at. */
  created_at: string;
  stage_entered_at: string;
  custom_fields: string;
};

/**
 * A board card or table row as JSON text (companyCardSchema), written straight from its
 * columns. Boards send 200+ cards: mapping rows into objects and serialising them again was
 * most of the endpoint's CPU time, and building the JSON in PostgreSQL moved that cost to the
 * database (docs/decisions/029-pipeline-cards-in-sql.md). A test compares the result with GET /companies/{id}.
 */
export const cardText = (r: CardRow) =>
  r.card ??
  `{"id":"${r.id}","name":${j(r.name)},"oneLiner":${j(r.one_liner)},"logoUrl":${j(logoUrl(r.id, r.logo_key))},"website":${j(r.website)},` +
    `"valuation":${r.valuation ?? "null"},"sector":${j(r.sector)},"round":${j(r.round)},"stage":${j(r.stage)},"pocs":${r.pocs},` +
    `"version":${r.version},"createdAt":"${isoFromEpoch(r.created_at, 3)}","stageEnteredAt":"${isoFromEpoch(r.stage_entered_at, 3)}",` +
    `"customFields":${r.custom_fields}}`;

export type CompanyRow = { c: typeof companies.$inferSelect; fundName: string | null };

export function toCompany({ c, fundName }: CompanyRow): Company {
  const { orgId: _o, logoKey, createdAt, updatedAt, stageEnteredAt, founderOwnership, pocRefs, ...rest } = c;
  return {
    ...rest,
    stage: c.stage as Company["stage"],
    operatingStatus: c.operatingStatus as Company["operatingStatus"],
    updatesInterval: c.updatesInterval as Company["updatesInterval"],
    founderOwnership: founderOwnership === null ? null : Number(founderOwnership),
    logoUrl: logoUrl(c.id, logoKey),
    fundName,
    pocs: pocRefs,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    stageEnteredAt: stageEnteredAt.toISOString(),
  };
}

export type CompanyFilters = {
  q?: string;
  excludePortfolio?: boolean;
  poc?: string;
  sector?: string;
  round?: string;
  region?: string;
  fund?: string;
  groupBy?: "poc" | "sector" | "round";
  group?: string;
  /** Custom field conditions (lib/custom-fields/filters.ts). */
  custom?: SQL[];
};

/** The key of a company's group: primary POC id, sector or round ("" when it has none). */
export const groupKeyOf = (groupBy: "poc" | "sector" | "round") =>
  groupBy === "poc"
    ? sql<string>`coalesce(${companies.pocRefs}->0->>'id', '')`
    : groupBy === "sector"
      ? sql<string>`coalesce(${companies.sector}, '')`
      : sql<string>`coalesce(${companies.round}, '')`;

/** Search and filters other than the stage, for the caller's organisation. */
export function companyFilters(orgId: string, f: CompanyFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(companies.orgId, orgId)];
  if (f.excludePortfolio) parts.push(ne(companies.stage, "Portfolio"));
  if (f.poc) parts.push(sql`exists (select 1 from company_pocs cp where cp.company_id = ${companies.id} and cp.poc_id = ${f.poc})`);
  if (f.sector) parts.push(eq(companies.sector, f.sector));
  if (f.round) parts.push(eq(companies.round, f.round));
  if (f.region) parts.push(eq(companies.region, f.region));
  if (f.fund) parts.push(eq(companies.fundId, f.fund));
  if (f.groupBy && f.group !== undefined) parts.push(sql`${groupKeyOf(f.groupBy)} = ${f.group}`);
  parts.push(...(f.custom ?? []));
  const q = f.q?.trim();
  if (q) parts.push(companySearch(q));
  return and(...parts)!;
}

/**
 * The text search: a case-insensitive, literal contains match in the name, sector, round, stage or a POC's
 * name. A term with a trigram goes through the one indexed expression (companySearchText,
 * companies_search_trgm_idx): same matches, since the separator keeps each match inside one column and
 * such a term cannot match the JSON punctuation around POC names. A shorter term scans either way
 * (trigrams cannot narrow it; through the expression PostgreSQL would read the whole index), so it
 * keeps the plain OR, as does a term that JSON text escapes.
 */
export function companySearch(q: string): SQL {
  const like = likeContains(q);
  // ILIKE is lower() LIKE lower() (PostgreSQL, UTF-8); written out, the pattern is lowered once, not per row.
  // The name is tried first: when most names hold the term ("bench"), a count over every company stops at
  // the name for each instead of building the whole text (240 against 155 ms for 50,000 companies).
  if (searchTextUsable(q) && !jsonEscaped(q))
    return sql`(${companies.name} ilike ${like} or lower(${companySearchText(companies)}) like lower(${like}))`;
  return or(
    ilike(companies.name, like),
    ilike(companies.sector, like),
    ilike(companies.round, like),
    ilike(companies.stage, like),
    sql`exists (select 1 from company_pocs cp join pocs p on p.id = cp.poc_id where cp.company_id = ${companies.id} and p.name ilike ${like})`,
  )!;
}

/** Characters JSON text writes escaped (`"`, `\`, control characters): a term holding one would not match the POC names' JSON text. */
const jsonEscaped = (q: string) => /["\\\u0000-\u001f]/.test(q);

export type StageTotals = Record<string, { n: number; valuation: number }>;

/** No search, no filter: every company of the organisation (the stage counters hold its totals). */
export const unfiltered = (f: CompanyFilters) =>
  !f.q?.trim() && !f.poc && !f.sector && !f.round && !f.region && !f.fund && !f.groupBy && !f.custom?.length;

/**
 * Companies and their total valuation per stage for the search and filters. Without search
 * or filters the trigger-kept counters answer (11 rows, whatever the size of the pipeline);
 * otherwise the matching rows are counted.
 */
export async function totalsByStage(db: Db, orgId: string, f: CompanyFilters, valuations = true): Promise<StageTotals> {
  const rows = unfiltered(f)
    ? await stageCountersQuery(db).execute({ orgId, excluded: f.excludePortfolio ? "Portfolio" : "" })
    : await db
        .select({
          stage: companies.stage,
          n: sql<number>`count(*)::int`,
          v: valuations ? sql<string>`coalesce(sum(${companies.valuation}), 0)` : sql<string>`0`,
        })
        .from(companies)
        .where(companyFilters(orgId, f))
        .groupBy(companies.stage);
  return Object.fromEntries(rows.filter((r) => Number(r.n) > 0).map((r) => [r.stage, { n: Number(r.n), valuation: Number(r.v) }]));
}

/** Companies per stage for the search and filters (the list's counts: no sums). */
export const countByStage = async (db: Db, orgId: string, f: CompanyFilters): Promise<Record<string, number>> =>
  Object.fromEntries(Object.entries(await totalsByStage(db, orgId, f, false)).map(([stage, t]) => [stage, t.n]));

/** The organisation's counters as a JSON object of stage → count (the list's stageCounts), as a scalar subquery. */
export const stageCountersJson = (orgId: string | Placeholder, excludePortfolio: boolean) =>
  sql`(select coalesce(json_object_agg(${companyStageCounts.stage}, ${companyStageCounts.n}), '{}')::text from ${companyStageCounts}
    where ${companyStageCounts.orgId} = ${orgId} and ${companyStageCounts.n} > 0 and ${companyStageCounts.stage} <> ${excludePortfolio ? "Portfolio" : ""})`;

/** The trigger-kept counters of an organisation, less one stage ("" leaves none out). */
const stageCountersQuery = preparedPerDb((db) =>
  db
    .select({ stage: companyStageCounts.stage, n: companyStageCounts.n, v: companyStageCounts.valuationSum })
    .from(companyStageCounts)
    .where(and(eq(companyStageCounts.orgId, sql.placeholder("orgId")), ne(companyStageCounts.stage, sql.placeholder("excluded"))))
    .prepare("company_stage_counters"),
);
