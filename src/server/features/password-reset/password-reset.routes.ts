import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { isResetTokenValid } from "../../auth/auth";
import type { Deps } from "../../deps";
import { createRouter, jsonContent } from "../../lib/router";

const checkRoute = createRoute({
  method: "get",
  path: "/public/password-reset/{token}",
  tags: ["Auth"],
  summary: "Whether a password-reset link is still valid (unused and not expired)",
  request: { params: z.object({ token: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(z.object({ valid: z.boolean() }), "Validity") },
});

export function passwordResetRoutes(deps: Deps) {
  return createRouter().openapi(checkRoute, async (c) =>
    c.json({ valid: await isResetTokenValid(deps.auth, c.req.valid("param").token) }, 200),
  );
}
