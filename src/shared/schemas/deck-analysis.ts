import { z } from "zod";

const text = z.string().nullable();

/** The Deck analysis of spec part 2 §3, in the API's camelCase; fields not found are null (and named in notFound). */
export const deckAnalysisSchema = z.object({
  companyName: text,
  oneLiner: text,
  category: text,
  signals: z.object({
    stage: text,
    clarityScore: z.number().int().min(0).max(3),
    firstPassExcitingEnoughToReview: z.boolean(),
    why: z.string(),
  }),
  problemStatement: text,
  proposedSolution: text,
  coreInsightOrWedge: text,
  businessModel: text,
  goToMarketStrategy: text,
  traction: z.object({ metrics: text, growth: text, notableCustomersOrPartnerships: text }),
  team: z.object({
    founders: z.array(z.object({ name: z.string(), role: text, background: text, relevantExperience: text })),
  }),
  market: z.object({ estimatedSize: text, marketType: text, macroTailwinds: text }),
  fundraising: z.object({ ask: text, roundType: text, useOfFunds: text }),
  /** Dotted paths of the fields the analyser could not find in the deck ("traction.growth", "team.founders"). */
  notFound: z.array(z.string()),
});
export type DeckAnalysis = z.infer<typeof deckAnalysisSchema>;

export const DECK_ANALYSIS_STATUSES = ["queued", "running", "done", "failed"] as const;

/** One PDF deck's analysis: its job state and, when done, the result. */
export const deckAnalysisStateSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  documentId: z.string(),
  fileName: z.string(),
  /** When the deck was uploaded: tells apart decks with the same file name. */
  uploadedAt: z.string(),
  status: z.enum(DECK_ANALYSIS_STATUSES),
  provider: z.enum(["builtin", "llm"]).nullable(),
  result: deckAnalysisSchema.nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  pageCount: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DeckAnalysisState = z.infer<typeof deckAnalysisStateSchema>;

export const deckAnalysisListSchema = z.object({ items: z.array(deckAnalysisStateSchema) });
