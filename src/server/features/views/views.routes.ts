import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import {
  savedViewSchema,
  viewCreateSchema,
  viewDefaultSchema,
  viewListQuery,
  viewListSchema,
  viewUpdateSchema,
} from "@shared/schemas/custom-fields";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createView, deleteView, listViews, setDefaultView, updateView } from "./views.service";

const tags = ["Saved views"];
const view = jsonContent(savedViewSchema, "Saved view");

export function viewsRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/views",
        tags,
        summary: "Saved views of a page: the caller's own and the shared ones",
        request: { query: viewListQuery },
        responses: { 200: jsonContent(viewListSchema, "Views"), ...errorResponses },
      }),
      async (c) => c.json(await listViews(db, c.get("caller"), c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/views",
        tags,
        summary: "Save a view (filters, sort, columns, grouping, mode), private or shared with the organisation",
        request: { body: jsonBody(viewCreateSchema) },
        responses: { 201: view, ...errorResponses },
      }),
      async (c) => c.json(await createView(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/views/default",
        tags,
        summary: "Set the caller's default view of a page (viewId null: none); a view of theirs or a shared one",
        request: { body: jsonBody(viewDefaultSchema) },
        responses: { 200: jsonContent(viewDefaultSchema, "The default view"), ...errorResponses },
      }),
      async (c) => c.json(await setDefaultView(db, c.get("caller"), c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/views/{id}",
        tags,
        summary: "Change a view (a shared view: its author, owners and admins)",
        request: { params: uuidParam, body: jsonBody(viewUpdateSchema) },
        responses: { 200: view, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateView(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/views/{id}",
        tags,
        summary: "Delete a view (a shared view: its author, owners and admins)",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteView(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
