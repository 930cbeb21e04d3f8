import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { analyticsSchema } from "@shared/schemas/company-analytics";
import {
  boardQuery,
  boardSchema,
  companyCreateSchema,
  companyListQuery,
  companyListSchema,
  companySchema,
  companyUpdateSchema,
} from "@shared/schemas/companies";
import { facetsQuery, facetsSchema, groupsQuery, groupsSchema } from "@shared/schemas/company-facets";
import type { Deps } from "../../deps";
import { sendJsonText } from "../../lib/json-text";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { getAnalytics } from "./companies-analytics.service";
import { getBoard, listCompanies } from "./companies-list.service";
import { getFacets, getGroups } from "./companies-facets.service";
import { createOrgCache } from "../../lib/org-cache";
import { keepCardTexts } from "./card-cache";
import { customFieldFilters } from "../../lib/custom-fields/filters";
import { createCompany, deleteCompany, getCompany, updateCompany } from "./companies.service";

const tags = ["Companies"];
const company = jsonContent(companySchema, "Company");

export function companiesRoutes(deps: Deps) {
  const { db } = deps;
  const cached = createOrgCache(db, { follows: "pipeline", maxBytes: deps.env.PIPELINE_CACHE_MB * 1024 * 1024 });
  keepCardTexts(db, deps.env.CARD_CACHE_MB * 1024 * 1024);
  // Fixed paths (board, analytics) come before /companies/{id}.
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies",
        tags,
        summary: "Companies: search (name, POC, sector, round, status), filters, sort, cursor pages and per-stage counts",
        request: { query: companyListQuery },
        responses: { 200: jsonContent(companyListSchema, "A page of companies"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        // cf.<key> filters are open-ended names, read beside the schema's fixed ones.
        const cf = customFieldFilters(c.req.queries());
        return sendJsonText(c, await cached(caller.orgId, `list ${JSON.stringify([q, cf])}`, () => listCompanies(db, caller, q, cf)));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/facets",
        tags,
        summary: "Filter counts: companies per Round, POC, Sector, Region and Fund option for the search, status and other filters",
        request: { query: facetsQuery },
        responses: { 200: jsonContent(facetsSchema, "Counts per filter option"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        const cf = customFieldFilters(c.req.queries());
        return sendJsonText(c, await cached(caller.orgId, `facets ${JSON.stringify([q, cf])}`, () => getFacets(db, caller, q, cf)));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/groups",
        tags,
        summary: 'Grouped view: companies per primary POC, sector or round ("" for none) for the search and filters',
        request: { query: groupsQuery },
        responses: { 200: jsonContent(groupsSchema, "Counts per group"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        const cf = customFieldFilters(c.req.queries());
        return sendJsonText(c, await cached(caller.orgId, `groups ${JSON.stringify([q, cf])}`, () => getGroups(db, caller, q, cf)));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/board",
        tags,
        summary: "Board: the newest cards of each stage and each stage's count; with stage and cursor, the next cards of one column",
        request: { query: boardQuery },
        responses: { 200: jsonContent(boardSchema, "Board columns"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        const cf = customFieldFilters(c.req.queries());
        return sendJsonText(c, await cached(caller.orgId, `board ${JSON.stringify([q, cf])}`, () => getBoard(db, caller, q, cf)));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/analytics",
        tags,
        summary: "Pipeline analytics (summary, stages, distributions, people, age, location)",
        responses: { 200: jsonContent(analyticsSchema, "Analytics"), ...errorResponses },
      }),
      async (c) => sendJsonText(c, await getAnalytics(db, c.get("caller"))),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}",
        tags,
        summary: "One company",
        request: { params: uuidParam },
        responses: { 200: company, ...errorResponses },
      }),
      async (c) => c.json(await getCompany(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies",
        tags,
        summary: "Add a company (starts in Leads; 409 when the name exists unless allowDuplicate)",
        request: { body: jsonBody(companyCreateSchema) },
        responses: { 201: company, ...errorResponses, ...conflictResponse("A company with this name exists") },
      }),
      async (c) => c.json(await createCompany(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/companies/{id}",
        tags,
        summary: "Change fields, stage or POCs (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(companyUpdateSchema) },
        responses: { 200: company, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateCompany(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}",
        tags,
        summary: "Delete a company, its documents and their files",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteCompany(db, deps.storage, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
