import { pipelineStages, type PipelineStage } from "@shared/constants/pipeline";

/** data-stage slug of a stage ("Approved - Legal" → "approved-legal"). */
export const stageSlug = (stage: string) =>
  stage
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The user's order with any stage they have not placed yet appended (default order otherwise). */
export function effectiveOrder(
  saved: readonly PipelineStage[] | null | undefined,
  defaults: readonly PipelineStage[] = pipelineStages,
): PipelineStage[] {
  const first = (saved ?? []).filter((s) => defaults.includes(s));
  return [...first, ...defaults.filter((s) => !first.includes(s))];
}

/**
 * The plain Table View leaves portfolio companies out unless the Portfolio status is chosen
 * (spec part 2); its rows and its filter counts both follow this one rule.
 */
export const tableExcludesPortfolio = (stage: string | undefined) => stage !== "Portfolio";
