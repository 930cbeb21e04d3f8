import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The functions our migrations define, as the database holds them now, each with the triggers that
 * fire it. `src/server/db/functions/<name>.sql` shows each one in a single file (a function is
 * often redefined by later migrations, so the migrations alone scatter it); `database-functions.test.ts`
 * fails when a file no longer matches the migrated database, `npm run db:functions` rewrites them.
 */
export type DatabaseFunction = { name: string; definition: string; triggers: string[] };

export async function databaseFunctions(db: Db): Promise<DatabaseFunction[]> {
  const result = await db.execute<{ name: string; definition: string; triggers: string[] | null }>(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition,
      (select array_agg(pg_get_triggerdef(t.oid) order by t.tgname) from pg_trigger t
        where t.tgfoid = p.oid and not t.tgisinternal) as triggers
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname`);
  return result.rows.map((r) => ({ name: r.name, definition: r.definition.trim(), triggers: r.triggers ?? [] }));
}

const MARK = "-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.";

/** The file's text: what the function is for (kept from the existing file), its definition and its triggers. */
export function functionFile(fn: DatabaseFunction, purpose: string): string {
  const fired = fn.triggers.length ? fn.triggers.map((t) => `${t};`).join("\n") : "-- Not a trigger function: called from SQL.";
  return `${purpose.trim()}\n${MARK}\n\n${fn.definition};\n\n${fired}\n`;
}

/** The purpose comment at the top of an existing file (every line before the generated mark). */
export function purposeOf(text: string): string {
  const at = text.indexOf(MARK);
  return at > 0 ? text.slice(0, at).trim() : "";
}
