import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { AppError, notFound, pgErrorCode } from "./errors";

/** A timestamp as JavaScript's toISOString() writes it (UTC, milliseconds, "Z"), as text: no Date parsing in JavaScript. */
export const isoTime = (column: SQL | PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";
/** 23503 (NO ACTION) or 23001 (RESTRICT): the row is still referenced. */
export const isForeignKeyViolation = (err: unknown) => ["23503", "23001"].includes(pgErrorCode(err) ?? "");

/** Runs a write, turning a unique-index violation into a 409 with the given message. */
export async function uniquely<T>(write: Promise<T>, message: string, field = "name"): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("conflict", message, { [field]: message });
    throw err;
  }
}

/**
 * Makes "check, then insert" on one value atomic across every process sharing the database:
 * a transaction-scoped advisory lock on the value (released at commit or rollback), so the
 * second of two parallel requests sees the first one's row.
 */
export async function lockValue(tx: Pick<Db, "execute">, ...parts: string[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${parts.join("\u0001")}, 0))`);
}

type VersionedTable = PgTable & { id: PgColumn; orgId: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Optimistic concurrency: updates the row only if it still has the version the client
 * saw. A stale version is a 409 (nothing written); another organisation's row is a 404.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  key: { id: string; orgId: string; version: number },
  values: Record<string, unknown>,
  what: string,
): Promise<T["$inferSelect"]> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, key.id), eq(table.orgId, key.orgId), eq(table.version, key.version)))
    .returning()) as unknown as T["$inferSelect"][];
  if (rows[0]) return rows[0];
  await findInOrg(db, table, key.id, key.orgId, what);
  throw staleError(what);
}

/** The 409 of a write made on a version someone else has changed since. */
export const staleError = (what: string) =>
  new AppError("conflict", `This ${what.toLowerCase()} was changed by someone else. Reload to see the latest version.`);

/** The row with this id in the caller's organisation, or a 404. */
export async function findInOrg<T extends PgTable & { id: PgColumn; orgId: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  orgId: string,
  what: string,
  extra?: SQL,
) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.orgId, orgId), extra))
    .limit(1);
  if (!row) throw notFound(what);
  return row as T["$inferSelect"];
}

/** Deletes the row in the caller's organisation; 404 when there is none. */
export async function deleteInOrg<T extends PgTable & { id: PgColumn; orgId: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  orgId: string,
  what: string,
) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)))
    .returning({ id: table.id });
  if (!rows.length) throw notFound(what);
}

/**
 * A statement for the hottest paths, built once per database handle instead of on every
 * request (`build` ends in `.prepare(name)`; PostgreSQL then also keeps its plan per
 * connection). Values come in through sql.placeholder().
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * A raw SQL statement prepared by name once per database handle, its rows as the driver returns
 * them (objects keyed by column alias). A query builder's prepared select maps every row field by
 * field (drizzle's mapResultRow): for a board of 231 cards, 1.5 against 0.8–0.9 ms in all
 * (bench/card-rows.ts on PostgreSQL). Values come in through sql.placeholder(); `query` may
 * depend on the database (built once per handle).
 */
export function preparedRows<Row>(name: string, query: SQL | ((db: Db) => SQL)) {
  return preparedPerDb((db) => {
    // drizzle's session and dialect are public fields, typed as internal: without `fields`, a
    // prepared query returns the driver's result (node-postgres and PGlite both give `rows`).
    const { session, dialect } = db as unknown as {
      session: {
        prepareQuery(
          q: unknown,
          fields: undefined,
          name: string,
          arrayMode: false,
        ): { execute(v: Record<string, unknown>): Promise<unknown> };
      };
      dialect: { sqlToQuery(q: SQL): unknown };
    };
    const prepared = session.prepareQuery(dialect.sqlToQuery(typeof query === "function" ? query(db) : query), undefined, name, false);
    return async (values: Record<string, unknown>) => ((await prepared.execute(values)) as { rows: Row[] }).rows;
  });
}
