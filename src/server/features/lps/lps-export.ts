import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { lpListQuery } from "@shared/schemas/lps";
import type { Db } from "../../db/client";
import { funds, lps } from "../../db/schema";
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
import { likeContains } from "../../lib/like";

const lpsQuery = lpListQuery.omit(listPage).extend(exportFormat);
type LpQuery = Omit<z.output<typeof lpsQuery>, "format">;

/** One fund's LPs (or all) matching the search, by entity name, in keyset batches. */
export async function lpSource(db: Db, caller: Caller, q: LpQuery, cf: CfFilter[]): Promise<ExportSource> {
  const fields = await customColumns(db, caller.orgId, "lp");
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "lp"), lps.customFields, cf, "entityName");
  const filters: (SQL | undefined)[] = [eq(lps.orgId, caller.orgId), ...custom.conditions];
  if (q.fundId) filters.push(eq(lps.fundId, q.fundId));
  const text = q.q?.trim();
  if (text) filters.push(or(ilike(lps.entityName, likeContains(text)), ilike(lps.email, likeContains(text))));
  const key = sql<string>`lower(${lps.entityName})`;
  async function* batches() {
    let last: { key: string; id: string } | undefined;
    for (;;) {
      const after = last ? sql`(${key}, ${lps.id}) > (${last.key}, ${last.id}::uuid)` : undefined;
      const rows = await db
        .select({ l: lps, fundName: funds.name, key })
        .from(lps)
        .innerJoin(funds, eq(funds.id, lps.fundId))
        .where(and(...filters, after))
        .orderBy(asc(key), asc(lps.id))
        .limit(EXPORT_BATCH);
      if (!rows.length) return;
      const cfValues = await customValues(
        db,
        caller.orgId,
        fields,
        rows.map((r) => r.l.customFields),
      );
      yield rows.map(({ l, fundName }, i): ExportRecord => ({ ...l, fund: fundName, createdAt: isoDay(l.createdAt), ...cfValues[i] }));
      if (rows.length < EXPORT_BATCH) return;
      last = { key: rows[rows.length - 1].key, id: rows[rows.length - 1].l.id };
    }
  }
  return { columns: withCustom("lps", fields), batches: batches() };
}

const lpsRoute = exportRoute("/lps/export", lpsQuery, "LPs");

/** The LPs' export (a read: viewers too). */
export function lpsExportRoutes({ db }: Deps) {
  return createRouter().openapi(lpsRoute, async (c) => {
    const { format, ...query } = c.req.valid("query");
    const source = await lpSource(db, c.get("caller"), query, customFieldFilters(c.req.queries()));
    return sendExport(source, format, "lps") as never;
  });
}
