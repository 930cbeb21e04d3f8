import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import {
  allocationPaymentSchema,
  capitalCallCreateSchema,
  capitalCallSchema,
  capitalCallUpdateSchema,
  fundParams,
  noticesBodySchema,
  noticesResultSchema,
  paymentCreateSchema,
} from "@shared/schemas/fund-ledger";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import {
  createCapitalCall,
  deleteCapitalCall,
  getCapitalCall,
  listCapitalCalls,
  addPayment,
  deletePayment,
  payAllocation,
  updateCapitalCall,
} from "./capital-calls.service";
import { sendNotices } from "./notices.service";
import { sendCached } from "../../lib/org-cache";
import { ledgerCache } from "./ledger-cache";

const tags = ["Fund ledger"];
const call = jsonContent(capitalCallSchema, "Capital call with each LP's allocation");
const stale = conflictResponse("Changed by someone else, or payments block a new total");

/** Capital calls of a fund, their per-LP allocations (payments) and call notices. Members write, viewers read. */
export function capitalCallsRoutes({ db, mailer, env }: Deps) {
  const cached = ledgerCache(db, env);
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/funds/{fundId}/capital-calls",
        tags,
        summary: "A fund's capital calls, newest first, with allocations",
        request: { params: fundParams },
        responses: { 200: jsonContent(listOf(capitalCallSchema), "Capital calls"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const { fundId } = c.req.valid("param");
        return sendCached(c, cached, caller.orgId, `calls ${fundId}`, () => listCapitalCalls(db, caller, fundId));
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/funds/{fundId}/capital-calls",
        tags,
        summary: "Call capital: allocated to the fund's LPs pro rata to commitment, whole dollars (largest remainder)",
        request: { params: fundParams, body: jsonBody(capitalCallCreateSchema) },
        responses: { 201: call, ...errorResponses },
      }),
      async (c) => c.json(await createCapitalCall(db, c.get("caller"), c.req.valid("param").fundId, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/capital-calls/{id}",
        tags,
        summary: "One capital call with allocations",
        request: { params: uuidParam },
        responses: { 200: call, ...errorResponses },
      }),
      async (c) => c.json(await getCapitalCall(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/capital-calls/{id}",
        tags,
        summary: "Edit a capital call (send the version you saw); a new total is allocated again while nothing is paid",
        request: { params: uuidParam, body: jsonBody(capitalCallUpdateSchema) },
        responses: { 200: call, ...errorResponses, ...stale },
      }),
      async (c) => c.json(await updateCapitalCall(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/capital-calls/{id}",
        tags,
        summary: "Delete a capital call and its allocations",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteCapitalCall(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/capital-call-allocations/{id}",
        tags,
        summary: "Record what one LP has paid on its share (total so far, whole dollars) and the day it paid",
        request: { params: uuidParam, body: jsonBody(allocationPaymentSchema) },
        responses: { 200: call, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await payAllocation(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/capital-call-allocations/{id}/payments",
        tags,
        summary: "Add one payment on an LP's share (partial payments: each with its day and amount); not more than is outstanding",
        request: { params: uuidParam, body: jsonBody(paymentCreateSchema) },
        responses: { 201: call, ...errorResponses },
      }),
      async (c) => c.json(await addPayment(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/capital-call-payments/{id}",
        tags,
        summary: "Take back one payment (the LP's share is outstanding by that much again)",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deletePayment(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/capital-calls/{id}/notices",
        tags,
        summary: "E-mail each LP with an address its call notice; LPs already notified are skipped unless resend is true",
        request: { params: uuidParam, body: jsonBody(noticesBodySchema) },
        responses: { 200: jsonContent(noticesResultSchema, "How many notices went out, and who was skipped"), ...errorResponses },
      }),
      async (c) => c.json(await sendNotices(db, mailer, c.get("caller"), c.req.valid("param").id, c.req.valid("json").resend), 200),
    );
}
