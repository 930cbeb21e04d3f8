import { createRoute } from "@hono/zod-openapi";
import { preferencesSchema, preferencesUpdateSchema } from "@shared/schemas/preferences";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { getPreferences, updatePreferences } from "./preferences.service";

const tags = ["Profile"];
const prefs = jsonContent(preferencesSchema, "Your preferences");

export function preferencesRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/me/preferences",
        tags,
        summary: "Your pipeline view, grouping and status order",
        responses: { 200: prefs, ...errorResponses },
      }),
      async (c) => c.json(await getPreferences(deps.db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/me/preferences",
        tags,
        summary: "Change some of your preferences",
        request: { body: jsonBody(preferencesUpdateSchema) },
        responses: { 200: prefs, ...errorResponses },
      }),
      async (c) => c.json(await updatePreferences(deps.db, c.get("caller"), c.req.valid("json")), 200),
    );
}
