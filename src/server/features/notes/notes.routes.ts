import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { noteCreateSchema, noteListQuery, noteListSchema, noteParams, noteSchema, noteUpdateSchema } from "@shared/schemas/notes";
import type { Deps } from "../../deps";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createNote, deleteNote, getNote, listNotes, updateNote } from "./notes.service";

const tags = ["Notes"];
const note = jsonContent(noteSchema, "Note");

/** Lists are kept per organisation and query until its comments version moves (migration 0020). */
export function notesRoutes(deps: Deps) {
  const { db } = deps;
  const cached = createOrgCache(db, { follows: "comments", maxBytes: deps.env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/notes",
        tags,
        summary: "The company's notes, last edited first (without their content); q searches title and content",
        request: { params: uuidParam, query: noteListQuery },
        responses: { 200: jsonContent(noteListSchema, "Notes"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const [id, q] = [c.req.valid("param").id, c.req.valid("query")];
        return sendCached(c, cached, caller.orgId, `notes ${id} ${JSON.stringify(q)}`, () => listNotes(db, caller, id, q));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/notes/{noteId}",
        tags,
        summary: "One note with its markdown content",
        request: { params: noteParams },
        responses: { 200: note, ...errorResponses },
      }),
      async (c) => {
        const { id, noteId } = c.req.valid("param");
        return c.json(await getNote(db, c.get("caller"), id, noteId), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/notes",
        tags,
        summary: "Create a note (title ≤ 100, markdown content ≤ 50,000 characters)",
        request: { params: uuidParam, body: jsonBody(noteCreateSchema) },
        responses: { 201: note, ...errorResponses },
      }),
      async (c) => c.json(await createNote(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/companies/{id}/notes/{noteId}",
        tags,
        summary: "Save a note's title or content (send the version you saw)",
        request: { params: noteParams, body: jsonBody(noteUpdateSchema) },
        responses: { 200: note, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => {
        const { id, noteId } = c.req.valid("param");
        return c.json(await updateNote(db, c.get("caller"), id, noteId, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}/notes/{noteId}",
        tags,
        summary: "Delete a note",
        request: { params: noteParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        const { id, noteId } = c.req.valid("param");
        await deleteNote(db, c.get("caller"), id, noteId);
        return c.body(null, 204);
      },
    );
}
