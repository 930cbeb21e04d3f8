/** The five documents the quarterly tracker asks of each company, every quarter (spec part 2 §9). */
export const trackerDocuments = [
  "Income Statement",
  "Balance Sheet",
  "Cash Flow Statement",
  "Latest Company/Investor Deck",
  "Quarterly Update (Writeup)",
] as const;
export type TrackerDocument = (typeof trackerDocuments)[number];

/** Where each tracker document is filed in the Document Vault. */
export const trackerDocumentCategory: Record<TrackerDocument, "financial" | "deck" | "investor_updates"> = {
  "Income Statement": "financial",
  "Balance Sheet": "financial",
  "Cash Flow Statement": "financial",
  "Latest Company/Investor Deck": "deck",
  "Quarterly Update (Writeup)": "investor_updates",
};

/** Portfolio editor and filter options (spec part 2 §9). */
export const portfolioRounds = ["Pre-Seed", "Seed", "Series A", "Series B", "Series C", "Series D"] as const;
export const portfolioSectors = ["Consumer", "Technology", "Healthcare", "Financial Services", "Energy", "Real Estate", "Other"] as const;
