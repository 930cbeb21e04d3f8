import type { DeckAnalysis } from "@shared/schemas/deck-analysis";

/** Turns a deck's page texts into the Deck analysis; failures throw an AnalysisError. */
export type DeckAnalyser = { provider: "builtin" | "llm"; analyse(pages: string[]): Promise<DeckAnalysis> };

/** A failure with a text to show in the panel; `retryable` ones are tried again later by the job queue. */
export class AnalysisError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "AnalysisError";
  }
}
