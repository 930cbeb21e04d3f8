import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FieldEntity } from "@shared/constants/custom-fields";
import { fieldValueSchema, isBlankValue, type CustomField, type CustomFieldValues } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import { companies, members, people } from "../../db/schema";
import { AppError } from "../errors";
import { fieldsOf } from "./definitions";

export type CustomValues = Record<string, unknown>;

const invalid = (field: string, message: string) => new AppError("validation_failed", message, { [`customFields.${field}`]: message });

/** Member, company and person values must be of the caller's organisation. */
async function assertReferences(db: Db, orgId: string, fields: CustomField[], values: CustomValues) {
  for (const field of fields) {
    const value = values[field.key];
    if (value === null || value === undefined) continue;
    const found =
      field.type === "member"
        ? await db
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.orgId, orgId), eq(members.userId, value as string)))
        : field.type === "company"
          ? await db
              .select({ id: companies.id })
              .from(companies)
              .where(and(eq(companies.orgId, orgId), inArray(companies.id, [value as string])))
          : field.type === "person"
            ? await db
                .select({ id: people.id })
                .from(people)
                .where(and(eq(people.orgId, orgId), eq(people.id, value as string)))
            : [1];
    if (!found.length) throw invalid(field.key, `${field.name}: not found in your organisation`);
  }
}

/**
 * Checks a body's `customFields` against the organisation's definitions and returns the
 * values to store (blank → null, which removes the key). Unknown keys (another organisation's
 * fields included), archived fields, wrong types, unknown options and, on create, required
 * fields left empty are a 400 naming the field; the caller writes nothing.
 */
export async function checkCustomFields(
  db: Db,
  orgId: string,
  entity: FieldEntity,
  input: CustomValues | undefined,
  mode: "create" | "update",
): Promise<CustomValues> {
  const values = input ?? {};
  if (mode === "update" && Object.keys(values).length === 0) return {};
  const defs = await fieldsOf(db, orgId, entity);
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const out: CustomValues = {};
  for (const [key, raw] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) throw invalid(key, `Unknown custom field "${key.slice(0, 64)}"`);
    if (field.archived) throw invalid(key, `${field.name} is archived`);
    if (isBlankValue(raw)) {
      if (field.required) throw invalid(key, `${field.name} is required`);
      out[key] = null;
      continue;
    }
    const parsed = fieldValueSchema({ ...field, required: true }).safeParse(raw);
    if (!parsed.success) throw invalid(key, parsed.error.issues[0]?.message ?? `${field.name} is invalid`);
    out[key] = parsed.data;
  }
  if (mode === "create")
    for (const field of defs)
      if (field.required && !field.archived && isBlankValue(out[field.key])) throw invalid(field.key, `${field.name} is required`);
  await assertReferences(
    db,
    orgId,
    defs.filter((d) => byKey.has(d.key) && d.key in out),
    out,
  );
  return out;
}

/** The stored object after applying checked values (null removes the key). */
export function mergedValues(stored: CustomValues, patch: CustomValues): CustomFieldValues {
  const next = { ...stored } as CustomFieldValues;
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v as CustomFieldValues[string];
  }
  return next;
}

/** An update's SET expression for the jsonb column: set the given keys, remove the nulls. */
export function customFieldsUpdate(column: PgColumn, patch: CustomValues): SQL {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null));
  const removed = Object.keys(patch).filter((k) => patch[k] === null);
  return sql`(${column} || ${JSON.stringify(set)}::jsonb) - ${sql`array[${sql.join(
    removed.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`}`;
}

/** An update's values with the custom-field patch as a jsonb expression (nothing when the patch is empty). */
export const withCustomFields = <T extends Record<string, unknown>>(values: T, column: PgColumn, patch: CustomValues): T =>
  Object.keys(patch).length ? { ...values, customFields: customFieldsUpdate(column, patch) } : values;
