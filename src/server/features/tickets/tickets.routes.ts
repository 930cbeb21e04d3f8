import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { ticketCreateSchema, ticketListQuery, ticketListSchema, ticketSchema, ticketUpdateSchema } from "@shared/schemas/tickets";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createTicket, deleteTicket, getTicket, listTickets, updateTicket } from "./tickets.service";

const tags = ["Development board"];
const ticket = jsonContent(ticketSchema, "Ticket");

export function ticketsRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/tickets",
        tags,
        summary: "Tickets, newest first (status: active hides Done; all; or one status)",
        request: { query: ticketListQuery },
        responses: { 200: jsonContent(ticketListSchema, "Tickets"), ...errorResponses },
      }),
      async (c) => c.json(await listTickets(db, c.get("caller"), c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/tickets/{id}",
        tags,
        summary: "One ticket",
        request: { params: uuidParam },
        responses: { 200: ticket, ...errorResponses },
      }),
      async (c) => c.json(await getTicket(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/tickets",
        tags,
        summary: "Create a development request (assignee defaults to you)",
        request: { body: jsonBody(ticketCreateSchema) },
        responses: { 201: ticket, ...errorResponses },
      }),
      async (c) => c.json(await createTicket(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/tickets/{id}",
        tags,
        summary: "Change fields (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(ticketUpdateSchema) },
        responses: { 200: ticket, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updateTicket(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/tickets/{id}",
        tags,
        summary: "Delete a ticket",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteTicket(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
