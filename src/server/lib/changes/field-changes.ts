import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { FieldChange } from "../../db/schema";
import { AppError, notFound } from "../errors";

const ignored = new Set(["version", "updatedAt", "createdAt", "orgId", "id"]);

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

type Values = Record<string, unknown> | null | undefined;

/** Custom field values (a jsonb of values by key) changed one by one, as `cf.<key>`. */
function customFieldChanges(before: Values, after: Values) {
  const out: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[`cf.${key}`] = { from, to };
  }
  return out;
}

/** The fields whose value differs between two versions of a row (bookkeeping columns left out). */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>, keys = Object.keys(after)) {
  const out: Record<string, FieldChange> = {};
  for (const key of keys) {
    if (ignored.has(key)) continue;
    if (key === "customFields") {
      Object.assign(out, customFieldChanges(before[key] as Values, after[key] as Values));
      continue;
    }
    const from = comparable(before[key]);
    const to = comparable(after[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from: from ?? null, to: to ?? null };
  }
  return out;
}

/** The row as it is before an update, locked until the transaction ends (so the diff is exact); 404 if absent. */
export async function lockedRow<T extends PgTable & { id: PgColumn; orgId: PgColumn }>(
  tx: Db,
  table: T,
  id: string,
  orgId: string,
  what: string,
): Promise<T["$inferSelect"]> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)))
    .for("update");
  if (!row) throw notFound(what);
  return row as T["$inferSelect"];
}

type VersionedTable = PgTable & { id: PgColumn; orgId: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * updateVersioned for writes that record their change: locks the row, answers a stale
 * version with 409 before writing anything, updates, and returns the row before and after.
 */
export async function updateTracked<T extends VersionedTable>(
  tx: Db,
  table: T,
  key: { id: string; orgId: string; version: number },
  values: Record<string, unknown>,
  what: string,
): Promise<{ before: T["$inferSelect"]; after: T["$inferSelect"]; changes: Record<string, FieldChange> }> {
  const before = await lockedRow(tx, table, key.id, key.orgId, what);
  if ((before as { version: number }).version !== key.version)
    throw new AppError("conflict", `This ${what.toLowerCase()} was changed by someone else. Reload to see the latest version.`);
  const [after] = (await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(eq(table.id, key.id))
    .returning()) as unknown as T["$inferSelect"][];
  return { before, after, changes: fieldChanges(before, after, Object.keys(values)) };
}
