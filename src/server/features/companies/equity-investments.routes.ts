import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import {
  equityInvestmentCreateSchema,
  equityInvestmentSchema,
  equityInvestmentUpdateSchema,
  investmentParams,
} from "@shared/schemas/equity-investments";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createInvestment, deleteInvestment, listInvestments, updateInvestment } from "./equity-investments.service";

const tags = ["Equity investments"];
const investment = jsonContent(equityInvestmentSchema, "Equity investment");

export function equityInvestmentsRoutes({ db }: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/equity-investments",
        tags,
        summary: "A company's equity investments, oldest first",
        request: { params: uuidParam },
        responses: { 200: jsonContent(listOf(equityInvestmentSchema), "Equity investments"), ...errorResponses },
      }),
      async (c) => c.json(await listInvestments(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/equity-investments",
        tags,
        summary: "Add an equity investment (round type, invested amount, valuation and investment date all required)",
        request: { params: uuidParam, body: jsonBody(equityInvestmentCreateSchema) },
        responses: { 201: investment, ...errorResponses },
      }),
      async (c) => c.json(await createInvestment(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/companies/{id}/equity-investments/{investmentId}",
        tags,
        summary: "Change an equity investment (send the version you saw)",
        request: { params: investmentParams, body: jsonBody(equityInvestmentUpdateSchema) },
        responses: { 200: investment, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => {
        const { id, investmentId } = c.req.valid("param");
        return c.json(await updateInvestment(db, c.get("caller"), id, investmentId, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}/equity-investments/{investmentId}",
        tags,
        summary: "Delete an equity investment",
        request: { params: investmentParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        const { id, investmentId } = c.req.valid("param");
        await deleteInvestment(db, c.get("caller"), id, investmentId);
        return c.body(null, 204);
      },
    );
}
