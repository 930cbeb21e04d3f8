import type { Env } from "../../env";
import type { DeckAnalyser } from "./analysis-error";
import { analyseDeckText } from "./builtin-analyser";
import { openAiCompatibleClient } from "./llm-client";

export const builtinAnalyser: DeckAnalyser = { provider: "builtin", analyse: async (pages) => analyseDeckText(pages) };

/** The OpenAI-compatible endpoint when LLM_BASE_URL is set, else the built-in analyser. */
export function deckAnalyserFor(env: Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL">): DeckAnalyser {
  if (!env.LLM_BASE_URL) return builtinAnalyser;
  return openAiCompatibleClient({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
}
