import { offerParams, equityOfferCreateSchema, equityOfferSchema, equityOfferUpdateSchema } from "@shared/schemas/equity-offers";
import type { Deps } from "../../deps";
import { equityRoundsRoutes } from "./equity-rounds.routes";
import { createOffer, deleteOffer, listOffers, updateOffer } from "./equity-offers.service";

export const equityOffersRoutes = (deps: Deps) =>
  equityRoundsRoutes(deps, {
    path: "equity-offers",
    param: "offerId",
    noun: "equity offer",
    schemas: { create: equityOfferCreateSchema, update: equityOfferUpdateSchema, record: equityOfferSchema },
    params: offerParams,
    service: { list: listOffers, create: createOffer, update: updateOffer, remove: deleteOffer },
  });
