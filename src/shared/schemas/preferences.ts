import { z } from "zod";
import { companySorts, groupByOptions, pipelineStages, pipelineViews } from "../constants/pipeline";

export const preferencesSchema = z.object({
  pipelineView: z.enum(pipelineViews),
  pipelineGroupBy: z.enum(groupByOptions),
  /** The pipeline table's sort, remembered with the view. */
  pipelineSort: z.enum(companySorts),
  /** The user's order of status groups; null means the default order. */
  statusOrder: z.array(z.enum(pipelineStages)).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = z.strictObject({
  pipelineView: z.enum(pipelineViews, { message: "View must be table or board" }).optional(),
  pipelineGroupBy: z.enum(groupByOptions, { message: "Unknown grouping" }).optional(),
  pipelineSort: z.enum(companySorts, { message: "Unknown sort" }).optional(),
  statusOrder: z
    .array(z.enum(pipelineStages, { message: "Unknown pipeline stage" }))
    .max(pipelineStages.length)
    .refine((list) => new Set(list).size === list.length, "Each status can appear only once")
    .nullable()
    .optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
