import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { commentCreateSchema, commentListQuery, commentListSchema, commentSchema, commentUpdateSchema } from "@shared/schemas/comments";
import type { Deps } from "../../deps";
import { sendJsonText } from "../../lib/json-text";
import { createOrgCache } from "../../lib/org-cache";
import { utcToday } from "../../lib/stake-value";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createComment, deleteComment, getComment, listComments, updateComment } from "./comments.service";

const tags = ["Comments and reminders"];
const comment = jsonContent(commentSchema, "Comment or reminder");

/** Lists are kept per member and query until the organisation's comments version moves (migration 0020). */
export function commentsRoutes(deps: Deps) {
  const { db } = deps;
  const cached = createOrgCache(db, { follows: "comments", maxBytes: deps.env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/comments",
        tags,
        summary: "Comments or reminders of a company (companyId) or my own (mine=true), with counts per kind",
        request: { query: commentListQuery },
        responses: { 200: jsonContent(commentListSchema, "Comments or reminders"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        // "mine" depends on who asks, and overdue/upcoming on the day (the server's when not given).
        const key = `${caller.memberId} ${q.today ?? utcToday()} ${JSON.stringify(q)}`;
        return sendJsonText(c, await cached(caller.orgId, key, () => listComments(db, caller, q)));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/comments/{id}",
        tags,
        summary: "One comment or reminder",
        request: { params: uuidParam },
        responses: { 200: comment, ...errorResponses },
      }),
      async (c) => c.json(await getComment(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/comments",
        tags,
        summary: "Add a comment, or a reminder with an optional due date (not before today)",
        request: { body: jsonBody(commentCreateSchema) },
        responses: { 201: comment, ...errorResponses },
      }),
      async (c) => c.json(await createComment(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/comments/{id}",
        tags,
        summary: "Edit the text, due date or done state (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(commentUpdateSchema) },
        responses: { 200: comment, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateComment(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/comments/{id}",
        tags,
        summary: "Delete a comment or reminder",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteComment(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
