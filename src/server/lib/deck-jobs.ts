import type { Db } from "../db/client";
import { deckAnalyses } from "../db/schema";

type Tx = Pick<Db, "insert">;
type UploadedDocument = { id: string; orgId: string; companyId: string; category: string; mimeType: string };

/** Only PDF decks are analysed (the text extractor reads PDF). */
export const isAnalysableDeck = (d: Pick<UploadedDocument, "category" | "mimeType">) =>
  d.category === "deck" && d.mimeType === "application/pdf";

/**
 * Queues the deck's analysis inside the upload's transaction, so a rolled-back upload queues
 * nothing and a committed one is never forgotten; a worker (deck-analysis feature) runs it.
 */
export async function enqueueDeckAnalysis(tx: Tx, doc: UploadedDocument): Promise<boolean> {
  if (!isAnalysableDeck(doc)) return false;
  await tx
    .insert(deckAnalyses)
    .values({ orgId: doc.orgId, companyId: doc.companyId, documentId: doc.id })
    .onConflictDoNothing({ target: deckAnalyses.documentId });
  return true;
}
