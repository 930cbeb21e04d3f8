import { z } from "zod";
import { calendarDate, moneySchema as money } from "./common";
import { versionField } from "./settings";

/** Required whole dollars: the shared money rule without its null. */
const requiredMoney = (what: string) => money(what).unwrap();

/**
 * The schemas of a company's funding rounds — equity offers and equity investments are the same
 * record with their own round types (spec part 2 §5 and §9): create (all four fields required),
 * update (any of them, with the version seen) and the record as the API answers it.
 */
export function equityRoundSchemas<const R extends readonly [string, ...string[]]>(roundTypes: R) {
  const create = z.strictObject({
    roundType: z.enum(roundTypes, { message: "Choose a round type" }),
    investedAmount: requiredMoney("Invested amount"),
    valuation: requiredMoney("Valuation"),
    investmentDate: calendarDate("Investment date must be a date (YYYY-MM-DD)"),
  });
  const record = z.object({
    id: z.uuid(),
    companyId: z.uuid(),
    roundType: z.enum(roundTypes),
    investedAmount: z.number(),
    valuation: z.number(),
    investmentDate: z.string(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
  return { create, update: create.partial().extend({ version: versionField }), record };
}

/** Path parameters of one round: the company's id and the round's, under the route's own name. */
export const roundParams = <K extends string>(key: K) =>
  z.object({ id: z.uuid({ message: "Invalid id" }) }).extend({ [key]: z.uuid({ message: "Invalid id" }) } as Record<K, z.ZodUUID>);
