import { z } from "zod";
import { operatingStatuses, PRE_ORG_FUND } from "../constants/pipeline";
import { trackerDocuments } from "../constants/portfolio";
import { cursorParam } from "./common";
import { pocRefSchema } from "./companies";
import { customFieldsOutput } from "./custom-fields";

/** GET /portfolio/companies: the portfolio list's search (name, POC) and filters. */
export const portfolioListQuery = z.object({
  q: z.string().max(200).optional(),
  sector: z.string().max(120).optional(),
  round: z.string().max(120).optional(),
  status: z.enum(operatingStatuses, { message: "Status must be Active, Exited or Shut-Down" }).optional(),
  /** A fund's id, or "pre-org": the companies invested before the organisation's first fund. */
  fund: z.union([z.literal(PRE_ORG_FUND), z.uuid()], { message: "Invalid fund id" }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: cursorParam,
});
export type PortfolioFilters = Partial<Pick<z.output<typeof portfolioListQuery>, "q" | "sector" | "round" | "status" | "fund">>;

export const portfolioRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  oneLiner: z.string().nullable(),
  pocs: z.array(pocRefSchema),
  round: z.string().nullable(),
  sector: z.string().nullable(),
  stage: z.string(),
  operatingStatus: z.enum(operatingStatuses),
  fundName: z.string().nullable(),
  /** Sum of the company's equity investments, whole dollars. */
  invested: z.number(),
  customFields: customFieldsOutput,
  /** The funds its investments came from, as one label ("Fund I & II", "Pre-Acme & Fund II"); null without investments. */
  investedFrom: z.string().nullable(),
});
export type PortfolioRow = z.infer<typeof portfolioRowSchema>;

export const portfolioListSchema = z.object({
  items: z.array(portfolioRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type PortfolioList = z.infer<typeof portfolioListSchema>;

const holdingSchema = z.object({ id: z.uuid(), name: z.string(), invested: z.number(), currentValue: z.number() });

/** One fund's figures. Current value: each investment's share of the company (invested ÷ valuation) at today's company valuation. */
export const fundStatsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  sizeUsd: z.number().nullable(),
  companies: z.number().int(),
  invested: z.number(),
  /** Invested as a percentage of the fund size, two decimals; null without a size. */
  deployedPct: z.number().nullable(),
  currentValue: z.number(),
  /** Current value ÷ invested, two decimals; null before any investment. */
  moic: z.number().nullable(),
  topHoldings: z.array(holdingSchema),
});
export type FundStats = z.infer<typeof fundStatsSchema>;
export const portfolioStatsSchema = z.object({ funds: z.array(fundStatsSchema) });
export type PortfolioStats = z.infer<typeof portfolioStatsSchema>;

const share = z.object({ label: z.string(), count: z.number().int(), pct: z.number() });
const capitalShare = z.object({ label: z.string(), invested: z.number(), pct: z.number() });

export const portfolioAnalyticsSchema = z.object({
  highLevel: z.object({
    portfolioCompanies: z.number().int(),
    totalInvested: z.number(),
    currentValue: z.number(),
    moic: z.number().nullable(),
    investments: z.number().int(),
  }),
  dealFlow: z.object({ lifetime: z.number().int(), monthly: z.number().int(), annual: z.number().int(), investmentRate: z.number() }),
  bySector: z.array(share),
  byRound: z.array(share),
  byFund: z.array(share),
  byPersonStatus: z.array(z.object({ label: z.string(), counts: z.record(z.string(), z.number().int()), total: z.number().int() })),
  byAge: z.array(share),
  byLocation: z.array(share),
  capitalBySector: z.array(capitalShare),
});
export type PortfolioAnalytics = z.infer<typeof portfolioAnalyticsSchema>;

export const trackerQuery = z.object({
  /** Defaults to the current quarter. */
  quarter: z
    .string()
    .regex(/^Q[1-4] \d{4}$/, "Quarter must look like Q1 2026")
    .optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The previous page's nextCursor: its last row's sort key, up to 200 characters of name (~900 when encoded). */
  cursor: z.string().max(1000).optional(),
});

export const trackerFileSchema = z.object({
  id: z.uuid(),
  document: z.enum(trackerDocuments),
  fileName: z.string(),
  downloadUrl: z.string(),
  createdAt: z.string(),
});

export const trackerRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: z.string().nullable(),
  sector: z.string().nullable(),
  files: z.array(trackerFileSchema),
  /** Whole percent of the five required documents uploaded for the quarter. */
  progress: z.number().int(),
});
export type TrackerRow = z.infer<typeof trackerRowSchema>;
export const trackerListSchema = z.object({ items: z.array(trackerRowSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type TrackerList = z.infer<typeof trackerListSchema>;
