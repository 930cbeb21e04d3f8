import { z } from "zod";
import { fieldEntities, fieldTypes, optionColors, viewModes, viewPages } from "../constants/custom-fields";
import { calendarDate, listOf } from "./common";
import { versionField } from "./settings";

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const label = (what: string, max: number) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`);

export const fieldOptionSchema = z.object({ id: z.string(), label: z.string(), color: z.string().nullable() });

export const fieldSchema = z.object({
  id: z.uuid(),
  entity: z.enum(fieldEntities),
  /** Where values live in `customFields` and in `cf.<key>` filters; never changes. */
  key: z.string(),
  name: z.string(),
  type: z.enum(fieldTypes),
  description: z.string().nullable(),
  required: z.boolean(),
  archived: z.boolean(),
  options: z.array(fieldOptionSchema),
  position: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomField = z.infer<typeof fieldSchema>;

const optionInput = z.strictObject({
  /** An existing option's id (rename or recolour it); absent: a new option. */
  id: z.string().max(40).optional(),
  label: label("Option", 100),
  color: z.enum(optionColors, { message: "Unknown colour" }).nullable().optional(),
});
const options = z
  .array(optionInput, { message: "Options must be a list" })
  .max(100, "At most 100 options")
  .refine((list) => new Set(list.map((o) => o.label.toLowerCase())).size === list.length, "Option labels must be unique");
const description = z.string().trim().max(1000, "Description must be at most 1000 characters").nullable();

export const fieldCreateSchema = z.strictObject({
  entity: z.enum(fieldEntities, { message: "Entity must be company, person or lp" }),
  name: label("Field name", 80),
  type: z.enum(fieldTypes, { message: "Unknown field type" }),
  options: options.optional(),
  required: z.boolean().optional(),
  description: description.optional(),
});
export type FieldCreate = z.input<typeof fieldCreateSchema>;

export const fieldUpdateSchema = z.strictObject({
  name: label("Field name", 80).optional(),
  description: description.optional(),
  required: z.boolean().optional(),
  archived: z.boolean().optional(),
  /** The full list in display order: ids keep (and rename) options, missing ones are removed with their values. */
  options: options.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  version: versionField,
});
export type FieldUpdate = z.input<typeof fieldUpdateSchema>;

/** DELETE archives; with ?confirmName=<the field's name> it deletes the field and its values. */
export const fieldDeleteQuery = z.object({ confirmName: z.string().max(200).optional() });

export const fieldListQuery = z.object({
  entity: z.enum(fieldEntities).optional(),
  archived: z.enum(["true", "false", "all"]).default("all"),
});
export const fieldListSchema = z.object({ items: z.array(fieldSchema) });

/** `customFields` of a create or update body: values by key, checked against the organisation's fields. */
export const customFieldsInput = z
  .record(z.string().max(64), z.unknown())
  .refine((r) => Object.keys(r).length <= 200, "Too many custom fields")
  .optional();
/** `customFields` of a record read. */
export const customFieldsOutput = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));
export type CustomFieldValues = z.infer<typeof customFieldsOutput>;

const website = /^(https?:\/\/)?[^\s/$.?#].[^\s]*$/i;

/** The validator of one field's value (null clears; a required field refuses null). */
export function fieldValueSchema(field: Pick<CustomField, "name" | "type" | "options" | "required">): z.ZodType {
  const n = field.name;
  const labels = field.options.map((o) => o.label);
  const oneOf = `${n} must be one of: ${labels.join(", ") || "(no options)"}`;
  const text = (max: number) =>
    z
      .string({ message: `${n} must be text` })
      .trim()
      .max(max, `${n} must be at most ${max} characters`)
      .refine(noControl, `${n} cannot contain control characters`);
  const byType: Record<CustomField["type"], z.ZodType> = {
    text: text(1000),
    longText: z.string({ message: `${n} must be text` }).max(50_000, `${n} must be at most 50000 characters`),
    number: z
      .number({ message: `${n} must be a number` })
      .min(-1e15, `${n} is too small`)
      .max(1e15, `${n} is too large`),
    money: z
      .number({ message: `${n} must be an amount in whole dollars` })
      .int(`${n} must be whole dollars`)
      .min(0, `${n} cannot be negative`)
      .max(1e15, `${n} is too large`),
    date: calendarDate(`${n} must be a date (YYYY-MM-DD)`),
    checkbox: z.boolean({ message: `${n} must be true or false` }),
    select: z.string({ message: oneOf }).refine((v) => labels.includes(v), oneOf),
    multiSelect: z
      .array(
        z.string({ message: oneOf }).refine((v) => labels.includes(v), oneOf),
        { message: `${n} must be a list of options` },
      )
      .refine((a) => new Set(a).size === a.length, `${n} lists an option twice`),
    url: text(2000).refine((s) => website.test(s), `${n} must be a web address`),
    email: z
      .string({ message: `${n} must be an e-mail address` })
      .trim()
      .toLowerCase()
      .max(320, `${n} is too long`)
      .pipe(z.email({ message: `${n} must be an e-mail address` })),
    member: z
      .string({ message: `${n} must be a member's id` })
      .min(1)
      .max(100),
    company: z.uuid({ message: `${n} must be a company id` }),
    person: z.uuid({ message: `${n} must be a person id` }),
  };
  const schema = byType[field.type];
  return field.required ? schema : schema.nullable();
}

