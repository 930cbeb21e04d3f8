import { z } from "zod";
import { documentCategories } from "@shared/constants/pipeline";
import type { Deps } from "../../deps";
import { documentRoutes } from "../../lib/document-routes";
import { validationError } from "../../lib/errors";

/** A person's file is filed under a category like a company's; quarters and tracker slots are company-only. */
const personUploadFields = z.object({
  category: z.enum(documentCategories, { message: "Choose a document category" }).default("notes"),
});

/** A person's documents: the same rules as a company's Document Vault (shared in lib/documents). */
export function personDocumentsRoutes(deps: Deps) {
  return documentRoutes(deps, {
    segment: "people",
    type: "person",
    tags: ["People"],
    uploadSummary:
      "Upload a document for a contact (multipart: file, category = notes by default); PDF, PPTX, DOCX, XLSX, PNG or JPG checked by content, 25 MB at most",
    uploadFields: async (c) => {
      const body = await c.req.parseBody();
      const fields = personUploadFields.safeParse({ category: body.category || undefined });
      if (!fields.success) throw validationError(fields.error);
      return fields.data;
    },
  });
}
