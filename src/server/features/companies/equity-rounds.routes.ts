import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import type { equityRoundSchemas, roundParams } from "@shared/schemas/equity-rounds";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import type { equityRoundsService } from "./equity-rounds.service";

type Rounds = readonly [string, ...string[]];
type Options = {
  /** The path segment under a company: "equity-offers". */
  path: string;
  /** The round's path parameter: "offerId". */
  param: string;
  /** "equity offer": how the summaries name one round. */
  noun: string;
  schemas: ReturnType<typeof equityRoundSchemas<Rounds>>;
  params: ReturnType<typeof roundParams<string>>;
  service: ReturnType<typeof equityRoundsService<string>>;
};

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** List, add, change and delete a company's rounds (equity offers or equity investments). */
export function equityRoundsRoutes({ db }: Deps, o: Options) {
  const tags = [`${capital(o.noun)}s`];
  const one = jsonContent(o.schemas.record, capital(o.noun));
  const base = `/companies/{id}/${o.path}`;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: base,
        tags,
        summary: `A company's ${o.noun}s, oldest first`,
        request: { params: uuidParam },
        responses: { 200: jsonContent(listOf(o.schemas.record), `${capital(o.noun)}s`), ...errorResponses },
      }),
      async (c) => c.json(await o.service.list(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: base,
        tags,
        summary: `Add an ${o.noun} (round type, invested amount, valuation and investment date all required)`,
        request: { params: uuidParam, body: jsonBody(o.schemas.create) },
        responses: { 201: one, ...errorResponses },
      }),
      async (c) => c.json(await o.service.create(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: `${base}/{${o.param}}`,
        tags,
        summary: `Change an ${o.noun} (send the version you saw)`,
        request: { params: o.params, body: jsonBody(o.schemas.update) },
        responses: { 200: one, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => {
        const params = c.req.valid("param");
        return c.json(await o.service.update(db, c.get("caller"), params.id, params[o.param], c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: `${base}/{${o.param}}`,
        tags,
        summary: `Delete an ${o.noun}`,
        request: { params: o.params },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        const params = c.req.valid("param");
        await o.service.remove(db, c.get("caller"), params.id, params[o.param]);
        return c.body(null, 204);
      },
    );
}
