import type { DeckAnalysis } from "@shared/schemas/deck-analysis";

/** What the built-in analyser finds before it scores the deck. */
export type DeckFields = Omit<DeckAnalysis, "signals" | "notFound" | "team"> & {
  stage: string | null;
  founders: DeckAnalysis["team"]["founders"];
};

/** The dotted paths of the result's empty fields, in the order the panel lists them. */
export function notFoundPaths(a: Omit<DeckAnalysis, "notFound">): string[] {
  const fields: [string, unknown][] = [
    ["companyName", a.companyName],
    ["oneLiner", a.oneLiner],
    ["category", a.category],
    ["signals.stage", a.signals.stage],
    ["problemStatement", a.problemStatement],
    ["proposedSolution", a.proposedSolution],
    ["coreInsightOrWedge", a.coreInsightOrWedge],
    ["businessModel", a.businessModel],
    ["goToMarketStrategy", a.goToMarketStrategy],
    ["traction.metrics", a.traction.metrics],
    ["traction.growth", a.traction.growth],
    ["traction.notableCustomersOrPartnerships", a.traction.notableCustomersOrPartnerships],
    ["team.founders", a.team.founders.length ? a.team.founders : null],
    ["market.estimatedSize", a.market.estimatedSize],
    ["market.marketType", a.market.marketType],
    ["market.macroTailwinds", a.market.macroTailwinds],
    ["fundraising.ask", a.fundraising.ask],
    ["fundraising.roundType", a.fundraising.roundType],
    ["fundraising.useOfFunds", a.fundraising.useOfFunds],
  ];
  return fields.filter(([, v]) => v === null || v === "").map(([path]) => path);
}

/**
 * The built-in signals: clarity 0–3 from how many of the seven core sections the deck states,
 * "exciting enough to review" when it is clear (2+), shows numbers for traction and names its founders.
 */
function signalsOf(f: DeckFields): DeckAnalysis["signals"] {
  const core: [string, boolean][] = [
    ["problem", !!f.problemStatement],
    ["solution", !!f.proposedSolution],
    ["business model", !!f.businessModel],
    ["traction", !!(f.traction.metrics || f.traction.growth)],
    ["team", f.founders.length > 0],
    ["market", !!f.market.estimatedSize],
    ["fundraising", !!f.fundraising.ask],
  ];
  const found = core.filter(([, ok]) => ok).length;
  const clarityScore = found >= 7 ? 3 : found >= 5 ? 2 : found >= 3 ? 1 : 0;
  const missing = core.filter(([, ok]) => !ok).map(([name]) => name);
  const hasNumbers = /\d/.test(`${f.traction.metrics ?? ""}${f.traction.growth ?? ""}`);
  const exciting = clarityScore >= 2 && hasNumbers && f.founders.length > 0;
  const reasons = [
    // Name the seven: other fields (core insight, go-to-market) may still read "Not found in deck".
    missing.length
      ? `${found} of 7 core sections stated (missing: ${missing.join(", ")})`
      : `all 7 core sections stated (${core.map(([name]) => name).join(", ")})`,
    hasNumbers ? "traction is backed by numbers" : "no traction numbers",
    f.founders.length ? `${f.founders.length} founder${f.founders.length === 1 ? "" : "s"} named` : "no founders named",
    f.fundraising.ask ? `asking ${f.fundraising.ask}` : null,
  ].filter(Boolean);
  return { stage: f.stage, clarityScore, firstPassExcitingEnoughToReview: exciting, why: `${reasons.join("; ")}.` };
}

export function withNotFound(f: DeckFields): DeckAnalysis {
  const { stage: _stage, founders, ...rest } = f;
  const analysis = { ...rest, signals: signalsOf(f), team: { founders } };
  return { ...analysis, notFound: notFoundPaths(analysis) };
}
