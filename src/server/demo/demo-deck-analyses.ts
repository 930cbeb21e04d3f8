import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, deckAnalyses, documents } from "../db/schema";
import { analyseDeckText } from "../features/deck-analysis/builtin-analyser";
import type { PdfPage } from "./demo-pdf";

type DeckCompany = { name: string; oneLiner: string | null; sector: string | null; round: string | null; valuation: number | null };

const founders = [
  ["Priya Natarajan", "CEO", "ex-McKinsey, 8 years in operations"],
  ["Tomás Herrera", "CTO", "former staff engineer at Stripe"],
  ["Lena Vogel", "CEO", "previously founded and sold a logistics start-up"],
  ["Kwame Asante", "COO", "led sales at a Series C SaaS company"],
];

/** A short sample pitch deck for a demo company, with the sections the built-in analyser reads. */
export function demoDeckSlides(c: DeckCompany): PdfPage[] {
  // From the name, so the deck PDF and its demo analysis are made from the same slides.
  const seed = [...c.name].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 9973, 7);
  const ask = Math.max(1, Math.round((c.valuation ?? 10_000_000) / 5_000_000));
  const [a, b] = [founders[seed % founders.length], founders[(seed + 1) % founders.length]];
  const slides: PdfPage[] = [
    { title: c.name, lines: [c.oneLiner ?? `${c.name} builds software for ${c.sector ?? "its market"}.`] },
    {
      title: "The Problem",
      lines: [`Teams in ${(c.sector ?? "the industry").toLowerCase()} lose weeks to manual work and costly errors.`],
    },
    { title: "Our Solution", lines: [`${c.name} automates the workflow end to end, in one platform.`] },
    { title: "Business Model", lines: ["Annual subscription per site, priced at $24,000 per year."] },
    {
      title: "Traction",
      lines: [
        `$${(0.4 + (seed % 5) * 0.3).toFixed(1)}M ARR from ${12 + seed * 3} customers`,
        `Revenue grew ${8 + (seed % 4) * 4}% MoM this year`,
      ],
    },
    { title: "Market", lines: [`TAM of $${6 + (seed % 7) * 2}B in North America and Europe (B2B)`] },
    { title: "Team", lines: [`${a[0]}, ${a[1]} - ${a[2]}`, `${b[0]}, ${b[1] === a[1] ? "CTO" : b[1]} - ${b[2]}`] },
    { title: "The Ask", lines: [`Raising $${ask}M ${c.round ?? "Seed"} round`] },
  ];
  // Some decks leave things out, as real ones do: the panel shows them as not found.
  return seed % 3 === 2 ? slides.filter((s) => s.title !== "Business Model") : slides;
}

/** The page's text as the PDF holds it (samplePdfPages writes ASCII only). */
const pageText = (p: PdfPage) => [p.title, ...p.lines].join("\n").replace(/[^\x20-\x7e\n]/g, "-");

/** A finished built-in analysis for each sample company's pitch deck that has none yet. */
export async function loadDemoDeckAnalyses(db: Db, orgId: string): Promise<number> {
  const decks = await db
    .select({ doc: documents, company: companies })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.companyId))
    .leftJoin(deckAnalyses, eq(deckAnalyses.documentId, documents.id))
    .where(and(eq(documents.orgId, orgId), eq(documents.category, "deck"), eq(companies.addedBy, "Sample data"), isNull(deckAnalyses.id)))
    .orderBy(companies.name);
  for (const [i, { doc, company }] of decks.entries()) {
    const pages = demoDeckSlides(company).map(pageText);
    const finished = new Date(doc.createdAt.getTime() + 60_000);
    await db.insert(deckAnalyses).values({
      orgId,
      companyId: company.id,
      documentId: doc.id,
      status: "done",
      provider: "builtin",
      result: analyseDeckText(pages),
      pageCount: pages.length,
      attempts: 1,
      startedAt: doc.createdAt,
      finishedAt: finished,
      durationMs: 300 + (i % 5) * 70,
    });
  }
  return decks.length;
}
