import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { apiTokenCreateSchema, apiTokenCreatedSchema, apiTokenSchema } from "@shared/schemas/integrations";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service";

const tags = ["API tokens"];

export function apiTokensRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/api-tokens",
        tags,
        summary: "API tokens: every token of the organisation for owners and admins, your own for others (never the token itself)",
        responses: { 200: jsonContent(listOf(apiTokenSchema), "API tokens"), ...errorResponses },
      }),
      async (c) => c.json(await listApiTokens(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/api-tokens",
        tags,
        summary:
          "Create an API token (organisation tokens: owners and admins). The answer is the only time `token` is shown. Needs a signed-in session: a token cannot create tokens.",
        request: { body: jsonBody(apiTokenCreateSchema) },
        responses: { 201: jsonContent(apiTokenCreatedSchema, "The new token, shown once"), ...errorResponses },
      }),
      async (c) => c.json(await createApiToken(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/api-tokens/{id}",
        tags,
        summary: "Revoke an API token (yours; any of the organisation's for owners and admins); refused from the next request on",
        request: { params: uuidParam },
        responses: { 204: { description: "Revoked" }, ...errorResponses },
      }),
      async (c) => {
        await revokeApiToken(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
