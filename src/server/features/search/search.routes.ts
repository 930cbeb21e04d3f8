import { createRoute } from "@hono/zod-openapi";
import { searchQuery, searchResponseSchema } from "@shared/schemas/search";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { search } from "./search.service";

export function searchRoutes({ db }: Deps) {
  return createRouter().openapi(
    createRoute({
      method: "get",
      path: "/search",
      tags: ["Search"],
      summary:
        "One search over companies, people, LPs, LP CRM rows, tickets, notes, comments and documents (deck analyses included): exact, prefix, word, fuzzy, then body text with a snippet; `limit` results per type",
      request: { query: searchQuery },
      responses: { 200: jsonContent(searchResponseSchema, "Results, best first"), ...errorResponses },
    }),
    async (c) => c.json(await search(db, c.get("caller"), c.req.valid("query")), 200),
  );
}
