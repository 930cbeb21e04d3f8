import { z } from "zod";
import { blankCellModes, importEntities, importModes, importStatuses } from "../constants/imports";

/** Column header → field key (`cf.<key>` for a custom field), or null to skip the column. */
export const importMappingSchema = z.record(z.string().max(500), z.string().max(200).nullable());

export const importUploadSchema = z.object({
  id: z.uuid(),
  entity: z.enum(importEntities),
  fileName: z.string(),
  columns: z.array(z.object({ name: z.string(), samples: z.array(z.string()) })),
  suggestedMapping: importMappingSchema,
  rowCount: z.number().int(),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importOptionsSchema = z.object({
  mapping: importMappingSchema,
  mode: z.enum(importModes).default("upsert"),
  blankCells: z.enum(blankCellModes).default("keep"),
  createMissingRelations: z.boolean().default(false),
  /** Per field key: a file's value → the allowed value it stands for ("Diligence" → "Due Diligence"). */
  valueMapping: z.record(z.string().max(200), z.record(z.string().max(500), z.string().max(500))).optional(),
});
export type ImportOptions = z.input<typeof importOptionsSchema>;

export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

export const importDryRunSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /** Rows the mode leaves out (a match in create-only, no match in update-only). */
  skipped: z.number().int(),
  errors: z.array(importErrorSchema),
  /** The rows to update with the fields that change (the first 500). */
  changes: z.array(z.object({ row: z.number().int(), label: z.string(), fields: z.array(z.string()) })),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importStatusSchema = z.object({
  id: z.uuid(),
  entity: z.enum(importEntities),
  fileName: z.string(),
  status: z.enum(importStatuses),
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** Why the commit failed (nothing was written). */
  error: z.string().nullable(),
  errorCount: z.number().int(),
  actorName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ImportStatusBody = z.infer<typeof importStatusSchema>;

export const importListSchema = z.object({ items: z.array(importStatusSchema) });

export const importUndoSchema = z.object({ deleted: z.number().int(), restored: z.number().int() });

export const importEntityField = z.enum(importEntities, { message: `Entity must be one of: ${importEntities.join(", ")}` });
