import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { intakeFormCreateSchema, intakeFormSchema, intakeFormUpdateSchema } from "@shared/schemas/intake";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createIntakeForm, deleteIntakeForm, getIntakeForm, listIntakeForms, updateIntakeForm } from "./intake-forms.service";

const tags = ["Intake forms"];
const form = jsonContent(intakeFormSchema, "Intake form");
const conflict = conflictResponse("Slug taken or stale version");

/** Managing the organisation's public intake forms (owners and admins write; everyone reads). */
export function intakeFormsRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/intake-forms",
        tags,
        summary: "The organisation's public intake forms",
        responses: { 200: jsonContent(listOf(intakeFormSchema), "Intake forms"), ...errorResponses },
      }),
      async (c) => c.json(await listIntakeForms(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/intake-forms/{id}",
        tags,
        summary: "One intake form",
        request: { params: uuidParam },
        responses: { 200: form, ...errorResponses },
      }),
      async (c) => c.json(await getIntakeForm(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/intake-forms",
        tags,
        summary: "Add a public intake form (title, slug unique across the instance, variant, website link, enabled)",
        ...adminOnly,
        request: { body: jsonBody(intakeFormCreateSchema) },
        responses: { 201: form, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await createIntakeForm(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/intake-forms/{id}",
        tags,
        summary: "Edit an intake form (e.g. disable it)",
        ...adminOnly,
        request: { params: uuidParam, body: jsonBody(intakeFormUpdateSchema) },
        responses: { 200: form, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await updateIntakeForm(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/intake-forms/{id}",
        tags,
        summary: "Delete an intake form (companies it brought in stay)",
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteIntakeForm(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
