import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import {
  founderAddSchema,
  founderListSchema,
  founderParams,
  meetingCreateSchema,
  meetingListSchema,
  meetingSchema,
} from "@shared/schemas/people";
import type { Deps } from "../../deps";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { addFounder, listFounders, removeFounder } from "./founders.service";
import { addMeeting, listMeetings } from "./meetings.service";

const founders = jsonContent(founderListSchema, "The company's founders in order");

/** A company's founders (people of the network) and a person's meetings. */
export function peopleLinkRoutes({ db }: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/founders",
        tags: ["Companies"],
        summary: "The company's founders in the order added",
        request: { params: uuidParam },
        responses: { 200: founders, ...errorResponses },
      }),
      async (c) => c.json({ items: await listFounders(db, c.get("caller"), c.req.valid("param").id) }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/founders",
        tags: ["Companies"],
        summary: "Add a founder: an existing person (personId) or a name (creates the person unless that name exists)",
        request: { params: uuidParam, body: jsonBody(founderAddSchema) },
        responses: { 201: founders, ...errorResponses },
      }),
      async (c) => c.json({ items: await addFounder(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")) }, 201),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}/founders/{personId}",
        tags: ["Companies"],
        summary: "Remove a founder from the company (the person stays)",
        request: { params: founderParams },
        responses: { 204: { description: "Removed" }, ...errorResponses },
      }),
      async (c) => {
        const { id, personId } = c.req.valid("param");
        await removeFounder(db, c.get("caller"), id, personId);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/people/{id}/meetings",
        tags: ["People"],
        summary: "Meetings with a person, newest first",
        request: { params: uuidParam },
        responses: { 200: jsonContent(meetingListSchema, "Meetings"), ...errorResponses },
      }),
      async (c) => c.json({ items: await listMeetings(db, c.get("caller"), c.req.valid("param").id) }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/people/{id}/meetings",
        tags: ["People"],
        summary: "Log a meeting (Date and Purpose required); moves the person's last meeting date forward",
        request: { params: uuidParam, body: jsonBody(meetingCreateSchema) },
        responses: { 201: jsonContent(meetingSchema, "The meeting"), ...errorResponses },
      }),
      async (c) => c.json(await addMeeting(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    );
}
