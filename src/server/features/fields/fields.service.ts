import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { MAX_FIELDS, optionTypes, rangeTypes, type FieldEntity } from "@shared/constants/custom-fields";
import type { CustomField, fieldCreateSchema, fieldListQuery, fieldUpdateSchema } from "@shared/schemas/custom-fields";
import type { Db } from "../../db/client";
import { customFields, type FieldChange, type FieldOption } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { lockValue, uniquely } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { lockedRow, updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { toField } from "../../lib/custom-fields/definitions";
import { dropSortIndex, ensureSortIndex } from "../../lib/custom-fields/sort-index";
import { removeValues, renameValues } from "./field-values";

type CreateBody = z.output<typeof fieldCreateSchema>;
type UpdateBody = z.output<typeof fieldUpdateSchema>;
type OptionInput = NonNullable<CreateBody["options"]>[number];

const NAME_TAKEN = "There is already a field with this name";

/** A stable key from the name: lower-case letters, digits and underscores, starting with a letter. */
const slug = (name: string) => {
  const s = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  return /^[a-z]/.test(s) ? s : `f_${s}`.slice(0, 40).replace(/_+$/, "") || "field";
};

export async function listFields(db: Db, caller: Caller, q: z.output<typeof fieldListQuery>) {
  const rows = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.orgId, caller.orgId),
        q.entity ? eq(customFields.entity, q.entity) : undefined,
        q.archived === "all" ? undefined : eq(customFields.archived, q.archived === "true"),
      ),
    )
    .orderBy(asc(customFields.entity), asc(customFields.position), asc(customFields.createdAt));
  return { items: rows.map(toField) };
}

export async function getField(db: Db, caller: Caller, id: string): Promise<CustomField> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.id, id), eq(customFields.orgId, caller.orgId)));
  if (!row) throw notFound("Field");
  return toField(row);
}

/** Options with ids: kept for existing ones (matched by id), new ids for the rest. */
function withIds(input: OptionInput[] | undefined, existing: FieldOption[] = []): FieldOption[] {
  const known = new Map(existing.map((o) => [o.id, o]));
  return (input ?? []).map((o) => ({
    id: o.id && known.has(o.id) ? o.id : randomUUID().slice(0, 8),
    label: o.label,
    color: o.color === undefined ? (o.id ? (known.get(o.id)?.color ?? null) : null) : o.color,
  }));
}

export async function createField(db: Db, caller: Caller, body: CreateBody): Promise<CustomField> {
  const hasOptions = optionTypes.includes(body.type);
  if (hasOptions && !body.options?.length)
    throw new AppError("validation_failed", "A select field needs at least one option", { options: "Add at least one option" });
  if (!hasOptions && body.options?.length)
    throw new AppError("validation_failed", "Only select fields have options", { options: "Only select fields have options" });
  const id = await db.transaction(async (tx) => {
    // One writer per organisation and entity: the count limit and the key suffix stay exact.
    await lockValue(tx, "custom-field", caller.orgId, body.entity);
    const rows = await tx
      .select({ key: customFields.key, name: customFields.name })
      .from(customFields)
      .where(and(eq(customFields.orgId, caller.orgId), eq(customFields.entity, body.entity)));
    if (rows.length >= MAX_FIELDS) throw new AppError("validation_failed", `At most ${MAX_FIELDS} fields per record type`);
    if (rows.some((r) => r.name.toLowerCase() === body.name.toLowerCase()))
      throw new AppError("conflict", NAME_TAKEN, { name: NAME_TAKEN });
    const base = slug(body.name);
    let key = base;
    for (let i = 2; rows.some((r) => r.key === key); i++) key = `${base.slice(0, 36)}_${i}`;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(customFields)
      .where(and(eq(customFields.orgId, caller.orgId), eq(customFields.entity, body.entity)));
    const [row] = await uniquely(
      tx
        .insert(customFields)
        .values({
          orgId: caller.orgId,
          entity: body.entity,
          key,
          name: body.name,
          type: body.type,
          description: body.description ?? null,
          required: body.required ?? false,
          options: withIds(body.options),
          position: n,
        })
        .returning({ id: customFields.id }),
      NAME_TAKEN,
    );
    if (rangeTypes.includes(body.type)) await ensureSortIndex(tx, body.entity, key);
    await recordChange(tx, caller, { entityType: "custom_field", entityId: row.id, label: body.name, action: "created" });
    return row.id;
  });
  return getField(db, caller, id);
}

export async function updateField(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<CustomField> {
  const { version, options, ...values } = body;
  await db.transaction(async (tx) => {
    const current = await lockedRow(tx, customFields, id, caller.orgId, "Field");
    if (options && !optionTypes.includes(current.type as CustomField["type"]))
      throw new AppError("validation_failed", "Only select fields have options", { options: "Only select fields have options" });
    if (options && !options.length)
      throw new AppError("validation_failed", "A select field needs at least one option", { options: "Add at least one option" });
    const nextOptions = options ? withIds(options, current.options) : undefined;
    const { after, changes } = await uniquely(
      updateTracked(
        tx,
        customFields,
        { id, orgId: caller.orgId, version },
        nextOptions ? { ...values, options: nextOptions } : values,
        "Field",
      ),
      NAME_TAKEN,
    );
    // Values hold option labels: renamed options are rewritten, removed ones cleared, in this transaction.
    if (nextOptions)
      await renameValues(tx, caller.orgId, current.entity as FieldEntity, current.key, current.type, current.options, nextOptions);
    await recordChange(tx, caller, { entityType: "custom_field", entityId: id, label: after.name, action: "updated", changes });
  });
  return getField(db, caller, id);
}

/** Without confirmName: archive (values kept). With the field's name: delete the field and every value of it. */
export async function deleteField(db: Db, caller: Caller, id: string, confirmName?: string) {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, customFields, id, caller.orgId, "Field");
    if (confirmName === undefined) {
      await tx
        .update(customFields)
        .set({ archived: true, version: sql`${customFields.version} + 1`, updatedAt: new Date() })
        .where(eq(customFields.id, id));
      const changes: Record<string, FieldChange> = row.archived ? {} : { archived: { from: false, to: true } };
      await recordChange(tx, caller, { entityType: "custom_field", entityId: id, label: row.name, action: "updated", changes });
      return;
    }
    if (confirmName.trim() !== row.name)
      throw new AppError("validation_failed", "Type the field's name to delete it and its values", {
        name: "Does not match the field's name",
      });
    await removeValues(tx, caller.orgId, row.entity as FieldEntity, row.key);
    await tx.delete(customFields).where(eq(customFields.id, id));
    if (rangeTypes.includes(row.type as CustomField["type"])) await dropSortIndex(tx, row.entity as FieldEntity, row.key);
    await recordChange(tx, caller, { entityType: "custom_field", entityId: id, label: row.name, action: "deleted" });
  });
}
