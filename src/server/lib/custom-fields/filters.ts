import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { rangeTypes } from "@shared/constants/custom-fields";
import { fieldValueSchema, type CustomField } from "@shared/schemas/custom-fields";
import { AppError } from "../errors";

export type CfFilter = { key: string; op: "eq" | "gt" | "lt"; value: string };

const param = /^cf\.([a-z][a-z0-9_]{0,63})(?:\[(gt|lt)\])?$/;

/** The `cf.<key>`, `cf.<key>[gt]` and `cf.<key>[lt]` query parameters of a list request. */
export function customFieldFilters(query: Record<string, string[]>): CfFilter[] {
  const out: CfFilter[] = [];
  for (const [name, values] of Object.entries(query)) {
    if (!name.startsWith("cf.")) continue;
    const m = param.exec(name);
    if (!m) throw new AppError("validation_failed", `Unknown filter ${name.slice(0, 80)}`, { [name.slice(0, 80)]: "Unknown filter" });
    for (const value of values) out.push({ key: m[1], op: (m[2] as "gt" | "lt" | undefined) ?? "eq", value: value.slice(0, 2000) });
  }
  return out.slice(0, 50);
}

/** A key as an SQL literal (so the planner matches the expression index); keys are checked slugs. */
export function keyLiteral(key: string): SQL {
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) throw new AppError("validation_failed", "Invalid custom field key");
  return sql.raw(`'${key}'`);
}

const bad = (key: string, message: string) => new AppError("validation_failed", message, { [`cf.${key}`]: message });

/** The value a filter compares with, parsed as the field's type (a 400 naming the field otherwise). */
function filterValue(field: CustomField, text: string): unknown {
  const raw =
    field.type === "number" || field.type === "money"
      ? text.trim() === ""
        ? NaN
        : Number(text)
      : field.type === "checkbox"
        ? text === "true"
          ? true
          : text === "false"
            ? false
            : text
        : text;
  const parsed = fieldValueSchema({ ...field, type: field.type === "multiSelect" ? "select" : field.type, required: true }).safeParse(raw);
  if (!parsed.success) throw bad(field.key, parsed.error.issues[0]?.message ?? `${field.name}: invalid filter`);
  return parsed.data;
}

/**
 * SQL conditions on a record's `custom_fields` (docs/decisions/022-custom-fields.md): equality as
 * containment (the GIN index), a comma list as `in` on selects, [gt]/[lt] on numbers, money and dates.
 */
export function customFieldConditions(column: PgColumn | SQL, fields: CustomField[], filters: CfFilter[]): SQL[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return filters.map(({ key, op, value }) => {
    const field = byKey.get(key);
    if (!field) throw bad(key, `Unknown custom field "${key}"`);
    if (op !== "eq") {
      if (!rangeTypes.includes(field.type)) throw bad(key, `${field.name} cannot be compared with [gt] or [lt]`);
      const v = JSON.stringify(filterValue(field, value));
      return op === "gt" ? sql`${column}->${keyLiteral(key)} > ${v}::jsonb` : sql`${column}->${keyLiteral(key)} < ${v}::jsonb`;
    }
    if (field.type === "checkbox" && filterValue(field, value) === false)
      return sql`not ${column} @> ${JSON.stringify({ [key]: true })}::jsonb`;
    const list = field.type === "select" || field.type === "multiSelect" ? value.split(",").map((s) => s.trim()) : [value];
    const tests = list.map((item) => {
      const v = filterValue(field, item);
      const doc = { [key]: field.type === "multiSelect" ? [v] : v };
      return sql`${column} @> ${JSON.stringify(doc)}::jsonb`;
    });
    return tests.length === 1 ? tests[0] : sql`(${sql.join(tests, sql` or `)})`;
  });
}

/** A `sort=cf.<key>` / `-cf.<key>` value, or null for a built-in sort. */
export const customSortKey = (sort: string) => /^-?cf\.([a-z][a-z0-9_]{0,63})$/.exec(sort)?.[1] ?? null;

/**
 * The sort expression of a custom field: jsonb's ordering (numbers numerically, dates as
 * ISO text), a missing value as JSON null, lowest, like the built-in sorts' coalesce(x, -1).
 * Matches the expression index created for number, money and date fields.
 */
export const customSortExpression = (column: PgColumn | SQL, key: string) => sql`coalesce(${column}->${keyLiteral(key)}, 'null'::jsonb)`;

/** Checks that a sort names a field of the entity (400 otherwise). */
export function assertSortable(fields: CustomField[], key: string) {
  if (!fields.some((f) => f.key === key)) throw bad(key, `Unknown custom field "${key}"`);
}

/** A list request's custom-field conditions and sort key, checked against the entity's fields. */
export async function customListParts(
  loadFields: () => Promise<CustomField[]>,
  column: PgColumn | SQL,
  filters: CfFilter[],
  sort: string,
): Promise<{ conditions: SQL[]; sortKey: string | null }> {
  const sortKey = customSortKey(sort);
  if (!filters.length && !sortKey) return { conditions: [], sortKey: null };
  const fields = await loadFields();
  if (sortKey) assertSortable(fields, sortKey);
  return { conditions: customFieldConditions(column, fields, filters), sortKey };
}
