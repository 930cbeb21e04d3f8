import { z } from "zod";

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

export const pocCreateSchema = z.strictObject({ name: label("Contact Name") });
export const pocUpdateSchema = z.strictObject({ name: label("Contact Name"), version: versionField });
export const subsectorCreateSchema = z.strictObject({ name: label("Subsector Name") });
export const subsectorUpdateSchema = z.strictObject({ name: label("Subsector Name"), version: versionField });

const fundSize = z
  .number({ message: "Fund size must be a number of dollars" })
  .int("Fund size must be whole dollars")
  .min(0, "Fund size cannot be negative")
  .max(1e15, "Fund size is too large")
  .nullable();
const vintage = z.number({ message: "Vintage year must be a year" }).int().min(1900, "Vintage year must be 1900 or later").max(2200, "Vintage year is too far ahead").nullable();

export const fundSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sizeUsd: z.number().nullable(),
  vintageYear: z.number().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;
export const fundCreateSchema = z.strictObject({ name: label("Fund name"), sizeUsd: fundSize.default(null), vintageYear: vintage.default(null) });
export const fundUpdateSchema = z.strictObject({ name: label("Fund name").optional(), sizeUsd: fundSize.optional(), vintageYear: vintage.optional(), version: versionField });
