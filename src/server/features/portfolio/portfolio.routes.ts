import { createRoute } from "@hono/zod-openapi";
import {
  portfolioAnalyticsSchema,
  portfolioListQuery,
  portfolioListSchema,
  portfolioStatsSchema,
  trackerListSchema,
  trackerQuery,
} from "@shared/schemas/portfolio";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { customFieldFilters } from "../../lib/custom-fields/filters";
import { listPortfolio } from "./portfolio-list.service";
import { portfolioAnalytics, portfolioStats } from "./portfolio-stats.service";
import { listTracker } from "./portfolio-tracker.service";

const tags = ["Portfolio"];

/**
 * Read-only portfolio views, all computed in SQL: the list, its analytics, fund stats and the
 * quarterly tracker. The first three are kept per organisation until its pipeline version moves
 * (companies, POCs, investments and funds bump it: migrations 0002 and 0015), and for a minute
 * at most because analytics count by age.
 */
export function portfolioRoutes({ db, env }: Deps) {
  const cached = createOrgCache(db, { follows: "pipeline", maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024, maxAgeMs: 60_000 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/companies",
        tags,
        summary:
          "Portfolio companies by name: search (name, POC), sector, round, status (operating status), fund and custom field (cf.<key>) filters",
        request: { query: portfolioListQuery },
        responses: { 200: jsonContent(portfolioListSchema, "A page of portfolio companies"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        // cf.<key> filters are open-ended names, read beside the schema's fixed ones.
        const cf = customFieldFilters(c.req.queries());
        return sendCached(c, cached, caller.orgId, `list ${JSON.stringify([q, cf])}`, () => listPortfolio(db, caller, q, cf));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/analytics",
        tags,
        summary: "Portfolio Analytics: high-level figures, deal flow, distributions (percentages to two decimals)",
        responses: { 200: jsonContent(portfolioAnalyticsSchema, "Portfolio analytics"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        return sendCached(c, cached, caller.orgId, "analytics", () => portfolioAnalytics(db, caller));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/stats",
        tags,
        summary: "Per fund: companies, fund size, invested, % deployed, current value, MOIC and top holdings",
        responses: { 200: jsonContent(portfolioStatsSchema, "Fund stats"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        return sendCached(c, cached, caller.orgId, "stats", () => portfolioStats(db, caller));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/tracker",
        tags,
        summary: "Quarterly tracker: companies with a board seat or information rights and their documents for the quarter",
        request: { query: trackerQuery },
        responses: { 200: jsonContent(trackerListSchema, "Tracker rows"), ...errorResponses },
      }),
      async (c) => c.json(await listTracker(db, c.get("caller"), c.req.valid("query")), 200),
    );
}
