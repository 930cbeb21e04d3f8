// Deal pipeline options (spec part 2, §4 and §9).

/** Pipeline stages (the spec's company_type), in board and grouping order. */
export const pipelineStages = [
  "Leads",
  "Reviewing",
  "Initial Interest",
  "Due Diligence",
  "IC Review",
  "Approved - Legal",
  "Approved - Not Funded",
  "Warehouse Deals",
  "Watchlist",
  "Portfolio",
  "Passed",
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/** How a stage is labelled in the grouped view (Portfolio shows as Completed there). */
export const groupLabel = (stage: PipelineStage) => (stage === "Portfolio" ? "Completed" : stage);

/** Stage filter pseudo-values: active hides Passed; all shows everything. */
export const stageFilters = ["active", "all", ...pipelineStages] as const;
export type StageFilter = (typeof stageFilters)[number];

export const operatingStatuses = ["Active", "Exited", "Shut-Down"] as const;
export const updateIntervals = ["Monthly", "Quarterly", "Yearly", "N/A"] as const;

export const dealSources = [
  "Family Office",
  "Friend",
  "{org} LP",
  "{org} Founder",
  "VC",
  "Cold Inbound",
  "Outbound",
  "Social",
  "Event",
  "Other",
] as const;
/** The organisation's own words replace the spec's "Dream" (e.g. "Acme Ventures LP"). */
export const dealSourceOptions = (orgName: string) => dealSources.map((s) => s.replace("{org}", orgName));

export const addRegions = ["North America", "Europe", "Asia", "South America", "Africa", "Australia"] as const;
export const addSectors = ["Consumer", "Technology", "Healthcare", "Financial Services", "Energy", "Real Estate", "Other"] as const;
export const addRounds = ["Pre-Seed", "Seed", "Series A", "Series B", "Series C", "Later Stage", "IPO"] as const;
export const addSubSectors = ["Deep tech", "Technology", "Healthcare", "Financial Services", "Energy", "Real Estate", "Other"] as const;
/** Inline round editor: the detail editor's rounds plus the add dialog's. */
export const editRounds = [
  "None",
  "Pre-Seed",
  "Seed",
  "Series A",
  "Series B",
  "Series C",
  "Series D",
  "Series E",
  "Later Stage",
  "IPO",
] as const;

export const documentCategories = ["legal", "financial", "deck", "memo", "investor_updates", "notes"] as const;
export type DocumentCategory = (typeof documentCategories)[number];

export const pipelineViews = ["table", "board"] as const;
export type PipelineView = (typeof pipelineViews)[number];
export const groupByOptions = ["none", "stage", "poc", "sector", "round"] as const;
export type GroupBy = (typeof groupByOptions)[number];

/** Upload cap for company documents. */
/** Round types of an equity offer (spec part 2, option lists). */
export const offerRoundTypes = [
  "Seed",
  "Series A",
  "Series B",
  "Series C",
  "Series D",
  "Series E",
  "Growth Equity",
  "Private Equity",
] as const;
export type OfferRoundType = (typeof offerRoundTypes)[number];

/** Round types of a portfolio equity investment (spec part 2 §9: Pre-Seed, Seed, Series A through G). */
export const investmentRoundTypes = [
  "Pre-Seed",
  "Seed",
  "Series A",
  "Series B",
  "Series C",
  "Series D",
  "Series E",
  "Series F",
  "Series G",
] as const;

export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Sort keys of the company list ("-" prefix: descending). */
export const companySorts = ["-createdAt", "createdAt", "name", "-name", "-valuation", "valuation", "-revenue", "revenue"] as const;
export type CompanySort = (typeof companySorts)[number];

/** The pipeline's filters (part 2 §9): Round, POC, Sector, Region and Fund, next to search and status. */
export const facetKeys = ["round", "poc", "sector", "region", "fund"] as const;
export type FacetKey = (typeof facetKeys)[number];
