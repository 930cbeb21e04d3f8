import { and, eq, inArray, sql } from "drizzle-orm";
import { rangeTypes, type FieldEntity } from "@shared/constants/custom-fields";
import type { Db } from "../../db/client";
import { customFields } from "../../db/schema";
import { lockValue } from "../db-helpers";
import { entityTable } from "./definitions";
import { keyLiteral } from "./filters";

type Tx = Pick<Db, "execute" | "select" | "selectDistinct">;
/** A record table of an entity, as SQL. */
export const entityTableSql = (entity: FieldEntity) => sql.raw(`"${entityTable[entity]}"`);
const indexName = (entity: FieldEntity, key: string) => sql.raw(`"${entityTable[entity]}_cf_${key}_idx"`);

/**
 * The sort and range index of a number, money or date key (docs/decisions/022-custom-fields.md),
 * shared by every organisation with a field of that key.
 */
export async function ensureSortIndex(tx: Tx, entity: FieldEntity, key: string) {
  await lockValue(tx, "custom-field-index", entity, key);
  await tx.execute(
    sql`create index if not exists ${indexName(entity, key)} on ${entityTableSql(entity)} (org_id, (coalesce(custom_fields->${keyLiteral(key)}, 'null'::jsonb)), id)`,
  );
}

/**
 * Creates the sort index of every number, money and date field (after a restore, which copies
 * rows but not the indexes the fields created at run time).
 */
export async function ensureAllSortIndexes(tx: Tx) {
  const rows = await tx
    .selectDistinct({ entity: customFields.entity, key: customFields.key })
    .from(customFields)
    .where(inArray(customFields.type, [...rangeTypes]));
  for (const r of rows) await ensureSortIndex(tx, r.entity as FieldEntity, r.key);
}

/** Drops a key's index when no field of any organisation uses the key any more. */
export async function dropSortIndex(tx: Tx, entity: FieldEntity, key: string) {
  await lockValue(tx, "custom-field-index", entity, key);
  const [used] = await tx
    .select({ id: customFields.id })
    .from(customFields)
    .where(and(eq(customFields.entity, entity), eq(customFields.key, key)))
    .limit(1);
  if (!used) await tx.execute(sql`drop index if exists ${indexName(entity, key)}`);
}
