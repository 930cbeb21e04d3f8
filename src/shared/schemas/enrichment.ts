import { z } from "zod";

/** How many news items the enrichment panel shows (spec part 2, §7). */
export const ENRICHMENT_NEWS_LIMIT = 5;

export const enrichmentNewsSchema = z.object({
  title: z.string(),
  date: z.string().nullable(),
  url: z.string().nullable(),
});

/** A company's enrichment data, mapped from the provider's response (part 2, §7 aviato_data_pull). */
export const enrichmentDataSchema = z.object({
  legalName: z.string().nullable(),
  status: z.string().nullable(),
  founded: z.string().nullable(),
  locality: z.string().nullable(),
  country: z.string().nullable(),
  customerTypes: z.array(z.string()),
  financingStatus: z.string().nullable(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  domain: z.string().nullable(),
  funding: z.object({
    total: z.number().nullable(),
    latestDealAmount: z.number().nullable(),
    latestDealType: z.string().nullable(),
    latestDealDate: z.string().nullable(),
    roundCount: z.number().nullable(),
    investorCount: z.number().nullable(),
  }),
  headcount: z.object({
    current: z.number().nullable(),
    monthlyChange: z.number().nullable(),
    monthlyChangePercent: z.number().nullable(),
    yearlyChange: z.number().nullable(),
    yearlyChangePercent: z.number().nullable(),
  }),
  linkedinFollowers: z.number().nullable(),
  webTraffic: z.object({
    current: z.number().nullable(),
    monthlyChange: z.number().nullable(),
    monthlyChangePercent: z.number().nullable(),
  }),
  industries: z.array(z.string()),
  tags: z.array(z.string()),
  alternateNames: z.array(z.string()),
  news: z.array(enrichmentNewsSchema).max(ENRICHMENT_NEWS_LIMIT),
});
export type EnrichmentData = z.infer<typeof enrichmentDataSchema>;

/**
 * What the enrichment panel shows for a company: not configured (no API key on the server),
 * no website to look up, not found at the provider (404), an error with its text, or the data.
 */
export const enrichmentStateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("not_configured") }),
  z.object({ status: z.literal("no_domain") }),
  z.object({ status: z.literal("not_found"), domain: z.string(), fetchedAt: z.string() }),
  z.object({ status: z.literal("error"), domain: z.string(), error: z.string(), fetchedAt: z.string() }),
  z.object({ status: z.literal("ok"), domain: z.string(), data: enrichmentDataSchema, fetchedAt: z.string() }),
]);
export type EnrichmentState = z.infer<typeof enrichmentStateSchema>;
