import type { z } from "zod";
import { offerRoundTypes } from "../constants/pipeline";
import { equityRoundSchemas, roundParams } from "./equity-rounds";

/** All four fields are required (spec part 2: save is disabled otherwise). */
const offers = equityRoundSchemas(offerRoundTypes);

export const equityOfferCreateSchema = offers.create;
export const equityOfferUpdateSchema = offers.update;
export const equityOfferSchema = offers.record;
export type EquityOffer = z.infer<typeof equityOfferSchema>;
export const offerParams = roundParams("offerId");
