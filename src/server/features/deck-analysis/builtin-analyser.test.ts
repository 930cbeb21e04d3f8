import { describe, expect, it } from "vitest";
import { kestrelDeck, makeDeckPdf, type Slide } from "../../test/pitch-deck";
import { analyseDeckText } from "./builtin-analyser";
import { extractPdfPages } from "./pdf-text";

const analysePdf = async (slides: Slide[]) => analyseDeckText(await extractPdfPages(await makeDeckPdf(slides)));

describe("built-in deck analyser", () => {
  it("finds every section of a deck by its headings", async () => {
    const a = await analysePdf(kestrelDeck);
    expect(a).toMatchObject({
      companyName: "Kestrel Health",
      oneLiner: "Care coordination software that cuts hospital readmissions",
      category: "Healthcare",
      signals: { stage: "Seed", clarityScore: 3, firstPassExcitingEnoughToReview: true },
      businessModel: "SaaS subscription: $18,000 per hospital per year plus $4 per patient.",
      goToMarketStrategy: "Direct sales to regional hospital networks, then channel partners among EHR vendors.",
      market: { estimatedSize: "$12B", marketType: "B2B" },
      fundraising: { ask: "$4M", roundType: "Seed", useOfFunds: "50% engineering, 30% sales, 20% operations" },
    });
    expect(a.problemStatement).toContain("Hospitals lose $26B a year");
    expect(a.problemStatement).toContain("Discharge plans live in faxes");
    expect(a.proposedSolution).toContain("A shared care plan");
    expect(a.coreInsightOrWedge).toContain("Readmission penalties doubled");
    expect(a.traction.metrics).toContain("$1.2M ARR from 14 hospitals");
    expect(a.traction.growth).toContain("grew 22% MoM");
    expect(a.traction.notableCustomersOrPartnerships).toContain("Mercy General");
    expect(a.market.macroTailwinds).toContain("value-based care adoption");
    expect(a.team.founders).toEqual([
      {
        name: "Maya Chen",
        role: "CEO",
        background: "ex-Epic, 10 years in hospital billing. Previously led care coordination products at Epic.",
        relevantExperience: "ex-Epic, 10 years in hospital billing; Previously led care coordination products at Epic",
      },
      {
        name: "Daniel Ortiz",
        role: "CTO",
        background: "former staff engineer at Flatiron Health",
        relevantExperience: "former staff engineer at Flatiron Health",
      },
    ]);
    expect(a.signals.why).toMatch(
      /all 7 core sections stated \(problem, solution, business model, traction, team, market, fundraising\); traction is backed by numbers; 2 founders named; asking \$4M/,
    );
    expect(a.notFound).toEqual([]);
  });

  it("says which fields it could not find, and scores an unclear deck low", async () => {
    const a = await analysePdf([
      { title: "Loopline", lines: ["Shared shopping lists for families"] },
      { title: "Problem", lines: ["Families waste time buying the same groceries twice."] },
      { title: "Solution", lines: ["One list everyone in the house can edit."] },
      { title: "Thank you", lines: ["hello@loopline.example"] },
    ]);
    expect(a.companyName).toBe("Loopline");
    expect(a.problemStatement).toBe("Families waste time buying the same groceries twice.");
    expect(a.signals).toMatchObject({ clarityScore: 0, firstPassExcitingEnoughToReview: false });
    expect(a.signals.why).toContain("missing: business model, traction, team, market, fundraising");
    expect(a.notFound).toEqual(
      expect.arrayContaining([
        "businessModel",
        "goToMarketStrategy",
        "traction.metrics",
        "team.founders",
        "market.estimatedSize",
        "fundraising.ask",
        "fundraising.roundType",
        "fundraising.useOfFunds",
      ]),
    );
    expect(a.notFound).not.toContain("problemStatement");
    expect(a.notFound).not.toContain("companyName");
  });

  it("falls back to key phrases when a deck has no section headings", async () => {
    const a = await analysePdf([
      { title: "Gridwise", lines: ["Battery storage for apartment buildings"] },
      {
        title: "Overview",
        lines: [
          "Landlords lose money on peak energy prices every summer.",
          "We build a battery that shifts solar energy to the evening peak.",
          "Pricing: a $99 per month subscription per building.",
          "We are raising a $2.5M pre-seed round.",
        ],
      },
    ]);
    expect(a.problemStatement).toContain("Landlords lose money");
    expect(a.proposedSolution).toContain("We build a battery");
    expect(a.businessModel).toContain("$99 per month");
    expect(a.fundraising).toMatchObject({ ask: "$2.5M", roundType: "Pre-Seed" });
    expect(a.category).toBe("Climate");
  });

  it("analyses a 40-page deck in under 5 seconds", async () => {
    const slides = Array.from({ length: 40 }, (_, i) => {
      const base = kestrelDeck[i % kestrelDeck.length];
      return { title: base.title, lines: [...base.lines, ...Array.from({ length: 8 }, (_, j) => `Detail ${i}.${j}: figures and notes.`)] };
    });
    const pdf = await makeDeckPdf(slides);
    const started = performance.now();
    const pages = await extractPdfPages(pdf);
    const a = analyseDeckText(pages);
    const ms = performance.now() - started;
    console.log(`built-in analyser: 40-page deck (${pdf.byteLength} bytes) extracted and analysed in ${ms.toFixed(0)} ms`);
    expect(pages).toHaveLength(40);
    expect(a.companyName).toBe("Kestrel Health");
    expect(ms).toBeLessThan(5_000);
  });
});
