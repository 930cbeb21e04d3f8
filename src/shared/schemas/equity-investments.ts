import type { z } from "zod";
import { investmentRoundTypes } from "../constants/pipeline";
import { equityRoundSchemas, roundParams } from "./equity-rounds";

/** An investment in a portfolio company: all four fields are required (spec part 2 §5). */
const investments = equityRoundSchemas(investmentRoundTypes);

export const equityInvestmentCreateSchema = investments.create;
export const equityInvestmentUpdateSchema = investments.update;
export const equityInvestmentSchema = investments.record;
export type EquityInvestment = z.infer<typeof equityInvestmentSchema>;
export const investmentParams = roundParams("investmentId");
