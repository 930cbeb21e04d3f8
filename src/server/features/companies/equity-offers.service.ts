import type { OfferRoundType } from "@shared/constants/pipeline";
import { equityOffers } from "../../db/schema";
import { equityRoundsService } from "./equity-rounds.service";

/** Equity offers made to a company: the shared rounds service on its own table. */
export const {
  list: listOffers,
  create: createOffer,
  update: updateOffer,
  remove: deleteOffer,
} = equityRoundsService<OfferRoundType>({ table: equityOffers, entityType: "equity_offer", noun: "Offer" });
