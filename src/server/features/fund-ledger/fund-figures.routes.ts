import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import {
  asOfQuery,
  capitalAccountSchema,
  distributionCreateSchema,
  distributionSchema,
  distributionUpdateSchema,
  fundMetricsSchema,
  fundParams,
  lpParams,
  valuationCreateSchema,
  valuationSchema,
} from "@shared/schemas/fund-ledger";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createDistribution, deleteDistribution, getDistribution, listDistributions, updateDistribution } from "./distributions.service";
import { sendCached } from "../../lib/org-cache";
import { utcToday } from "../../lib/stake-value";
import { ledgerCache } from "./ledger-cache";
import { capitalAccount, fundMetrics } from "./metrics.service";
import { createValuation, deleteValuation, listValuations } from "./valuations.service";

const tags = ["Fund ledger"];
const distribution = jsonContent(distributionSchema, "Distribution with each LP's allocation");

/** Distributions, NAV snapshots and the figures computed from the ledger (metrics, LP capital account). */
export function fundFiguresRoutes({ db, env }: Deps) {
  const cached = ledgerCache(db, env);
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/funds/{fundId}/distributions",
        tags,
        summary: "A fund's distributions, newest first, with allocations",
        request: { params: fundParams },
        responses: { 200: jsonContent(listOf(distributionSchema), "Distributions"), ...errorResponses },
      }),
      async (c) => c.json(await listDistributions(db, c.get("caller"), c.req.valid("param").fundId), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/funds/{fundId}/distributions",
        tags,
        summary: "Record a distribution: allocated to the fund's LPs pro rata to commitment, whole dollars",
        request: { params: fundParams, body: jsonBody(distributionCreateSchema) },
        responses: { 201: distribution, ...errorResponses },
      }),
      async (c) => c.json(await createDistribution(db, c.get("caller"), c.req.valid("param").fundId, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/distributions/{id}",
        tags,
        summary: "One distribution with allocations",
        request: { params: uuidParam },
        responses: { 200: distribution, ...errorResponses },
      }),
      async (c) => c.json(await getDistribution(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/distributions/{id}",
        tags,
        summary: "Edit a distribution (send the version you saw); a new total is allocated again",
        request: { params: uuidParam, body: jsonBody(distributionUpdateSchema) },
        responses: { 200: distribution, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateDistribution(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/distributions/{id}",
        tags,
        summary: "Delete a distribution and its allocations",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteDistribution(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/funds/{fundId}/valuations",
        tags,
        summary: "A fund's NAV snapshots, newest first",
        request: { params: fundParams },
        responses: { 200: jsonContent(listOf(valuationSchema), "NAV snapshots"), ...errorResponses },
      }),
      async (c) => c.json(await listValuations(db, c.get("caller"), c.req.valid("param").fundId), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/funds/{fundId}/valuations",
        tags,
        summary: "Record the fund's NAV on a date (one per date)",
        request: { params: fundParams, body: jsonBody(valuationCreateSchema) },
        responses: {
          201: jsonContent(valuationSchema, "NAV snapshot"),
          ...errorResponses,
          ...conflictResponse("A NAV for that date exists"),
        },
      }),
      async (c) => c.json(await createValuation(db, c.get("caller"), c.req.valid("param").fundId, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/valuations/{id}",
        tags,
        summary: "Delete a NAV snapshot",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteValuation(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/funds/{fundId}/metrics",
        tags,
        summary: "Committed, called, paid-in, distributed, NAV, DPI, RVPI, TVPI, net and gross IRR as of a day (default today)",
        request: { params: fundParams, query: asOfQuery },
        responses: { 200: jsonContent(fundMetricsSchema, "Fund figures"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const { fundId } = c.req.valid("param");
        const asOf = c.req.valid("query").asOf ?? utcToday();
        return sendCached(c, cached, caller.orgId, `metrics ${fundId} ${asOf}`, () => fundMetrics(db, caller, fundId, asOf));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lps/{lpId}/capital-account",
        tags,
        summary: "One LP's capital account as of a day: its figures, share of NAV and statement lines with running balances",
        request: { params: lpParams, query: asOfQuery },
        responses: { 200: jsonContent(capitalAccountSchema, "Capital account"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const { lpId } = c.req.valid("param");
        const asOf = c.req.valid("query").asOf ?? utcToday();
        return sendCached(c, cached, caller.orgId, `account ${lpId} ${asOf}`, () => capitalAccount(db, caller, lpId, asOf));
      },
    );
}
