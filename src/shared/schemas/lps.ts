import { z } from "zod";
import { customFieldsInput, customFieldsOutput, customSortSchema } from "./custom-fields";
import { defaultSubboardColor, hexColorPattern } from "../constants/lps";
import { displayPhone } from "../constants/people";
import { listQuery, moneySchema } from "./common";
import { versionField } from "./settings";

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
/** Required text: trimmed, never blank. */
const requiredText = (what: string, max = 200) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`);
/** Optional text: trimmed, blank becomes null. */
const optionalText = (what: string, max = 200) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`)
    .nullable()
    .transform((s) => (s ? s : null));
const optionalEmail = (what: string) =>
  optionalText(what, 320).refine((s) => !s || z.email().safeParse(s).success, "Enter a valid email address");
const color = z.string({ message: "Colour must look like #93C5FD" }).regex(hexColorPattern, "Colour must look like #93C5FD");
const id = (what: string) => z.uuid({ message: `Invalid ${what} id` });

// ---------- Limited partners ----------

const lpFields = {
  entityName: requiredText("Entity Name"),
  email: optionalEmail("Contact Email").optional(),
  // Stored like contacts' phones ("+1 (415) 555-0101") when it is a US number; other numbers as written.
  phone: optionalText("Contact Phone", 40)
    .transform((s) => (s ? displayPhone(s) : s))
    .optional(),
  commitmentUsd: moneySchema("Commitment").optional(),
};
export const lpCreateSchema = z.strictObject({ fundId: id("fund"), ...lpFields, customFields: customFieldsInput });
export type LpCreate = z.input<typeof lpCreateSchema>;
export const lpUpdateSchema = lpCreateSchema.partial().extend({ version: versionField });
export type LpUpdate = z.input<typeof lpUpdateSchema>;

export const lpSchema = z.object({
  id: z.uuid(),
  fundId: z.uuid(),
  entityName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  commitmentUsd: z.number().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  customFields: customFieldsOutput,
});
export type Lp = z.infer<typeof lpSchema>;

export const lpListQuery = listQuery.extend({
  fundId: id("fund").optional(),
  /** Entity name (default) or a custom field (`cf.<key>` / `-cf.<key>`); filter custom fields with `cf.<key>=`. */
  sort: z.union([z.enum(["entityName"]), customSortSchema]).default("entityName"),
});
export const lpListSchema = z.object({ items: z.array(lpSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type LpList = z.infer<typeof lpListSchema>;

/** Per fund: how many LPs and their total commitment (computed in SQL). */
export const lpTotalsSchema = z.object({
  items: z.array(z.object({ fundId: z.uuid(), count: z.number().int(), commitmentUsd: z.number() })),
});
export type LpTotals = z.infer<typeof lpTotalsSchema>;

// ---------- LP CRM boards ----------

export const lpBoardCreateSchema = z.strictObject({ name: requiredText("Board name", 120) });
export const lpBoardUpdateSchema = lpBoardCreateSchema.extend({ version: versionField });

export const lpSubboardSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type LpSubboard = z.infer<typeof lpSubboardSchema>;

export const lpBoardSchema = z.object({ id: z.uuid(), name: z.string(), version: z.number().int(), createdAt: z.string() });
export type LpBoard = z.infer<typeof lpBoardSchema>;
export const lpBoardDetailSchema = lpBoardSchema.extend({ subboards: z.array(lpSubboardSchema) });
export type LpBoardDetail = z.infer<typeof lpBoardDetailSchema>;
export const lpBoardListSchema = z.object({ items: z.array(lpBoardSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type LpBoardList = z.infer<typeof lpBoardListSchema>;

export const lpSubboardCreateSchema = z.strictObject({
  name: requiredText("Subboard name", 120),
  color: color.default(defaultSubboardColor),
});
export type LpSubboardCreate = z.input<typeof lpSubboardCreateSchema>;
export const lpSubboardUpdateSchema = z
  .strictObject({ name: requiredText("Subboard name", 120), color })
  .partial()
  .extend({ version: versionField });
export type LpSubboardUpdate = z.input<typeof lpSubboardUpdateSchema>;
export const subboardParams = z.object({ id: id("board"), subboardId: id("subboard") });

// ---------- LP CRM rows ----------

const rowFields = {
  lead: requiredText("Lead"),
  pocId: id("POC").nullable().optional(),
  introPoc: optionalText("Intro POC").optional(),
  lpPoc: optionalText("LP POC").optional(),
  lpEmail: optionalEmail("LP Email").optional(),
  commitmentUsd: moneySchema("Commitment").optional(),
};
export const lpCrmRowCreateSchema = z.strictObject({ subboardId: id("subboard"), ...rowFields });
export type LpCrmRowCreate = z.input<typeof lpCrmRowCreateSchema>;
/** A cell edit or a move to another subboard (`subboardId`, of the same board). */
export const lpCrmRowUpdateSchema = lpCrmRowCreateSchema.partial().extend({ version: versionField });
export type LpCrmRowUpdate = z.input<typeof lpCrmRowUpdateSchema>;

export const lpCrmRowSchema = z.object({
  id: z.uuid(),
  boardId: z.uuid(),
  subboardId: z.uuid(),
  lead: z.string(),
  pocId: z.uuid().nullable(),
  pocName: z.string().nullable(),
  introPoc: z.string().nullable(),
  lpPoc: z.string().nullable(),
  lpEmail: z.string().nullable(),
  commitmentUsd: z.number().nullable(),
  version: z.number().int(),
});
export type LpCrmRow = z.infer<typeof lpCrmRowSchema>;

/** A board's rows in lead order; `q` filters by lead (case-insensitive contains). */
export const lpCrmRowListQuery = listQuery.extend({
  boardId: id("board").optional(),
  subboardId: id("subboard").optional(),
});
export const lpCrmRowListSchema = z.object({ items: z.array(lpCrmRowSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type LpCrmRowList = z.infer<typeof lpCrmRowListSchema>;
