import { and, asc, eq } from "drizzle-orm";
import type { FieldEntity } from "@shared/constants/custom-fields";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import { customFields } from "../../db/schema";

type Row = typeof customFields.$inferSelect;

export const toField = (r: Row): CustomField => ({
  id: r.id,
  entity: r.entity as CustomField["entity"],
  key: r.key,
  name: r.name,
  type: r.type as CustomField["type"],
  description: r.description,
  required: r.required,
  archived: r.archived,
  options: r.options,
  position: r.position,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The organisation's fields of one entity (archived ones too), in display order. */
export async function fieldsOf(db: Pick<Db, "select">, orgId: string, entity: FieldEntity): Promise<CustomField[]> {
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.orgId, orgId), eq(customFields.entity, entity)))
    .orderBy(asc(customFields.position), asc(customFields.createdAt));
  return rows.map(toField);
}

/** The record table of each entity (the name in SQL; keys are checked slugs). */
export const entityTable: Record<FieldEntity, string> = { company: "companies", person: "people", lp: "lps" };
