import { z } from "zod";
import { moneySchema } from "./common";

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const label = (what: string, max = 80) =>
  z
    .string({ message: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)
    .refine(noControl, `${what} cannot contain control characters`);

export const versionField = z.number({ message: "version is required" }).int().min(1);

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
  version: z.number().int(),
  createdAt: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;
const fundFields = z.strictObject({ name: label("Fund name"), sizeUsd: fundSize, vintageYear: vintage });
// Defaults only on create: inside a partial update zod would fill them in and clear the fund's values.
export const fundCreateSchema = fundFields.extend({ sizeUsd: fundSize.default(null), vintageYear: vintage.default(null) });
export const fundUpdateSchema = fundFields.partial().extend({ version: versionField });
export type FundInput = z.input<typeof fundCreateSchema>;
