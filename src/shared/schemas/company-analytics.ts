import { z } from "zod";
import { pipelineStages } from "../constants/pipeline";

const share = z.object({ label: z.string(), count: z.number().int(), percent: z.number() });
export type Share = z.infer<typeof share>;

/** Pipeline analytics (spec part 2, §9), computed in SQL in one request. */
export const analyticsSchema = z.object({
  summary: z.object({
    /** Every company, lifetime. */
    total: z.number().int(),
    /** Created in the last 30 days. */
    monthly: z.number().int(),
    /** Created in the last 365 days. */
    annual: z.number().int(),
    portfolio: z.number().int(),
    passed: z.number().int(),
    /** Neither Portfolio nor Passed. */
    active: z.number().int(),
    /** Portfolio count divided by total, as a percentage with 2 decimals. */
    investmentRate: z.number(),
  }),
  byStage: z.array(z.object({ stage: z.enum(pipelineStages), count: z.number().int() })),
  /** Valuation buckets, percent of all companies (2 decimals). */
  valuation: z.array(share),
  /** Non-portfolio companies by days since added (0-1 week, 1-4 weeks, 4+ weeks), 1 decimal. */
  age: z.array(share),
  /** Sector, round and region (Unknown when missing) shares of all companies, 1 decimal. */
  sectors: z.array(share),
  rounds: z.array(share),
  locations: z.array(share),
  /** Companies per primary POC, split by stage (stacked bars). */
  byPerson: z.array(z.object({ poc: z.string(), total: z.number().int(), stages: z.record(z.string(), z.number().int()) })),
  /** Companies added per calendar month, the last 12 months (oldest first). */
  monthlyAdded: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
