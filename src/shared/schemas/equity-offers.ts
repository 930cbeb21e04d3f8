import { z } from "zod";
import { offerRoundTypes } from "../constants/pipeline";
import { moneySchema as money } from "./common";
import { versionField } from "./settings";

/** Required whole dollars: the shared money rule without its null. */
const requiredMoney = (what: string) => money(what).unwrap();

/** All four fields are required (spec part 2: save is disabled otherwise). */
export const equityOfferCreateSchema = z.strictObject({
  roundType: z.enum(offerRoundTypes, { message: "Choose a round type" }),
  investedAmount: requiredMoney("Invested amount"),
  valuation: requiredMoney("Valuation"),
  investmentDate: z.iso.date({ message: "Investment date must be a date (YYYY-MM-DD)" }),
});
export type EquityOfferCreate = z.input<typeof equityOfferCreateSchema>;

export const equityOfferUpdateSchema = equityOfferCreateSchema.partial().extend({ version: versionField });

export const equityOfferSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  roundType: z.enum(offerRoundTypes),
  investedAmount: z.number(),
  valuation: z.number(),
  investmentDate: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EquityOffer = z.infer<typeof equityOfferSchema>;

export const offerParams = z.object({ id: z.uuid({ message: "Invalid id" }), offerId: z.uuid({ message: "Invalid id" }) });
