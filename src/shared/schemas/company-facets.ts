import { z } from "zod";
import { companyListQuery } from "./companies";

export const facetsQuery = companyListQuery.pick({
  q: true,
  stage: true,
  excludePortfolio: true,
  poc: true,
  sector: true,
  round: true,
  region: true,
  fund: true,
});

const counts = z.record(z.string(), z.number().int());

/**
 * Companies per option of each filter (values, POC ids, fund ids), for the search, the
 * status and every other filter: what choosing that option would show.
 */
export const facetsSchema = z.object({ round: counts, poc: counts, sector: counts, region: counts, fund: counts });
export type Facets = z.infer<typeof facetsSchema>;

export const groupKeys = ["poc", "sector", "round"] as const;
export type GroupKey = (typeof groupKeys)[number];

export const groupsQuery = facetsQuery.extend({ groupBy: z.enum(groupKeys, { message: "groupBy must be poc, sector or round" }) });

/** Companies per group ("" is the group of companies without a value; POC groups are by primary POC). */
export const groupsSchema = z.object({ groups: counts });
export type Groups = z.infer<typeof groupsSchema>;
