import { and, desc, eq, sql } from "drizzle-orm";
import type { DeckAnalysisState } from "@shared/schemas/deck-analysis";
import type { Db } from "../../db/client";
import { companies, deckAnalyses, documents } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { isAnalysableDeck } from "../../lib/deck-jobs";
import { AppError, notFound } from "../../lib/errors";

type Row = typeof deckAnalyses.$inferSelect;

const toState = (row: Row, doc: { fileName: string; createdAt: Date }): DeckAnalysisState => ({
  id: row.id,
  companyId: row.companyId,
  documentId: row.documentId,
  fileName: doc.fileName,
  uploadedAt: doc.createdAt.toISOString(),
  status: row.status,
  provider: row.provider as DeckAnalysisState["provider"],
  result: row.result,
  error: row.error,
  attempts: row.attempts,
  pageCount: row.pageCount,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The analysis of each of the company's PDF decks, newest deck first. */
export async function listDeckAnalyses(db: Db, caller: Caller, companyId: string) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const rows = await db
    .select({ analysis: deckAnalyses, fileName: documents.fileName, createdAt: documents.createdAt })
    .from(deckAnalyses)
    .innerJoin(documents, eq(documents.id, deckAnalyses.documentId))
    .where(and(eq(deckAnalyses.companyId, companyId), eq(deckAnalyses.orgId, caller.orgId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return { items: rows.map((r) => toState(r.analysis, r)) };
}

/** Queues the deck's analysis again (after a failure, or to use a newly configured model); its old result is dropped. */
export async function requeueDeckAnalysis(db: Db, caller: Caller, companyId: string, docId: string): Promise<DeckAnalysisState> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, docId), eq(documents.companyId, companyId), eq(documents.orgId, caller.orgId)));
    if (!doc) throw notFound("Document");
    if (!isAnalysableDeck(doc))
      throw new AppError("bad_request", "Only PDF documents in the Deck category can be analysed", { documentId: "Not a PDF deck" });
    const [before] = await tx.select().from(deckAnalyses).where(eq(deckAnalyses.documentId, doc.id)).for("update");
    const fresh = {
      status: "queued" as const,
      result: null,
      error: null,
      provider: null,
      attempts: 0,
      runAfter: sql`now()`,
      lockedAt: null,
      lockedBy: null,
      startedAt: null,
      finishedAt: null,
      durationMs: null,
      pageCount: null,
    };
    const [row] = await tx
      .insert(deckAnalyses)
      .values({ orgId: caller.orgId, companyId, documentId: doc.id, ...fresh })
      .onConflictDoUpdate({ target: deckAnalyses.documentId, set: { ...fresh, version: sql`${deckAnalyses.version} + 1` } })
      .returning();
    await recordChange(tx, caller, {
      entityType: "deck_analysis",
      entityId: row.id,
      label: doc.fileName,
      action: before ? "updated" : "created",
      changes: before ? { status: { from: before.status, to: "queued" } } : undefined,
      parent: { type: "company", id: companyId },
    });
    return toState(row, doc);
  });
}
