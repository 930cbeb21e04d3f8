import { createRoute } from "@hono/zod-openapi";
import { setupBodySchema, setupStatusSchema } from "@shared/schemas/organizations";
import { z } from "zod";
import type { Deps } from "../../deps";
import { servesDevOutbox } from "../../env";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { needsSetup, runSetup } from "./setup.service";

const statusRoute = createRoute({
  method: "get",
  path: "/setup",
  tags: ["Setup"],
  summary: "Whether this instance still needs its first organisation",
  responses: { 200: jsonContent(setupStatusSchema, "Setup status") },
});

const setupRoute = createRoute({
  method: "post",
  path: "/setup",
  tags: ["Setup"],
  summary: "Create the first organisation and its owner (only on an empty instance)",
  request: { body: jsonBody(setupBodySchema) },
  responses: {
    201: jsonContent(z.object({ organizationId: z.uuid() }), "Created"),
    400: errorResponses[400],
    409: jsonContent(setupStatusSchema, "Already set up"),
  },
});

export function setupRoutes(deps: Deps) {
  return createRouter()
    .openapi(statusRoute, async (c) =>
      c.json({ needsSetup: await needsSetup(deps.db), mailConfigured: !!deps.env.SMTP_URL || servesDevOutbox(deps.env) }, 200),
    )
    .openapi(setupRoute, async (c) => {
      const org = await runSetup(deps, c.req.valid("json"));
      return c.json({ organizationId: org.id }, 201);
    });
}
