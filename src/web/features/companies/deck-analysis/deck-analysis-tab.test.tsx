import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { DeckAnalysis, DeckAnalysisState } from "@shared/schemas/deck-analysis";
import { deckAnalysesOptions } from "./deck-analysis-api";
import { DeckAnalysisTab } from "./deck-analysis-tab";

const companyId = "c1";
const render = (items: DeckAnalysisState[], readOnly = false) => {
  const qc = new QueryClient();
  qc.setQueryData(deckAnalysesOptions(companyId).queryKey, { items });
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <DeckAnalysisTab companyId={companyId} readOnly={readOnly} />
    </QueryClientProvider>,
  );
};
const result: DeckAnalysis = {
  companyName: "Kestrel Health",
  oneLiner: "Care coordination for hospitals",
  category: "Healthcare",
  signals: { stage: "Seed", clarityScore: 2, firstPassExcitingEnoughToReview: true, why: "Clear problem; revenue." },
  problemStatement: "Readmissions cost $26B.",
  proposedSolution: "A shared care plan.",
  coreInsightOrWedge: null,
  businessModel: "SaaS",
  goToMarketStrategy: null,
  traction: { metrics: "$1.2M ARR", growth: null, notableCustomersOrPartnerships: null },
  team: { founders: [{ name: "Maya Chen", role: "CEO", background: "ex-Epic", relevantExperience: "ex-Epic" }] },
  market: { estimatedSize: "$12B", marketType: "B2B", macroTailwinds: null },
  fundraising: { ask: "$4M", roundType: "Seed", useOfFunds: null },
  notFound: [
    "coreInsightOrWedge",
    "goToMarketStrategy",
    "traction.growth",
    "traction.notableCustomersOrPartnerships",
    "market.macroTailwinds",
    "fundraising.useOfFunds",
  ],
};
const state = (over: Partial<DeckAnalysisState>): DeckAnalysisState => ({
  id: "a1",
  companyId,
  documentId: "d1",
  fileName: "kestrel-deck.pdf",
  uploadedAt: "2026-11-22T10:00:00.000Z",
  status: "done",
  provider: "builtin",
  result,
  error: null,
  attempts: 1,
  pageCount: 11,
  durationMs: 420,
  createdAt: "2026-11-22T10:00:00.000Z",
  finishedAt: "2026-11-22T10:00:01.000Z",
  ...over,
});

describe("AI Extraction tab", () => {
  it("says how to get an analysis when the company has no PDF deck", () => {
    expect(render([])).toContain("No pitch deck analysed yet");
  });

  it("shows the spec's banner while the analysis is queued or running", () => {
    for (const status of ["queued", "running"] as const) {
      const html = render([state({ status, result: null, finishedAt: null })]);
      expect(html).toContain("Analyzing pitch deck with AI... This may take a moment.");
      expect(html).not.toContain("Analyze again");
    }
  });

  it("shows a failure with its reason and a Retry button (not for viewers)", () => {
    const failed = state({ status: "failed", result: null, error: "The PDF could not be read (bad XRef)." });
    const html = render([failed]);
    expect(html).toContain("The deck could not be analysed");
    expect(html).toContain("The PDF could not be read (bad XRef).");
    expect(html).toContain("Retry");
    expect(render([failed], true)).not.toContain("Retry");
  });

  it("lays the result out: signals, sections, founders, and what the deck did not say", () => {
    const html = render([state({})]);
    for (const text of ["Kestrel Health", "Care coordination for hospitals", "Healthcare", "2 / 3", "Yes", "Clear problem; revenue."])
      expect(html).toContain(text);
    for (const text of ["Readmissions cost $26B.", "$1.2M ARR", "Maya Chen", "$12B", "$4M", "Analyze again"]) expect(html).toContain(text);
    // Each field the analyser could not find says so in its place.
    expect(html.match(/Not found in deck/g)).toHaveLength(result.notFound.length);
    expect(html).toContain("Analysed by the built-in analyser · 11 pages · 0.4 s");
  });

  it("tells decks with the same file name apart by their upload date in the picker", () => {
    const html = render([
      state({ id: "a2", documentId: "d2", uploadedAt: "2026-11-23T10:00:00.000Z" }),
      state({ id: "a1", documentId: "d1", uploadedAt: "2026-10-02T10:00:00.000Z" }),
    ]);
    expect(html).toContain("kestrel-deck.pdf · uploaded Nov 23, 2026");
    expect(html).toContain("kestrel-deck.pdf · uploaded Oct 2, 2026");
  });

  it("says it is retrying, and why, while a failed try waits for the next one", () => {
    const error = "The language model did not answer within 30 s.";
    const html = render([state({ status: "queued", result: null, error, attempts: 1 })]);
    expect(html).toContain(`${error} Retrying (try 2)...`);
  });
});
