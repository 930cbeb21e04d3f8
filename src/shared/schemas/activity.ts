import { z } from "zod";
import { ACTIVITY_ENTITY_TYPES } from "../constants/activity";
import { calendarDate } from "./common";

// Optional as JSON sees them: a value that was undefined is absent from the answer.
export const fieldChangeSchema = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const activityEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  actorName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  entityLabel: z.string(),
  parentType: z.string().nullable(),
  parentId: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), fieldChangeSchema).nullable(),
  ip: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({ items: z.array(activityEntrySchema), nextCursor: z.string().nullable() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

const dateOnly = calendarDate("Use a date like 2026-01-31");

export const timelineQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/, "Invalid cursor")
    .optional(),
});

export const auditLogQuery = timelineQuery.extend({
  actorUserId: z.string().max(100).optional(),
  entityType: z.enum(ACTIVITY_ENTITY_TYPES).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});

/** The data of one Server-Sent Event: which record changed and how, never its field values. */
export const changeEventSchema = z.object({
  id: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  parentType: z.string().nullable(),
  parentId: z.string().nullable(),
  action: z.string(),
  actorUserId: z.string().nullable(),
});
export type ChangeEventData = z.infer<typeof changeEventSchema>;
