import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { fundCreateSchema, fundSchema, fundUpdateSchema } from "@shared/schemas/settings";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createFund, deleteFund, getFund, listFunds, updateFund } from "./funds.service";

const tags = ["Funds"];
const fund = jsonContent(fundSchema, "Fund");
const conflict = conflictResponse("Duplicate name, stale version or fund in use");

export function fundsRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/funds",
        tags,
        summary: "The organisation's funds",
        responses: { 200: jsonContent(listOf(fundSchema), "Funds"), ...errorResponses },
      }),
      async (c) => c.json(await listFunds(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/funds/{id}",
        tags,
        summary: "One fund",
        request: { params: uuidParam },
        responses: { 200: fund, ...errorResponses },
      }),
      async (c) => c.json(await getFund(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/funds",
        tags,
        summary: "Add a fund (name, size in dollars, vintage year)",
        ...adminOnly,
        request: { body: jsonBody(fundCreateSchema) },
        responses: { 201: fund, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await createFund(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/funds/{id}",
        tags,
        summary: "Edit a fund",
        ...adminOnly,
        request: { params: uuidParam, body: jsonBody(fundUpdateSchema) },
        responses: { 200: fund, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await updateFund(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/funds/{id}",
        tags,
        summary: "Delete a fund that nothing uses",
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses, ...conflict },
      }),
      async (c) => {
        await deleteFund(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
