import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { enrichmentStateSchema } from "@shared/schemas/enrichment";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { getEnrichment, refreshEnrichment } from "./enrichment.service";

const tags = ["Companies"];
const state = jsonContent(
  enrichmentStateSchema,
  "Enrichment state: not_configured (no ENRICHMENT_API_KEY), no_domain (no website), not_found, error (with its text) or ok (the data), with the fetch time",
);

export function enrichmentRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/enrichment",
        tags,
        summary: "The company's enrichment data (cached; looked up from its website's domain when nothing is cached)",
        request: { params: uuidParam },
        responses: { 200: state, ...errorResponses },
      }),
      async (c) => c.json(await getEnrichment(deps, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/enrichment/refresh",
        tags,
        summary: "Look the company up again and replace the cached result (members and above)",
        request: { params: uuidParam },
        responses: { 200: state, ...errorResponses },
      }),
      async (c) => c.json(await refreshEnrichment(deps, c.get("caller"), c.req.valid("param").id), 200),
    );
}
