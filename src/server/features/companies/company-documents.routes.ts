import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { DOCUMENT_MAX_BYTES } from "@shared/constants/pipeline";
import { trackerDocumentCategory, type TrackerDocument } from "@shared/constants/portfolio";
import {
  documentDownloadQuery,
  documentParams,
  documentRenameSchema,
  documentSchema,
  documentUploadFields,
} from "@shared/schemas/company-documents";
import type { Deps } from "../../deps";
import { sendFile } from "../../lib/download";
import { validationError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonContent, multipartBody } from "../../lib/router";
import { readFileField, uploadLimit } from "../../lib/upload";
import { deleteDocument, listDocuments, readDocument, renameDocument, uploadDocument } from "./company-documents.service";
import { LOGO_MAX_BYTES, readLogo, replaceLogo } from "./company-logo.service";
import { companySchema } from "@shared/schemas/companies";

const tags = ["Company documents"];

export function companyDocumentsRoutes(deps: Deps) {
  const { db, storage } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/documents",
        tags,
        summary: "A company's documents, newest first",
        request: { params: uuidParam },
        responses: { 200: jsonContent(listOf(documentSchema), "Documents"), ...errorResponses },
      }),
      async (c) => c.json(await listDocuments(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/documents",
        tags,
        summary:
          "Upload a document (multipart: file, category = deck by default, quarter, trackerDocument); PDF, PPTX or DOCX checked by content, 25 MB at most; a quarterly tracker document replaces the company's previous file for that document and quarter",
        request: {
          params: uuidParam,
          body: multipartBody("A PDF, PPTX or DOCX (field `file`; optional `category`, `quarter`, `trackerDocument`)"),
        },
        middleware: [uploadLimit(DOCUMENT_MAX_BYTES, "File is too large (25 MB at most)")] as const,
        responses: { 201: jsonContent(documentSchema, "Stored document"), ...errorResponses },
      }),
      async (c) => {
        const file = await readFileField(c);
        const body = await c.req.parseBody();
        const fields = documentUploadFields.safeParse({
          // A tracker document is filed under its own category unless one is given.
          category: body.category || trackerDocumentCategory[body.trackerDocument as TrackerDocument] || undefined,
          quarter: body.quarter || undefined,
          trackerDocument: body.trackerDocument || undefined,
        });
        if (!fields.success) throw validationError(fields.error);
        return c.json(await uploadDocument(db, storage, c.get("caller"), c.req.valid("param").id, file, fields.data), 201);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/documents/{docId}/download",
        tags,
        summary: "Download a document (attachment, nosniff); ?disposition=inline shows a PDF in the browser's viewer",
        request: { params: documentParams, query: documentDownloadQuery },
        responses: {
          200: { description: "The file", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        const { file, mime, fileName } = await readDocument(db, storage, c.get("caller"), id, docId);
        return sendFile(c, file, mime, fileName, c.req.valid("query").disposition);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/companies/{id}/documents/{docId}",
        tags,
        summary: "Rename a document (its extension is kept)",
        request: { params: documentParams, body: jsonBody(documentRenameSchema) },
        responses: { 200: jsonContent(documentSchema, "Renamed document"), ...errorResponses },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        return c.json(await renameDocument(db, c.get("caller"), id, docId, c.req.valid("json").fileName), 200);
      },
    )
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
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}/documents/{docId}",
        tags,
        summary: "Delete a document and its file",
        request: { params: documentParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        await deleteDocument(db, storage, c.get("caller"), id, docId);
        return c.body(null, 204);
      },
    );
}
