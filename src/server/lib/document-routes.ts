import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { DOCUMENT_MAX_BYTES } from "@shared/constants/pipeline";
import { listOf, uuidParam } from "@shared/schemas/common";
import {
  documentDeleteQuery,
  documentDownloadQuery,
  documentParams,
  documentRenameSchema,
  documentSchema,
} from "@shared/schemas/documents";
import type { Deps } from "../deps";
import { sendFile } from "./download";
import {
  deleteDocument,
  listDocuments,
  readDocument,
  renameDocument,
  uploadDocument,
  type DocumentOwner,
  type DocumentUploadFields,
} from "./documents";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent, multipartBody } from "./router";
import { readFileField, uploadLimit } from "./upload";

type Options = {
  /** The owner's URL segment: /api/v1/{segment}/{id}/documents. */
  segment: "companies" | "people";
  type: DocumentOwner["type"];
  tags: string[];
  /** What the upload route says about its form fields. */
  uploadSummary: string;
  /** The upload's other form fields, validated (the file itself is read and checked by the service). */
  uploadFields: (c: Context) => Promise<DocumentUploadFields>;
};

/** List, upload, download, rename and delete of one kind of owner's documents: the same rules for every owner. */
export function documentRoutes({ db, storage }: Deps, o: Options) {
  const base = `/${o.segment}/{id}/documents`;
  const owner = (id: string): DocumentOwner => ({ type: o.type, id });
  const tags = o.tags;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: base,
        tags,
        summary: "Documents, newest first",
        request: { params: uuidParam },
        responses: { 200: jsonContent(listOf(documentSchema), "Documents"), ...errorResponses },
      }),
      async (c) => c.json(await listDocuments(db, c.get("caller"), owner(c.req.valid("param").id)), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: base,
        tags,
        summary: o.uploadSummary,
        request: { params: uuidParam, body: multipartBody("A PDF, PPTX, DOCX, XLSX, PNG or JPG (field `file`)") },
        middleware: [uploadLimit(DOCUMENT_MAX_BYTES, "File is too large (25 MB at most)")] as const,
        responses: { 201: jsonContent(documentSchema, "Stored document"), ...errorResponses },
      }),
      async (c) => {
        const file = await readFileField(c);
        const fields = await o.uploadFields(c);
        return c.json(await uploadDocument(db, storage, c.get("caller"), owner(c.req.valid("param").id), file, fields), 201);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: `${base}/{docId}/download`,
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
        const { file, mime, fileName } = await readDocument(db, storage, c.get("caller"), owner(id), docId);
        return sendFile(c, file, mime, fileName, c.req.valid("query").disposition);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: `${base}/{docId}`,
        tags,
        summary: "Rename a document (its extension is kept; send the version you saw)",
        request: { params: documentParams, body: jsonBody(documentRenameSchema) },
        responses: {
          200: jsonContent(documentSchema, "Renamed document"),
          ...errorResponses,
          ...conflictResponse("Changed by someone else"),
        },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        return c.json(await renameDocument(db, c.get("caller"), owner(id), docId, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: `${base}/{docId}`,
        tags,
        summary: "Delete a document and its file (?version= the one you saw: 409 when stale)",
        request: { params: documentParams, query: documentDeleteQuery },
        responses: { 204: { description: "Deleted" }, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => {
        const { id, docId } = c.req.valid("param");
        await deleteDocument(db, storage, c.get("caller"), owner(id), docId, c.req.valid("query").version);
        return c.body(null, 204);
      },
    );
}
