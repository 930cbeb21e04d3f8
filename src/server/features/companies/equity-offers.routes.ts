import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { equityOfferCreateSchema, equityOfferSchema, equityOfferUpdateSchema, offerParams } from "@shared/schemas/equity-offers";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { createOffer, deleteOffer, listOffers, updateOffer } from "./equity-offers.service";

const tags = ["Equity offers"];
const offer = jsonContent(equityOfferSchema, "Equity offer");

export function equityOffersRoutes({ db }: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/companies/{id}/equity-offers",
        tags,
        summary: "A company's equity offers, oldest first",
        request: { params: uuidParam },
        responses: { 200: jsonContent(listOf(equityOfferSchema), "Equity offers"), ...errorResponses },
      }),
      async (c) => c.json(await listOffers(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/companies/{id}/equity-offers",
        tags,
        summary: "Add an equity offer (round type, invested amount, valuation and investment date all required)",
        request: { params: uuidParam, body: jsonBody(equityOfferCreateSchema) },
        responses: { 201: offer, ...errorResponses },
      }),
      async (c) => c.json(await createOffer(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/companies/{id}/equity-offers/{offerId}",
        tags,
        summary: "Change an equity offer (send the version you saw)",
        request: { params: offerParams, body: jsonBody(equityOfferUpdateSchema) },
        responses: { 200: offer, ...errorResponses, ...conflictResponse("Changed by someone else") },
      }),
      async (c) => {
        const { id, offerId } = c.req.valid("param");
        return c.json(await updateOffer(db, c.get("caller"), id, offerId, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/companies/{id}/equity-offers/{offerId}",
        tags,
        summary: "Delete an equity offer",
        request: { params: offerParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        const { id, offerId } = c.req.valid("param");
        await deleteOffer(db, c.get("caller"), id, offerId);
        return c.body(null, 204);
      },
    );
}
