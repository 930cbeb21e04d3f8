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
import { listPortfolio } from "./portfolio-list.service";
import { portfolioAnalytics, portfolioStats } from "./portfolio-stats.service";
import { listTracker } from "./portfolio-tracker.service";

const tags = ["Portfolio"];

/** Read-only portfolio views, all computed in SQL: the list, its analytics, fund stats and the quarterly tracker. */
export function portfolioRoutes({ db }: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/companies",
        tags,
        summary: "Portfolio companies by name: search (name, POC), sector, round, status (operating status) and fund filters",
        request: { query: portfolioListQuery },
        responses: { 200: jsonContent(portfolioListSchema, "A page of portfolio companies"), ...errorResponses },
      }),
      async (c) => c.json(await listPortfolio(db, c.get("caller"), c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/analytics",
        tags,
        summary: "Portfolio Analytics: high-level figures, deal flow, distributions (percentages to two decimals)",
        responses: { 200: jsonContent(portfolioAnalyticsSchema, "Portfolio analytics"), ...errorResponses },
      }),
      async (c) => c.json(await portfolioAnalytics(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/portfolio/stats",
        tags,
        summary: "Per fund: companies, fund size, invested, % deployed, current value, MOIC and top holdings",
        responses: { 200: jsonContent(portfolioStatsSchema, "Fund stats"), ...errorResponses },
      }),
      async (c) => c.json(await portfolioStats(db, c.get("caller")), 200),
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
