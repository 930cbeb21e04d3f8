import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { preOrgFundLabel } from "@shared/constants/pipeline";
import { companyListQuery } from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { companies, companyFounders, funds, organizations, people } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Caller } from "../../lib/context";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { customFieldFilters, customListParts, type CfFilter } from "../../lib/custom-fields/filters";
import { exportFormat, exportRoute, listPage, sendExport } from "../../lib/export/export-route";
import {
  customColumns,
  customValues,
  EXPORT_BATCH,
  isoDay,
  withCustom,
  type ExportRecord,
  type ExportSource,
} from "../../lib/export/export-source";
import { createRouter } from "../../lib/router";
import { stageCondition } from "./companies-list.service";
import { keyset, sortKeyText, type After } from "./companies-keyset";
import { companyFilters } from "./companies-query";

const companiesQuery = companyListQuery.omit({ ...listPage, fields: true }).extend(exportFormat);
type CompanyQuery = Omit<z.output<typeof companiesQuery>, "format">;

/** Companies the pipeline's search, stage, filters and sort select, in the list's order, in keyset batches. */
export async function companySource(db: Db, caller: Caller, q: CompanyQuery, cf: CfFilter[]): Promise<ExportSource> {
  const fields = await customColumns(db, caller.orgId, "company");
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "company"), companies.customFields, cf, q.sort);
  const where = and(companyFilters(caller.orgId, { ...q, custom: custom.conditions }), stageCondition(q.stage))!;
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.orgId));
  const preOrg = preOrgFundLabel(org?.name ?? "");
  async function* batches() {
    // After the last row's sort key, not its id: a company deleted mid-export no longer ends the file there.
    let start: After | undefined;
    for (;;) {
      const { after, order } = keyset(caller.orgId, q.sort, start);
      const rows = await db
        .select({
          c: companies,
          sortKey: sql<string>`${sortKeyText(q.sort)}`,
          fundName: funds.name,
          founders: sql<string[] | null>`(select array_agg(p.name order by f.position) from ${companyFounders} f
            join ${people} p on p.id = f.person_id where f.company_id = ${companies.id})`,
        })
        .from(companies)
        .leftJoin(funds, eq(funds.id, companies.fundId))
        .where(and(where, after))
        .orderBy(...order)
        .limit(EXPORT_BATCH);
      if (!rows.length) return;
      const cfValues = await customValues(
        db,
        caller.orgId,
        fields,
        rows.map((r) => r.c.customFields),
      );
      yield rows.map(({ c, fundName, founders }, i): ExportRecord => ({
        ...c,
        fund: fundName ?? (c.preOrg ? preOrg : null),
        pocs: c.pocRefs.map((p) => p.name),
        founders: founders ?? [],
        founderOwnership: c.founderOwnership === null ? null : Number(c.founderOwnership),
        createdAt: isoDay(c.createdAt),
        ...cfValues[i],
      }));
      if (rows.length < EXPORT_BATCH) return;
      start = { key: rows[rows.length - 1].sortKey, id: rows[rows.length - 1].c.id };
    }
  }
  return { columns: withCustom("companies", fields), batches: batches() };
}

const companiesRoute = exportRoute("/companies/export", companiesQuery, "Companies");

/** Export of the pipeline's companies (a read: viewers too). */
export function companiesExportRoutes({ db }: Deps) {
  return createRouter().openapi(companiesRoute, async (c) => {
    const { format, ...query } = c.req.valid("query");
    const source = await companySource(db, c.get("caller"), query, customFieldFilters(c.req.queries()));
    return sendExport(source, format, "companies") as never;
  });
}
