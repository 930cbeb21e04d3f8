import { z } from "zod";
import { MAX_INT4, moneySchema } from "./common";

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const label = (what: string, max = 80) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`);

export const versionField = z.number({ message: "version is required" }).int().min(1).max(MAX_INT4, "version is out of range");

export const namedItemSchema = z.object({ id: z.uuid(), name: z.string(), version: z.number().int(), createdAt: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** Updates are the create body (partial where fields are optional) plus the version the user saw. */
export const pocCreateSchema = z.strictObject({ name: label("Contact Name") });
export const pocUpdateSchema = pocCreateSchema.extend({ version: versionField });
export const subsectorCreateSchema = z.strictObject({ name: label("Subsector Name") });
export const subsectorUpdateSchema = subsectorCreateSchema.extend({ version: versionField });

const fundSize = moneySchema("Fund size");
const vintage = z
  .number({ message: "Vintage year must be a year" })
  .int()
  .min(1900, "Vintage year must be 1900 or later")
  .max(2200, "Vintage year is too far ahead")
  .nullable();

export const fundSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sizeUsd: z.number().nullable(),
  vintageYear: z.number().nullable(),
  paymentInstructions: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;
/** Printed on capital call notices (bank, account, reference); several lines allowed. */
const paymentInstructions = z
  .string()
  .trim()
  .max(2000, "Payment instructions must be at most 2000 characters")
  .transform((s) => s || null)
  .nullable();
const fundFields = z.strictObject({ name: label("Fund name"), sizeUsd: fundSize, vintageYear: vintage, paymentInstructions });
// Defaults only on create: inside a partial update zod would fill them in and clear the fund's values.
export const fundCreateSchema = fundFields.extend({
  sizeUsd: fundSize.default(null),
  vintageYear: vintage.default(null),
  paymentInstructions: paymentInstructions.default(null),
});
export const fundUpdateSchema = fundFields.partial().extend({ version: versionField });
export type FundInput = z.input<typeof fundCreateSchema>;
