import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { personListQuery } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { people, pocs } from "../../db/schema";
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
import { personFilters } from "./people-query";

const peopleQuery = personListQuery.omit(listPage).extend(exportFormat);
type PersonQuery = Omit<z.output<typeof peopleQuery>, "format">;

/** The network's people the search and Advanced Search select, by name (or -name), in keyset batches. */
export async function personSource(db: Db, caller: Caller, q: PersonQuery, cf: CfFilter[]): Promise<ExportSource> {
  const fields = await customColumns(db, caller.orgId, "person");
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "person"), people.customFields, cf, "name");
  const where = personFilters(caller.orgId, { ...q, custom: custom.conditions });
  const descending = q.sort === "-name";
  const key = sql<string>`lower(${people.name})`;
  async function* batches() {
    let last: { key: string; id: string } | undefined;
    for (;;) {
      const after = last
        ? descending
          ? sql`(${key}, ${people.id}) < (${last.key}, ${last.id}::uuid)`
          : sql`(${key}, ${people.id}) > (${last.key}, ${last.id}::uuid)`
        : undefined;
      const rows = await db
        .select({ p: people, pocName: pocs.name, key })
        .from(people)
        .leftJoin(pocs, eq(pocs.id, people.pocId))
        .where(and(where, after))
        .orderBy(...(descending ? [desc(key), desc(people.id)] : [asc(key), asc(people.id)]))
        .limit(EXPORT_BATCH);
      if (!rows.length) return;
      const cfValues = await customValues(
        db,
        caller.orgId,
        fields,
        rows.map((r) => r.p.customFields),
      );
      yield rows.map(({ p, pocName }, i): ExportRecord => ({ ...p, poc: pocName, createdAt: isoDay(p.createdAt), ...cfValues[i] }));
      if (rows.length < EXPORT_BATCH) return;
      last = { key: rows[rows.length - 1].key, id: rows[rows.length - 1].p.id };
    }
  }
  return { columns: withCustom("people", fields), batches: batches() };
}

const peopleRoute = exportRoute("/people/export", peopleQuery, "People");

/** The network's export (a read: viewers too). */
export function peopleExportRoutes({ db }: Deps) {
  return createRouter().openapi(peopleRoute, async (c) => {
    const { format, ...query } = c.req.valid("query");
    const source = await personSource(db, c.get("caller"), query, customFieldFilters(c.req.queries()));
    return sendExport(source, format, "people") as never;
  });
}
