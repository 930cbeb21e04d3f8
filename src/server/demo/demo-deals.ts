import { and, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, documents, equityOffers } from "../db/schema";
import type { Storage } from "../lib/storage";
import { demoDeckSlides } from "./demo-deck-analyses";
import { samplePdfPages } from "./demo-pdf";
import { addSampleDocument } from "./demo-sample-document";

const day = 86_400_000;
/** Stages far enough along to have terms on the table and a data room. */
const dealStages = ["Due Diligence", "IC Review", "Approved - Legal", "Approved - Not Funded", "Portfolio"];
const rounds = ["Seed", "Series A", "Series B"] as const;

/**
 * Equity offers and a memo and deck (small PDFs) for the sample companies in later stages.
 * Only companies with none yet get them, so running twice adds nothing.
 */
export async function loadDemoDeals(db: Db, storage: Storage, orgId: string) {
  const targets = await db
    .select({
      id: companies.id,
      name: companies.name,
      oneLiner: companies.oneLiner,
      sector: companies.sector,
      round: companies.round,
      valuation: companies.valuation,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(
      and(
        eq(companies.orgId, orgId),
        eq(companies.addedBy, "Sample data"),
        inArray(companies.stage, dealStages),
        notExists(db.select({ id: equityOffers.id }).from(equityOffers).where(eq(equityOffers.companyId, companies.id))),
      ),
    )
    .orderBy(companies.name);
  let offers = 0;
  for (const [i, c] of targets.entries()) {
    const valuation = c.valuation ?? 10_000_000;
    const when = new Date(c.createdAt.getTime() + 20 * day).toISOString().slice(0, 10);
    const rows = [{ roundType: rounds[i % rounds.length], investedAmount: Math.round(valuation / 10 / 1000) * 1000, valuation }];
    if (i % 3 === 0)
      rows.push({ roundType: rounds[(i + 1) % rounds.length], investedAmount: Math.round(valuation / 8 / 1000) * 1000, valuation });
    await db.insert(equityOffers).values(rows.map((r) => ({ ...r, orgId, companyId: c.id, investmentDate: when })));
    offers += rows.length;
    await addSampleDocuments(db, storage, orgId, c);
  }
  return offers;
}

type DealCompany = Parameters<typeof demoDeckSlides>[0] & { id: string };

async function addSampleDocuments(db: Db, storage: Storage, orgId: string, c: DealCompany) {
  const [has] = await db.select({ id: documents.id }).from(documents).where(eq(documents.companyId, c.id)).limit(1);
  if (has) return;
  const files = [
    {
      category: "memo",
      fileName: `${c.name} investment memo.pdf`,
      lines: ["Investment memo (sample data)", "Team, market, traction, risks."],
    },
    { category: "deck", fileName: `${c.name} pitch deck.pdf`, lines: [] },
  ];
  for (const f of files) {
    // The deck has slides the analyser reads (its demo analysis is made from the same slides).
    const bytes = f.category === "deck" ? samplePdfPages(demoDeckSlides(c)) : undefined;
    await addSampleDocument(db, storage, { orgId, owner: { companyId: c.id }, title: c.name, ...f, bytes });
  }
}