/** The value a blank input means (null), so required fields can say "is required". */
export const isBlankValue = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

export const savedViewSchema = z.object({
  id: z.uuid(),
  page: z.enum(viewPages),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  sort: z.string().nullable(),
  columns: z.array(z.string()).nullable(),
  groupBy: z.string().nullable(),
  viewMode: z.enum(viewModes).nullable(),
  shared: z.boolean(),
  authorId: z.string(),
  authorName: z.string().nullable(),
  /** The caller may change or delete it (own view, or shared and the caller is an owner or admin). */
  editable: z.boolean(),
  /** The caller's default view of its page (opened when they come to the page without a view or filters). */
  isDefault: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

const filterKey = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_.[\]-]+$/, "Unknown filter name");
export const viewCreateSchema = z.strictObject({
  page: z.enum(viewPages, { message: "Page must be pipeline, portfolio, network or lps" }),
  name: label("View name", 80),
  filters: z
    .record(filterKey, z.string().max(500, "A filter value must be at most 500 characters"))
    .refine((r) => Object.keys(r).length <= 50, "At most 50 filters")
    .default({}),
  sort: z.string().max(100).nullable().optional(),
  columns: z.array(z.string().max(100)).max(100, "At most 100 columns").nullable().optional(),
  groupBy: z.string().max(100).nullable().optional(),
  viewMode: z.enum(viewModes, { message: "View mode must be table, board or grouped" }).nullable().optional(),
  shared: z.boolean({ message: "shared must be true or false" }),
});
export type ViewCreate = z.input<typeof viewCreateSchema>;
export const viewUpdateSchema = viewCreateSchema
  .omit({ page: true })
  .extend({ filters: viewCreateSchema.shape.filters.removeDefault() })
  .partial()
  .extend({ version: versionField });
export type ViewUpdate = z.input<typeof viewUpdateSchema>;
/** Without a page: the caller's views of every page. */
export const viewListQuery = z.object({
  page: z.enum(viewPages, { message: "Page must be pipeline, portfolio, network or lps" }).optional(),
});
export const viewListSchema = listOf(savedViewSchema);

/** `PUT /api/v1/views/default`: the caller's default view of a page (null: none, the page opens unfiltered). */
export const viewDefaultSchema = z.strictObject({
  page: z.enum(viewPages, { message: "Page must be pipeline, portfolio, network or lps" }),
  viewId: z.uuid({ message: "viewId must be a view id" }).nullable(),
});
export type ViewDefault = z.infer<typeof viewDefaultSchema>;

/** `sort=cf.<key>` or `sort=-cf.<key>` on list endpoints. */
export const customSortSchema = z.string().regex(/^-?cf\.[a-z][a-z0-9_]{0,63}$/, "Unknown sort");
