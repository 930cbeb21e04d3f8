import { z } from "zod";
import { investmentRoundTypes } from "../constants/pipeline";
import { equityRoundSchemas, roundParams } from "./equity-rounds";

/** An investment in a portfolio company: all four fields are required (spec part 2 §5). */
const investments = equityRoundSchemas(investmentRoundTypes);
/** The fund the money came from (issue 43); left out, it is the company's fund. */
const fundId = z.uuid({ message: "Invalid fund id" }).nullable().optional();

export const equityInvestmentCreateSchema = investments.create.extend({ fundId });
export const equityInvestmentUpdateSchema = investments.update.extend({ fundId });
export const equityInvestmentSchema = investments.record.extend({ fundId: z.uuid().nullable() });
export type EquityInvestment = z.infer<typeof equityInvestmentSchema>;
export const investmentParams = roundParams("investmentId");
