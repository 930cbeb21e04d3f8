import { z } from "zod";
import { groupDigits } from "../en-us";
import {
  INTAKE_CONTROL_CHARS,
  INTAKE_SLUG_PATTERN,
  INTAKE_TEXT_MAX,
  isHttpUrl,
  intakeRegions,
  intakeRounds,
  intakeSectors,
  intakeSubSectors,
  intakeVariants,
} from "../constants/intake";
import { versionField } from "./settings";

const noControl = (s: string) => !INTAKE_CONTROL_CHARS.test(s);
const required = (what: string, max: number) =>
  z
    .string({ message: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} must be at most ${groupDigits(max)} characters`)
    .refine(noControl, `${what} cannot contain control characters`);
const oneOf = <T extends readonly [string, ...string[]]>(what: string, values: T) => z.enum(values, { message: `${what} is required.` });
const httpUrl = (what: string, max: number) => required(what, max).refine(isHttpUrl, `Enter a valid URL for ${what} (https://...)`);

// ---- Managing forms (Settings, owners and admins) ----

export const intakeSlugSchema = z
  .string({ message: "Slug is required" })
  .trim()
  .toLowerCase()
  .min(2, "Slug must be at least 2 characters")
  .max(60, "Slug must be at most 60 characters")
  .regex(INTAKE_SLUG_PATTERN, "Use lower-case letters, digits and hyphens (e.g. raise)");

export const intakeFormSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  variant: z.enum(intakeVariants),
  websiteUrl: z.string().nullable(),
  enabled: z.boolean(),
  /** Path of the public page, e.g. /raise/acme. */
  publicPath: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type IntakeForm = z.infer<typeof intakeFormSchema>;

const websiteUrl = z
  .string()
  .trim()
  .max(500, "Website link must be at most 500 characters")
  .nullable()
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), "Enter a full link (https://...)");

const formFields = z.strictObject({
  title: required("Title", 120),
  slug: intakeSlugSchema,
  variant: z.enum(intakeVariants, { message: "Variant must be full or compact" }),
  websiteUrl,
  enabled: z.boolean({ message: "Enabled must be true or false" }),
});
export const intakeFormCreateSchema = formFields.extend({
  variant: formFields.shape.variant.default("full"),
  websiteUrl: websiteUrl.default(null),
  enabled: formFields.shape.enabled.default(true),
});
export const intakeFormUpdateSchema = formFields.partial().extend({ version: versionField });
export type IntakeFormInput = z.input<typeof intakeFormCreateSchema>;

// ---- The public side ----

export const publicFormParams = z.object({ slug: z.string().max(100) });

export const publicFormSchema = z.object({
  slug: z.string(),
  title: z.string(),
  variant: z.enum(intakeVariants),
  websiteUrl: z.string().nullable(),
  organizationName: z.string(),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

/** The text fields of a submission (multipart); every one is required (spec part 2 §5). */
export const intakeSubmissionSchema = z.object({
  companyName: required("Company Name", INTAKE_TEXT_MAX.companyName),
  sector: oneOf("Sector", intakeSectors),
  subSector: oneOf("Sub-sector", intakeSubSectors),
  city: required("City", INTAKE_TEXT_MAX.city),
  region: oneOf("Region", intakeRegions),
  companyWebsite: httpUrl("Company Website", INTAKE_TEXT_MAX.companyWebsite),
  round: oneOf("Round", intakeRounds),
  roundSize: required("Round Size", INTAKE_TEXT_MAX.roundSize),
  desiredValuation: required("Desired Valuation", INTAKE_TEXT_MAX.desiredValuation),
  founderOwnership: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v),
    z
      .number({ message: "Founder Ownership is required." })
      .min(0, "Founder Ownership must be between 0 and 100")
      .max(100, "Founder Ownership must be between 0 and 100"),
  ),
  currentMonthlyRevenue: required("Current Monthly Revenue", INTAKE_TEXT_MAX.currentMonthlyRevenue),
  elevatorPitch: required("Elevator Pitch", INTAKE_TEXT_MAX.elevatorPitch),
});
export type IntakeSubmission = z.infer<typeof intakeSubmissionSchema>;

export const intakeReceiptSchema = z.object({ status: z.literal("received") });
