import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import { personCreateSchema, personDetailSchema, personListQuery, personListSchema, personUpdateSchema } from "@shared/schemas/people";
import type { Deps } from "../../deps";
import { customFieldFilters } from "../../lib/custom-fields/filters";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { createPerson, deletePerson, getPerson, listPeople, updatePerson } from "./people.service";

const tags = ["People"];
const person = jsonContent(personDetailSchema, "Person");

/** List pages and searches are kept per organisation until its people version moves (migration 0019). */
export function peopleRoutes({ db, storage, env }: Deps) {
  const cached = createOrgCache(db, { follows: "people", maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/people",
        tags,
        summary: "The network: search (name, title, company, type, sector), per-field filters, name order, cursor pages",
        request: { query: personListQuery },
        responses: { 200: jsonContent(personListSchema, "A page of people"), ...errorResponses },
      }),
      async (c) => {
        const caller = c.get("caller");
        const q = c.req.valid("query");
        // cf.<key> filters are open-ended names, read beside the schema's fixed ones.
        const cf = customFieldFilters(c.req.queries());
        return sendCached(c, cached, caller.orgId, `people ${JSON.stringify([q, cf])}`, () => listPeople(db, caller, q, cf));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/people/{id}",
        tags,
        summary: "One person, with the companies they founded",
        request: { params: uuidParam },
        responses: { 200: person, ...errorResponses },
      }),
      async (c) => c.json(await getPerson(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/people",
        tags,
        summary: "Add a contact (name required; phone formatted US style)",
        request: { body: jsonBody(personCreateSchema) },
        responses: { 201: person, ...errorResponses },
      }),
      async (c) => c.json(await createPerson(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/people/{id}",
        tags,
        summary: "Change a contact's fields (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(personUpdateSchema) },
        responses: { 200: person, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => c.json(await updatePerson(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/people/{id}",
        tags,
        summary: "Delete a contact with their meetings, founder links and documents",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deletePerson(db, storage, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
