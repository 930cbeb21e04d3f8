/** What an import or export carries (issue 40). */
export const importEntities = ["companies", "people", "lps", "equity-investments"] as const;
export type ImportEntity = (typeof importEntities)[number];

export const importEntityLabels: Record<ImportEntity, string> = {
  companies: "Companies",
  people: "People",
  lps: "LPs",
  "equity-investments": "Equity investments",
};

export const importStatuses = ["uploaded", "running", "done", "failed", "undone"] as const;

/** create: only new rows; update: only matched rows; upsert: both. */
export const importModes = ["create", "update", "upsert"] as const;
/** Whether an empty cell clears the record's value or leaves it as it is. */
export const blankCellModes = ["keep", "clear"] as const;

export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The extra column of the failed-rows CSV. */
export const IMPORT_ERROR_COLUMN = "Error";
