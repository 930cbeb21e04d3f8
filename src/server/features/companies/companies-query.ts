import { and, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Company } from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../lib/db-helpers";
import { companies, companyStageCounts, funds } from "../../db/schema";

type PocRef = { id: string; name: string };

/**
 * The company's POCs in order, as JSON, in the same statement (no N+1). The outer row is
 * named in full: in a one-table select Drizzle writes columns unqualified, and a bare
 * "id" inside this subquery would mean pocs.id.
 */
const pocsJson = sql<PocRef[]>`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by cp.position)
  from company_pocs cp join pocs p on p.id = cp.poc_id where cp.company_id = "companies"."id"), '[]'::json)`;

export function selectCompanies(db: Db) {
  return db.select({ c: companies, fundName: funds.name, pocs: pocsJson }).from(companies).leftJoin(funds, eq(funds.id, companies.fundId));
}

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, "Z"). */
const isoTime = (column: SQL | typeof companies.createdAt) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** logoUrl() below, in SQL: the file name's first 8 characters version the URL so a new logo is fetched. */
const logoUrlSql = sql`case when ${companies.logoKey} is null then null
  else '/api/v1/companies/' || ${companies.id} || '/logo?v=' || left(regexp_replace(${companies.logoKey}, '^.*/', ''), 8) end`;

/**
 * A company card (board card, table row) as JSON text built by PostgreSQL: Node sends it as
 * is instead of parsing rows into objects and serialising them again, which was most of the
 * CPU time of the list and board endpoints (bench: docs/decisions/004-performance.md).
 * Keys and formats match companyCardSchema; a test compares it with the company read.
 */
export const cardJson = sql<string>`json_build_object('id', ${companies.id}, 'name', ${companies.name}, 'oneLiner', ${companies.oneLiner},
  'logoUrl', ${logoUrlSql}, 'website', ${companies.website}, 'valuation', ${companies.valuation}, 'sector', ${companies.sector},
  'round', ${companies.round}, 'stage', ${companies.stage}, 'pocs', ${pocsJson}, 'version', ${companies.version},
  'createdAt', ${isoTime(companies.createdAt)})::text`;

/** Card rows: the id (for cursors), the stage (for board columns) and the card as JSON text. */
export const selectCardJson = (db: Db) => db.select({ id: companies.id, stage: companies.stage, json: cardJson }).from(companies);

export type CompanyRow = { c: typeof companies.$inferSelect; fundName: string | null; pocs: PocRef[] | string };

export const logoUrl = (id: string, key: string | null) =>
  key ? `/api/v1/companies/${id}/logo?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("/") + 9)}` : null;

export function toCompany({ c, fundName, pocs }: CompanyRow): Company {
  const { orgId: _o, logoKey, createdAt, updatedAt, founderOwnership, ...rest } = c;
  return {
    ...rest,
    stage: c.stage as Company["stage"],
    operatingStatus: c.operatingStatus as Company["operatingStatus"],
    updatesInterval: c.updatesInterval as Company["updatesInterval"],
    founderOwnership: founderOwnership === null ? null : Number(founderOwnership),
    logoUrl: logoUrl(c.id, logoKey),
    fundName,
    pocs: typeof pocs === "string" ? (JSON.parse(pocs) as PocRef[]) : pocs,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export type CompanyFilters = {
  q?: string;
  excludePortfolio?: boolean;
  poc?: string;
  sector?: string;
  round?: string;
  region?: string;
  fund?: string;
};

/** Search and filters other than the stage, for the caller's organisation. */
export function companyFilters(orgId: string, f: CompanyFilters): SQL {
  const parts: (SQL | undefined)[] = [eq(companies.orgId, orgId)];
  if (f.excludePortfolio) parts.push(ne(companies.stage, "Portfolio"));
  if (f.poc) parts.push(sql`exists (select 1 from company_pocs cp where cp.company_id = ${companies.id} and cp.poc_id = ${f.poc})`);
  if (f.sector) parts.push(eq(companies.sector, f.sector));
  if (f.round) parts.push(eq(companies.round, f.round));
  if (f.region) parts.push(eq(companies.region, f.region));
  if (f.fund) parts.push(eq(companies.fundId, f.fund));
  const q = f.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(companies.name, like),
        ilike(companies.sector, like),
        ilike(companies.round, like),
        ilike(companies.stage, like),
        sql`exists (select 1 from company_pocs cp join pocs p on p.id = cp.poc_id where cp.company_id = ${companies.id} and p.name ilike ${like})`,
      ),
    );
  }
  return and(...parts)!;
}

/**
 * Companies per stage for the search and filters. Without search or filters the
 * trigger-kept counters answer (11 rows, whatever the size of the pipeline); otherwise
 * the matching rows are counted.
 */
export async function countByStage(db: Db, orgId: string, f: CompanyFilters): Promise<Record<string, number>> {
  const plain = !f.q?.trim() && !f.poc && !f.sector && !f.round && !f.region && !f.fund;
  const rows = plain
    ? await stageCountersQuery(db).execute({ orgId, excluded: f.excludePortfolio ? "Portfolio" : "" })
    : await db.select({ stage: companies.stage, n: sql<number>`count(*)::int` }).from(companies).where(companyFilters(orgId, f)).groupBy(companies.stage);
  return Object.fromEntries(rows.filter((r) => Number(r.n) > 0).map((r) => [r.stage, Number(r.n)]));
}

/** The trigger-kept counters of an organisation, less one stage ("" leaves none out). */
const stageCountersQuery = preparedPerDb((db) =>
  db
    .select({ stage: companyStageCounts.stage, n: companyStageCounts.n })
    .from(companyStageCounts)
    .where(and(eq(companyStageCounts.orgId, sql.placeholder("orgId")), ne(companyStageCounts.stage, sql.placeholder("excluded"))))
    .prepare("company_stage_counters"),
);
