import { z } from "zod";

export const backupSchema = z.object({ name: z.string(), size: z.number().int(), createdAt: z.string() });

/** `enabled` is false when the server has no BACKUP_DIR; `everyHours` is its BACKUP_EVERY. */
export const backupListSchema = z.object({ enabled: z.boolean(), everyHours: z.number().nullable(), items: z.array(backupSchema) });
