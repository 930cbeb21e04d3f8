import { and, eq, inArray } from "drizzle-orm";
import type { FieldEntity } from "@shared/constants/custom-fields";
import {
  columnDictionary,
  customFieldColumn,
  customFieldColumnKey,
  type ColumnDef,
  type ExportEntity,
} from "@shared/import-export/columns";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import { companies, members, people, user } from "../../db/schema";
import { fieldsOf } from "../custom-fields/definitions";

/** A cell before it is written: text, a number (money, numbers), a boolean, a list of names or blank. */
export type Cell = string | number | boolean | readonly string[] | null;
/** A row by column key; other fields of the record may ride along and are not written. */
export type ExportRecord = Record<string, unknown>;

/** Rows are read in keyset batches of this size: memory holds one batch, whatever the row count. */
export const EXPORT_BATCH = 1000;

/** An export's columns and its rows, batch by batch (read only as the file is written). */
export type ExportSource = { columns: ColumnDef[]; batches: AsyncGenerator<ExportRecord[]> };

/** A timestamp as its ISO day. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The organisation's custom fields of an entity (archived ones left out), in display order. */
export async function customColumns(db: Db, orgId: string, entity: FieldEntity): Promise<CustomField[]> {
  return (await fieldsOf(db, orgId, entity)).filter((f) => !f.archived);
}

/** The dictionary's columns of an entity and its custom fields' (headed by their names). */
export const withCustom = (entity: ExportEntity, fields: CustomField[]) => [...columnDictionary[entity], ...fields.map(customFieldColumn)];

/**
 * Custom field values of one batch, by column key: options and text as they are, member, company
 * and person references by name (one lookup per batch and type, within the organisation, so a
 * foreign id never resolves).
 */
export async function customValues(db: Db, orgId: string, fields: CustomField[], rows: Record<string, unknown>[]) {
  const ids = { member: new Set<string>(), company: new Set<string>(), person: new Set<string>() };
  for (const f of fields)
    if (f.type === "member" || f.type === "company" || f.type === "person")
      for (const r of rows) if (typeof r[f.key] === "string") ids[f.type].add(r[f.key] as string);
  const names = new Map<string, string>();
  const load = async (found: Promise<{ id: string; name: string }[]>) => (await found).forEach((r) => names.set(r.id, r.name));
  if (ids.member.size)
    await load(
      db
        .select({ id: user.id, name: user.name })
        .from(members)
        .innerJoin(user, eq(user.id, members.userId))
        .where(and(eq(members.orgId, orgId), inArray(members.userId, [...ids.member]))),
    );
  if (ids.company.size)
    await load(
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.orgId, orgId), inArray(companies.id, [...ids.company]))),
    );
  if (ids.person.size)
    await load(
      db
        .select({ id: people.id, name: people.name })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, [...ids.person]))),
    );
  return rows.map((values) => {
    const out: ExportRecord = {};
    for (const f of fields) {
      const v = values[f.key];
      const key = customFieldColumnKey(f.key);
      if (v === null || v === undefined) out[key] = null;
      else if (f.type === "member" || f.type === "company" || f.type === "person") out[key] = names.get(v as string) ?? null;
      else if (Array.isArray(v)) out[key] = v.map(String);
      else out[key] = v;
    }
    return out;
  });
}
