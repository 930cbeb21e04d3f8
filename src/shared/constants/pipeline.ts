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
/** The fund choice for investments made before the organisation's first fund (the spec's "Pre-Dream"). */
export const preOrgFundLabel = (orgName: string) => `Pre-${orgName}`;
/** Its value where a fund id would go: the Fund selects and the portfolio's fund filter (`?fund=pre-org`). */
export const PRE_ORG_FUND = "pre-org";
/** A company's fund as it reads: its fund's name, "Pre-{Org}", or null. */
export const companyFundLabel = (c: { fundName: string | null; preOrg: boolean }, orgName: string) =>
  c.fundName ?? (c.preOrg ? preOrgFundLabel(orgName) : null);
export const PRE_ORG_WITH_FUND = "Choose either a fund or the pre-fund option, not both";
/** The company panel's list omits Family Office and Other (spec part 2 §9); a stored value still shows. */
export const panelDealSourceOptions = (orgName: string) => dealSourceOptions(orgName).filter((s) => s !== "Family Office" && s !== "Other");

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
/** What the document vaults accept (checked by content on the server); the hint and the picker say the same. */
export const DOCUMENT_TYPES_TEXT = "PDF, PPTX, DOCX, XLSX, PNG or JPG";
export const DOCUMENT_ACCEPT = ".pdf,.pptx,.docx,.xlsx,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/** Sort keys of the company list ("-" prefix: descending). */
export const companySorts = ["-createdAt", "createdAt", "name", "-name", "-valuation", "valuation", "-revenue", "revenue"] as const;
export type CompanySort = (typeof companySorts)[number];

/** The pipeline's filters (part 2 §9): Round, POC, Sector, Region and Fund, next to search and status. */
export const facetKeys = ["round", "poc", "sector", "region", "fund"] as const;
export type FacetKey = (typeof facetKeys)[number];
