import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { FacetKey } from "@shared/constants/pipeline";
import type { Facets, Groups, facetsQuery, groupsQuery } from "@shared/schemas/company-facets";
import type { Db } from "../../db/client";
import { companies, companyPocs } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { jsonObjectText, type JsonText } from "../../lib/json-text";
import { companyFilters, groupKeyOf } from "./companies-query";
import { customConditions, stageCondition } from "./companies-list.service";
import type { CfFilter } from "../../lib/custom-fields/filters";

type FacetsQuery = z.output<typeof facetsQuery>;
type GroupsQuery = z.output<typeof groupsQuery>;

const countsOf = (rows: { k: string | null; n: number | string }[]) =>
  JSON.stringify(Object.fromEntries(rows.filter((r) => r.k !== null).map((r) => [r.k, Number(r.n)])));

/** Companies per value of one column, for every filter but that column's own. */
async function columnFacet(db: Db, where: SQL, column: PgColumn) {
  const { rows } = await db.execute<{ k: string | null; n: number }>(
    sql`select ${column}::text as k, count(*)::int as n from ${companies} where ${where} group by 1`,
  );
  return countsOf(rows);
}

/**
 * Counts for each option of the Round, POC, Sector, Region and Fund filters, one grouped
 * query per filter (each ignores its own choice, so the other options keep their counts).
 */
export async function getFacets(db: Db, caller: Caller, q: FacetsQuery, cf: CfFilter[] = []): Promise<JsonText<Facets>> {
  const custom = await customConditions(db, caller, cf);
  const where = (without: FacetKey) => and(companyFilters(caller.orgId, { ...q, custom, [without]: undefined }), stageCondition(q.stage))!;
  const [round, sector, region, fund, poc] = await Promise.all([
    columnFacet(db, where("round"), companies.round),
    columnFacet(db, where("sector"), companies.sector),
    columnFacet(db, where("region"), companies.region),
    columnFacet(db, where("fund"), companies.fundId),
    db
      .execute<{ k: string; n: number }>(
        sql`select ${companyPocs.pocId}::text as k, count(*)::int as n from ${companies}
          join ${companyPocs} on ${eq(companyPocs.companyId, companies.id)} where ${where("poc")} group by 1`,
      )
      .then((r) => countsOf(r.rows)),
  ]);
  return jsonObjectText({ round, poc, sector, region, fund });
}

/** Companies per group of the grouped view (primary POC, sector or round), in one aggregate query. */
export async function getGroups(db: Db, caller: Caller, q: GroupsQuery, cf: CfFilter[] = []): Promise<JsonText<Groups>> {
  const custom = await customConditions(db, caller, cf);
  const where = and(companyFilters(caller.orgId, { ...q, custom }), stageCondition(q.stage));
  const { rows } = await db.execute<{ k: string; n: number }>(
    sql`select ${groupKeyOf(q.groupBy)} as k, count(*)::int as n from ${companies} where ${where} group by 1`,
  );
  return jsonObjectText({ groups: countsOf(rows) });
}
