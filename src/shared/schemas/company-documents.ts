import { z } from "zod";
import { documentCategories } from "../constants/pipeline";

export const documentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  fileName: z.string(),
  category: z.enum(documentCategories),
  quarter: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  downloadUrl: z.string(),
  createdAt: z.string(),
});
export type CompanyDocument = z.infer<typeof documentSchema>;

export const documentUploadFields = z.object({
  category: z.enum(documentCategories, { message: "Choose a document category" }).default("deck"),
  quarter: z
    .string()
    .regex(/^Q[1-4] \d{4}$/, "Quarter must look like Q1 2026")
    .optional(),
});

export const documentParams = z.object({ id: z.uuid({ message: "Invalid id" }), docId: z.uuid({ message: "Invalid id" }) });
