import { z } from "zod";
import { captureShares, interactionKinds } from "../constants/interactions";
import { cursorParam, listOf } from "./common";

/** One address on a captured message; `personId`/`companyId` when it matched a record of the organisation. */
export const interactionParticipantSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  personId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
});

/** A captured e-mail or calendar invitation (issue 45). `excerpt` is null when its capturer shares subjects only. */
export const interactionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(interactionKinds),
  subject: z.string(),
  occurredAt: z.string(),
  participants: z.array(interactionParticipantSchema),
  excerpt: z.string().nullable(),
  capturedBy: z.object({ memberId: z.uuid().nullable(), name: z.string() }),
  /** The caller captured it, or is an owner or admin. */
  canDelete: z.boolean(),
});

export const interactionListSchema = listOf(interactionSchema);

/** Newest first, in keyset pages (decision 048). */
export const interactionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: cursorParam,
});

export const captureAddressSchema = z.object({ address: z.string() });

export const captureSettingsSchema = z.object({ share: z.enum(captureShares) });

/** What an import did: the interaction (new or the one already captured), or why nothing was stored. */
export const interactionImportResultSchema = z.object({
  interaction: interactionSchema.nullable(),
  duplicate: z.boolean(),
  unknownParticipants: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});

export type Interaction = z.infer<typeof interactionSchema>;
