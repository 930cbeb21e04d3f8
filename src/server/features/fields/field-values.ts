import { sql } from "drizzle-orm";
import type { FieldEntity } from "@shared/constants/custom-fields";
import type { Db } from "../../db/client";
import type { FieldOption } from "../../db/schema";
import { entityTableSql as table } from "../../lib/custom-fields/sort-index";

type Tx = Pick<Db, "execute">;

/** Removes a field's values from every record of the organisation. */
export async function removeValues(tx: Tx, orgId: string, entity: FieldEntity, key: string) {
  await tx.execute(
    sql`update ${table(entity)} set custom_fields = custom_fields - ${key} where org_id = ${orgId} and custom_fields ? ${key}`,
  );
}

/**
 * Keeps values in step with a select's options: a renamed option's label is rewritten, a removed
 * option's cleared. Two passes through placeholders, so that swapping two labels works.
 */
export async function renameValues(
  tx: Tx,
  orgId: string,
  entity: FieldEntity,
  key: string,
  type: string,
  before: FieldOption[],
  after: FieldOption[],
) {
  const next = new Map(after.map((o) => [o.id, o.label]));
  const moves = before
    .filter((o) => next.get(o.id) !== o.label)
    .map((o, i) => ({ from: o.label, via: `\u0001swap${i}`, to: next.get(o.id) ?? null }));
  for (const m of moves) await replaceLabel(tx, orgId, entity, key, type, m.from, m.via);
  for (const m of moves) await replaceLabel(tx, orgId, entity, key, type, m.via, m.to);
}

async function replaceLabel(tx: Tx, orgId: string, entity: FieldEntity, key: string, type: string, from: string, to: string | null) {
  const t = table(entity);
  if (type === "select") {
    const match = JSON.stringify({ [key]: from });
    await tx.execute(
      to === null
        ? sql`update ${t} set custom_fields = custom_fields - ${key} where org_id = ${orgId} and custom_fields @> ${match}::jsonb`
        : sql`update ${t} set custom_fields = jsonb_set(custom_fields, array[${key}], to_jsonb(${to}::text)) where org_id = ${orgId} and custom_fields @> ${match}::jsonb`,
    );
    return;
  }
  const match = JSON.stringify({ [key]: [from] });
  const list = sql`(select coalesce(jsonb_agg(x.e order by x.n), '[]'::jsonb) from (
      select case when e = ${from} then ${to}::text else e end as e, n
      from jsonb_array_elements_text(custom_fields->${key}) with ordinality as a(e, n)) x where x.e is not null)`;
  await tx.execute(sql`update ${t} set custom_fields = case when ${list} = '[]'::jsonb then custom_fields - ${key}
      else jsonb_set(custom_fields, array[${key}], ${list}) end
    where org_id = ${orgId} and custom_fields @> ${match}::jsonb`);
}
