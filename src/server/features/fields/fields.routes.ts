import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import {
  fieldCreateSchema,
  fieldDeleteQuery,
  fieldListQuery,
  fieldListSchema,
  fieldSchema,
  fieldUpdateSchema,
} from "@shared/schemas/custom-fields";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createField, deleteField, listFields, updateField } from "./fields.service";

const tags = ["Custom fields"];
const field = jsonContent(fieldSchema, "Field");

export function fieldsRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/fields",
        tags,
        summary: "The organisation's custom fields (of one entity with ?entity=), archived ones included unless ?archived=false",
        request: { query: fieldListQuery },
        responses: { 200: jsonContent(fieldListSchema, "Fields"), ...errorResponses },
      }),
      async (c) => c.json(await listFields(db, c.get("caller"), c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/fields",
        tags,
        summary: "Add a custom field (owners and admins); its key never changes",
        ...adminOnly,
        request: { body: jsonBody(fieldCreateSchema) },
        responses: { 201: field, ...errorResponses, ...conflictResponse("A field with this name exists") },
      }),
      async (c) => c.json(await createField(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/fields/{id}",
        tags,
        summary: "Rename, describe, require, archive or unarchive a field, or change its options (renames keep values)",
        ...adminOnly,
        request: { params: uuidParam, body: jsonBody(fieldUpdateSchema) },
        responses: { 200: field, ...errorResponses, ...conflictResponse("Stale version or name taken") },
      }),
      async (c) => c.json(await updateField(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/fields/{id}",
        tags,
        summary: "Archive a field (values kept); with ?confirmName= equal to the field's name, delete it and its values",
        ...adminOnly,
        request: { params: uuidParam, query: fieldDeleteQuery },
        responses: { 204: { description: "Archived or deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteField(db, c.get("caller"), c.req.valid("param").id, c.req.valid("query").confirmName);
        return c.body(null, 204);
      },
    );
}
