import { createRoute } from "@hono/zod-openapi";
import { dashboardSchema, performanceSchema, riskSchema } from "@shared/schemas/dashboard";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { createOrgCache } from "../../lib/org-cache";
import { dashboardFigures, myOpenReminders, type DashboardFigures } from "./dashboard.service";
import { getPerformance, getRisk } from "./risk-performance.service";

const tags = ["Dashboard"];

/**
 * Read-only aggregates of the organisation's portfolio, computed in SQL. The dashboard's
 * organisation figures are kept until the pipeline version moves (companies, POCs, investments,
 * funds); the caller's reminders are read on every request.
 */
export function dashboardRoutes(deps: Deps) {
  const { db } = deps;
  const cached = createOrgCache(db, { follows: "pipeline", maxBytes: deps.env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/dashboard",
        tags,
        summary: "Dashboard: portfolio totals, capital deployed, exits, risk, top performers, my open reminders, recent investments",
        responses: { 200: jsonContent(dashboardSchema, "Dashboard figures"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const [figures, reminders] = await Promise.all([
          cached(caller.orgId, "dashboard", () => dashboardFigures(db, caller.orgId)),
          myOpenReminders(db, caller),
        ]);
        const parsed = JSON.parse(Buffer.from(figures).toString()) as DashboardFigures;
        return c.json({ ...parsed, reminders }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/dashboard/risk",
        tags,
        summary: "Risk assessment: failed portfolio companies, capital lost, average lifespan, high-risk sectors",
        responses: { 200: jsonContent(riskSchema, "Failed companies"), ...errorResponses },
      }),
      async (c) => c.json(await getRisk(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/performance",
        tags,
        summary: "Investment performance: investment counts (30/365 days), invested, current value, MOIC, per company",
        responses: { 200: jsonContent(performanceSchema, "Investment performance"), ...errorResponses },
      }),
      async (c) => c.json(await getPerformance(db, c.get("caller")), 200),
    );
}
