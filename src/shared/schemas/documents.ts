import { z } from "zod";
import { documentCategories } from "../constants/pipeline";
import { trackerDocuments } from "../constants/portfolio";
import { MAX_INT4 } from "./common";
import { versionField } from "./settings";

/** A file of a company's Document Vault or of a person of the network (exactly one of the two ids is set). */
export const documentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid().nullable(),
  personId: z.uuid().nullable(),
  fileName: z.string(),
  category: z.enum(documentCategories),
  quarter: z.string().nullable(),
  /** One of the quarterly tracker's five documents (with `quarter`), or null. */
  trackerDocument: z.enum(trackerDocuments).nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: z.string().nullable(),
  downloadUrl: z.string(),
  /** Send it back with a rename or delete: a stale one is a 409. */
  version: z.number().int(),
  createdAt: z.string(),
});
export type StoredDocument = z.infer<typeof documentSchema>;

export const documentUploadFields = z
  .object({
    category: z.enum(documentCategories, { message: "Choose a document category" }).default("deck"),
    quarter: z
      .string()
      .regex(/^Q[1-4] \d{4}$/, "Quarter must look like Q1 2026")
      .optional(),
    /** The quarterly tracker's document this file is (needs `quarter`); it replaces the one uploaded before. */
    trackerDocument: z.enum(trackerDocuments, { message: "Choose one of the five required documents" }).optional(),
  })
  .refine((f) => !f.trackerDocument || f.quarter, { message: "A quarterly document needs its quarter", path: ["quarter"] });

export const documentParams = z.object({ id: z.uuid({ message: "Invalid id" }), docId: z.uuid({ message: "Invalid id" }) });

/** Rename: the new display name (the extension of the stored type is kept). A blank name is refused; the UI cancels instead. */
export const documentRenameSchema = z.strictObject({
  fileName: z
    .string({ message: "File name is required" })
    .trim()
    .min(1, "File name is required")
    .max(200, "File name must be at most 200 characters"),
  version: versionField,
});
export type DocumentRename = z.infer<typeof documentRenameSchema>;

/** Delete: the version the client saw, when it has one (a stale one is a 409). */
export const documentDeleteQuery = z.object({
  version: z.coerce.number({ message: "version must be a number" }).int().min(1).max(MAX_INT4, "version is out of range").optional(),
});

export const documentDownloadQuery = z.object({
  /** `inline` shows a PDF or image in the browser's own viewer; anything else always downloads. */
  disposition: z.enum(["attachment", "inline"], { message: "disposition must be attachment or inline" }).default("attachment"),
});
