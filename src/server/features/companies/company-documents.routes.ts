import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { trackerDocumentCategory, type TrackerDocument } from "@shared/constants/portfolio";
import { companySchema } from "@shared/schemas/companies";
import { documentUploadFields } from "@shared/schemas/documents";
import type { Deps } from "../../deps";
import { documentRoutes } from "../../lib/document-routes";
import { sendFile } from "../../lib/download";
import { validationError } from "../../lib/errors";
import { createRouter, errorResponses, jsonContent, multipartBody } from "../../lib/router";
import { readFileField, uploadLimit } from "../../lib/upload";
import { LOGO_MAX_BYTES, readLogo, replaceLogo } from "./company-logo.service";

const tags = ["Company documents"];

/** The Document Vault (shared document rules) and the company's logo. */
export function companyDocumentsRoutes(deps: Deps) {
  const { db, storage } = deps;
  const vault = documentRoutes(deps, {
    segment: "companies",
    type: "company",
    tags,
    uploadSummary:
      "Upload a document (multipart: file, category = deck by default, quarter, trackerDocument); PDF, PPTX, DOCX, XLSX, PNG or JPG checked by content, 25 MB at most; a quarterly tracker document replaces the company's previous file for that document and quarter",
    uploadFields: async (c) => {
      const body = await c.req.parseBody();
      const fields = documentUploadFields.safeParse({
        // A tracker document is filed under its own category unless one is given.
        category: body.category || trackerDocumentCategory[body.trackerDocument as TrackerDocument] || undefined,
        quarter: body.quarter || undefined,
        trackerDocument: body.trackerDocument || undefined,
      });
      if (!fields.success) throw validationError(fields.error);
      return fields.data;
    },
  });
  const logo = createRouter()
    .openapi(
      createRoute({
        method: "put",
        path: "/companies/{id}/logo",
        tags,
        summary: "Upload the company's logo (multipart field `file`; PNG, JPEG, GIF or WebP under 5 MB, checked by content)",
        request: { params: uuidParam, body: multipartBody("A PNG, JPEG, GIF or WebP image (field `file`)") },
        middleware: [uploadLimit(LOGO_MAX_BYTES, "File size must be less than 5MB")] as const,
        responses: { 200: jsonContent(companySchema, "Company"), ...errorResponses },
      }),
      async (c) => c.json(await replaceLogo(db, storage, c.get("caller"), c.req.valid("param").id, await readFileField(c)), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/logo",
        tags,
        summary: "The company's logo image",
        request: { params: uuidParam },
        responses: {
          200: { description: "The image", content: { "image/png": { schema: { type: "string", format: "binary" } } } },
          ...errorResponses,
        },
      }),
      async (c) => {
        const logo = await readLogo(db, storage, c.get("caller"), c.req.valid("param").id);
        return sendFile(c, logo.bytes, logo.mime, logo.fileName);
      },
    );
  return createRouter().route("/", vault).route("/", logo);
}
