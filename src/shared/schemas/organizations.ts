import { z } from "zod";
import { emailSchema, passwordSchema, personNameSchema, roleSchema } from "./common";

export const organizationNameSchema = z
  .string({ message: "Organisation name is required" })
  .trim()
  .min(1, "Organisation name is required")
  .max(120, "Organisation name must be at most 120 characters")
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "Organisation name cannot contain control characters");

export const setupStatusSchema = z.object({
  needsSetup: z.boolean(),
  /** Whether e-mails reach users (SMTP, or the dev outbox of a local instance); without it, reset links come from an administrator. */
  mailConfigured: z.boolean(),
});

export const setupBodySchema = z.strictObject({
  organizationName: organizationNameSchema,
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  sampleData: z.boolean().default(false),
});
export type SetupBody = z.infer<typeof setupBodySchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    createdAt: z.string(),
  }),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  role: roleSchema,
  /** May list and download the instance's backups: an owner of its only organisation (Settings asks only then). */
  canSeeBackups: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const updateMeSchema = z.strictObject({ name: personNameSchema });

export const memberSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  image: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
