import { z } from "zod";
import { emailSchema, passwordSchema, personNameSchema, roleSchema } from "./common";
import { versionField } from "./settings";

export const memberRoleUpdateSchema = z.strictObject({ role: roleSchema, version: versionField });

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationCreateSchema = z.strictObject({ email: emailSchema, role: roleSchema.default("member") });

export const invitationLookupSchema = z.object({ organizationName: z.string(), email: z.string(), role: roleSchema });
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
export const invitationAcceptSchema = z.strictObject({ name: personNameSchema, password: passwordSchema });
