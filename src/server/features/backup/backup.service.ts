import { readFile, rename, writeFile } from "node:fs/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { ensureAllSortIndexes } from "../../lib/custom-fields/sort-index";

// Every column that holds a storage key; each feature that stores files adds its own here.
const fileKeyColumns: { table: string; column: string }[] = [
  { table: "members", column: "avatar_key" },
  { table: "companies", column: "logo_key" },
  { table: "documents", column: "storage_key" },
];

// Derived tables (kept by triggers from other tables): never backed up, rebuilt on restore (the portfolio
// holdings by the equity_investments triggers, decision 041); and caller_epoch, the instance's own counter
// for the caller cache (migration caller_epoch).
const derivedTables = ["company_stage_counts", "company_analytics_cache", "company_holdings", "fund_holdings", "caller_epoch"];

type Backup = {
  format: "fundline-backup";
  version: 1;
  createdAt: string;
  tables: Record<string, unknown[]>;
  files: Record<string, string>;
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Application tables ordered so that every table comes after the tables it references. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  )
    .map((r) => r.name)
    .filter((t) => !derivedTables.includes(t));
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const e of edges) if (e.child === t) visit(e.parent, path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * Each table's columns other than generated ones (companies.custom_fields_text, migration 0046), as SQL
 * identifiers: PostgreSQL computes those itself and refuses a value for them, so backups leave them out.
 */
async function storedColumns(db: Db): Promise<Map<string, ReturnType<typeof sql.join>>> {
  const cols = await rows<{ t: string; c: string }>(
    db,
    sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { t, c } of cols) byTable.set(t, [...(byTable.get(t) ?? []), c]);
  return new Map(
    [...byTable].map(([t, names]) => [
      t,
      sql.join(
        names.map((n) => sql.identifier(n)),
        sql`, `,
      ),
    ]),
  );
}

export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await tablesInDependencyOrder(db)) {
    const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t)}`);
    counts[t] = r.n;
  }
  return counts;
}

/** md5 of each table's rows in a stable order: equal checksums mean equal contents. */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const t of await tablesInDependencyOrder(db)) {
    const [r] = await rows<{ h: string }>(
      db,
      sql`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.identifier(t)} x`,
    );
    sums[t] = r.h;
  }
  return sums;
}

/**
 * Every row as of one moment (one repeatable-read transaction, so a running server can keep
 * writing) and every stored file those rows name. Files are never overwritten under a key.
 */
async function snapshot(deps: Pick<Deps, "db" | "storage">): Promise<Backup> {
  return deps.db.transaction(
    async (db) => {
      const backup: Backup = { format: "fundline-backup", version: 1, createdAt: new Date().toISOString(), tables: {}, files: {} };
      const columns = await storedColumns(db);
      for (const t of await tablesInDependencyOrder(db)) {
        const [r] = await rows<{ data: unknown[] }>(
          db,
          sql`select coalesce(json_agg(x), '[]'::json) as data from (select ${columns.get(t)} from ${sql.identifier(t)}) x`,
        );
        backup.tables[t] = r.data;
      }
      for (const { table, column } of fileKeyColumns) {
        const keys = await rows<{ key: string }>(
          db,
          sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
        );
        for (const { key } of keys) {
          const bytes = await deps.storage.get(key);
          if (bytes) backup.files[key] = Buffer.from(bytes).toString("base64");
        }
      }
      return backup;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

export async function backupTo(deps: Pick<Deps, "db" | "storage">, file: string) {
  const backup = await snapshot(deps);
  // Write then rename: a half-written backup never carries the final name.
  const temp = `${file}.partial`;
  await writeFile(temp, gzipSync(JSON.stringify(backup)));
  await rename(temp, file);
  return {
    file,
    tables: Object.fromEntries(Object.entries(backup.tables).map(([t, r]) => [t, r.length])),
    files: Object.keys(backup.files).length,
  };
}

/** Loads a backup into an instance that has no organisation yet, in one transaction. */
export async function restoreFrom(deps: Deps, file: string) {
  let backup: Backup;
  try {
    backup = JSON.parse(gunzipSync(await readFile(file)).toString("utf8"));
  } catch {
    throw new AppError("bad_request", `${file} is not a Fundline backup`);
  }
  if (backup.format !== "fundline-backup" || backup.version !== 1) throw new AppError("bad_request", `${file} is not a Fundline backup`);
  const [{ n }] = await rows<{ n: number }>(deps.db, sql`select count(*)::int as n from organizations`);
  if (n > 0) throw new AppError("conflict", "Restore needs an empty instance (this one already has organisations)");

  for (const [key, base64] of Object.entries(backup.files)) await deps.storage.put(key, Buffer.from(base64, "base64"));
  const order = await tablesInDependencyOrder(deps.db);
  await deps.db.transaction(async (tx) => {
    const columns = await storedColumns(tx);
    for (const t of [...order].reverse()) await tx.execute(sql`delete from ${sql.identifier(t)}`);
    for (const t of order) {
      const data = backup.tables[t];
      if (!data?.length) continue;
      const [table, cols] = [sql.identifier(t), columns.get(t)];
      // OVERRIDING SYSTEM VALUE: identity columns (activity_log.id) keep their backed-up values.
      await tx.execute(
        sql`insert into ${table} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${table}, ${JSON.stringify(data)}::json)`,
      );
    }
    const serials = await tx.execute(
      sql`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    for (const { t, c } of (serials as unknown as { rows: { t: string; c: string }[] }).rows) {
      const [table, column] = [sql.identifier(t), sql.identifier(c)];
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${t}, ${c}), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      );
    }
    await ensureAllSortIndexes(tx);
  });
  return { restored: await tableCounts(deps.db), checksums: await tableChecksums(deps.db), files: Object.keys(backup.files).length };
}
