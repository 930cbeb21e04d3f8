import { z } from "zod";
import { investmentRoundTypes } from "../constants/pipeline";
import { moneySchema as money } from "./common";
import { versionField } from "./settings";

/** Required whole dollars: the shared money rule without its null. */
const requiredMoney = (what: string) => money(what).unwrap();

/** An investment in a portfolio company: all four fields are required (spec part 2 §5). */
export const equityInvestmentCreateSchema = z.strictObject({
  roundType: z.enum(investmentRoundTypes, { message: "Choose a round type" }),
  investedAmount: requiredMoney("Invested amount"),
  valuation: requiredMoney("Valuation"),
  investmentDate: z.iso.date({ message: "Investment date must be a date (YYYY-MM-DD)" }),
});
export type EquityInvestmentCreate = z.input<typeof equityInvestmentCreateSchema>;

export const equityInvestmentUpdateSchema = equityInvestmentCreateSchema.partial().extend({ version: versionField });

export const equityInvestmentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  roundType: z.enum(investmentRoundTypes),
  investedAmount: z.number(),
  valuation: z.number(),
  investmentDate: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EquityInvestment = z.infer<typeof equityInvestmentSchema>;

export const investmentParams = z.object({ id: z.uuid({ message: "Invalid id" }), investmentId: z.uuid({ message: "Invalid id" }) });
