import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { lpCreateSchema, lpListQuery, lpListSchema, lpSchema, lpTotalsSchema, lpUpdateSchema } from "@shared/schemas/lps";
import type { Deps } from "../../deps";
import { customFieldFilters } from "../../lib/custom-fields/filters";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createLp, deleteLp, getLp, listLps, lpTotals, updateLp } from "./lps.service";

const tags = ["Limited partners"];
const lp = jsonContent(lpSchema, "Limited partner");

/** Lists and totals are kept per organisation until its LP data version moves (migration 0016). */
export function lpsRoutes({ db, env }: Deps) {
  const cached = createOrgCache(db, { follows: "lps", maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/lps",
        tags,
        summary: "Limited partners (of one fund with fundId), by entity name, cursor pages; q searches name and email",
        request: { query: lpListQuery },
        responses: { 200: jsonContent(lpListSchema, "A page of limited partners"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        // cf.<key> filters are open-ended names, read beside the schema's fixed ones.
        const cf = customFieldFilters(c.req.queries());
        return sendCached(c, cached, caller.orgId, `lps ${JSON.stringify([q, cf])}`, () => listLps(db, caller, q, cf));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lps/totals",
        tags,
        summary: "Per fund: number of LPs and total commitment in dollars",
        responses: { 200: jsonContent(lpTotalsSchema, "Totals per fund"), ...errorResponses },
      }),
      async (c) => sendCached(c, cached, c.get("caller").orgId, "totals", () => lpTotals(db, c.get("caller"))),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lps/{id}",
        tags,
        summary: "One limited partner",
        request: { params: uuidParam },
        responses: { 200: lp, ...errorResponses },
      }),
      async (c) => c.json(await getLp(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/lps",
        tags,
        summary: "Add a limited partner to one of the organisation's funds (commitment in whole dollars)",
        request: { body: jsonBody(lpCreateSchema) },
        responses: { 201: lp, ...errorResponses },
      }),
      async (c) => c.json(await createLp(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/lps/{id}",
        tags,
        summary: "Edit a limited partner (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(lpUpdateSchema) },
        responses: { 200: lp, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateLp(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/lps/{id}",
        tags,
        summary: "Delete a limited partner",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteLp(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
