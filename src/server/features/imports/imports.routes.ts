import { createRoute, z } from "@hono/zod-openapi";
import { IMPORT_MAX_BYTES } from "@shared/constants/imports";
import { uuidParam } from "@shared/schemas/common";
import {
  importDryRunSchema,
  importEntityField,
  importListSchema,
  importOptionsSchema,
  importStatusSchema,
  importUndoSchema,
  importUploadSchema,
} from "@shared/schemas/imports";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { readFileField, uploadLimit } from "../../lib/upload";
import { importRunner } from "./import-jobs";
import { commitImport, dryRunImport, errorsCsv, importStatus, listImports, undoImport, uploadImport } from "./imports.service";

const tags = ["Imports"];
const tooLarge = {
  413: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), "File over 50 MB or 50,000 rows"),
};

/** Companies, people, LPs and equity investments from a CSV or .xlsx file (issue 40). */
export function importsRoutes(deps: Deps) {
  const { db } = deps;
  // Runs committed imports in this process right away, on the runner the poller in main.ts shares.
  const { kick } = importRunner(deps);
  return createRouter()
    .openapi(
      createRoute({
        method: "post",
        path: "/imports",
        tags,
        summary:
          "Upload a CSV (any delimiter; UTF-8 with or without BOM, or Windows-1252) or an .xlsx (first sheet) to import (multipart: entity, file); 50 MB and 50,000 rows at most. Answers the columns with sample values and a suggested mapping; nothing is imported yet",
        request: {
          body: {
            description: "entity: companies | people | lps | equity-investments; file: the spreadsheet",
            required: true,
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object" as const,
                  properties: { entity: { type: "string" as const }, file: { type: "string" as const, format: "binary" } },
                  required: ["entity", "file"],
                },
              },
            },
          },
        },
        middleware: [uploadLimit(IMPORT_MAX_BYTES, "The file is larger than 50 MB: split it and import each part.")] as const,
        responses: { 201: jsonContent(importUploadSchema, "The uploaded file's columns"), ...errorResponses, ...tooLarge },
      }),
      async (c) => {
        const file = await readFileField(c);
        const body = await c.req.parseBody();
        const entity = importEntityField.safeParse(body.entity);
        if (!entity.success)
          throw new AppError("validation_failed", entity.error.issues[0].message, { entity: entity.error.issues[0].message });
        return c.json(await uploadImport(deps, c.get("caller"), entity.data, file), 201);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/imports",
        tags,
        summary: "Import history, newest first: who, when, file and counts",
        responses: { 200: jsonContent(importListSchema, "Imports"), ...errorResponses },
      }),
      async (c) => c.json(await listImports(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/imports/{id}",
        tags,
        summary: "An import's status and progress (processed of total rows) and its counts",
        request: { params: uuidParam },
        responses: { 200: jsonContent(importStatusSchema, "Import"), ...errorResponses },
      }),
      async (c) => c.json(await importStatus(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/imports/{id}/dry-run",
        tags,
        summary:
          "What the import would do with this mapping and these options, writing nothing: rows to create, to update (with the fields that change), unchanged, and every error with row, column and message",
        request: { params: uuidParam, body: jsonBody(importOptionsSchema) },
        responses: { 200: jsonContent(importDryRunSchema, "Dry-run report"), ...errorResponses, ...conflictResponse("Already imported") },
      }),
      async (c) => c.json(await dryRunImport(deps, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/imports/{id}/commit",
        tags,
        summary:
          "Import with the last dry run's mapping and options, in the background and in one transaction (all or nothing); rows the dry run reported as errors are left out. Poll GET /imports/{id} for progress",
        request: { params: uuidParam },
        responses: { 202: jsonContent(importStatusSchema, "Queued"), ...errorResponses, ...conflictResponse("Already committed") },
      }),
      async (c) => {
        const status = await commitImport(db, c.get("caller"), c.req.valid("param").id);
        kick();
        return c.json(status, 202);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/imports/{id}/errors.csv",
        tags,
        summary: "The rows with errors as they were in the file, plus an Error column (UTF-8 CSV): fix them and import this file",
        request: { params: uuidParam },
        responses: {
          200: { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } },
          ...errorResponses,
        },
      }),
      async (c) => {
        const { body, fileName } = await errorsCsv(deps, c.get("caller"), c.req.valid("param").id);
        const ascii = fileName.replace(/[^\w.\- ]/g, "_");
        return c.body(body, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          "X-Content-Type-Options": "nosniff",
        });
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/imports/{id}/undo",
        tags,
        summary:
          "Undo a finished import: deletes the records it created and restores the fields it changed; 409 naming the records changed since (nothing is undone then)",
        request: { params: uuidParam },
        responses: { 200: jsonContent(importUndoSchema, "Undone"), ...errorResponses, ...conflictResponse("Changed since") },
      }),
      async (c) => c.json(await undoImport(db, c.get("caller"), c.req.valid("param").id), 200),
    );
}
