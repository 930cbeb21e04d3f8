import { createRoute } from "@hono/zod-openapi";
import { searchQuery, searchResponseSchema } from "@shared/schemas/search";
import type { Deps } from "../../deps";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { search, searchCacheKey } from "./search.service";

export function searchRoutes({ db, env }: Deps) {
  // Answers kept per organisation and query until anything search reads changes (decision 018): a
  // palette retypes and backspaces through the same prefixes, and a team looks up the same names.
  const cached = createOrgCache(db, {
    follows: ["pipeline", "lps", "people", "comments", "search"],
    maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024,
  });
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
    async (c) => {
      const caller = c.get("caller");
      const query = c.req.valid("query");
      return sendCached(c, cached, caller.orgId, searchCacheKey(query), () => search(db, caller, query));
    },
  );
}
