import { AnalysisError, type DeckAnalyser } from "./analysis-error";
import { fromLlm, llmDeckSchema, llmJsonSchema } from "./llm-schema";

export type LlmClientOptions = {
  /** e.g. https://api.openai.com/v1; the client POSTs to {baseUrl}/chat/completions. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  /** Further tries after a timeout, a network error, 429 or 5xx. */
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_LLM_MODEL = "gpt-4o-mini";
/**
 * One call's wait for the model. The retries happen as job attempts (deck-jobs.ts), where the
 * panel can say "retrying": a hanging model gives up within GIVE_UP_MS in all.
 */
export const LLM_TIMEOUT_MS = 30_000;
const MAX_DECK_CHARS = 100_000;

const SYSTEM_PROMPT = [
  "You are an analyst at a venture fund doing a first pass on a startup's pitch deck.",
  "Answer with the JSON object of the given schema only. Use null for anything the deck does not say; never invent facts.",
  "signals.clarity_score: 0 (unclear) to 3 (problem, solution, traction, team, market and ask all clearly stated).",
  "signals.first_pass_exciting_enough_to_review: whether a partner should read this deck; signals.why: one or two sentences.",
].join(" ");

const deckMessage = (pages: string[]) =>
  pages
    .map((p, i) => `--- Slide ${i + 1} ---\n${p}`)
    .join("\n\n")
    .slice(0, MAX_DECK_CHARS);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request; throws AnalysisError (retryable for timeouts, network errors, 429 and 5xx). */
async function callOnce(o: Required<Omit<LlmClientOptions, "apiKey">> & { apiKey?: string }, pages: string[]) {
  const url = `${o.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let res: Response;
  let body: string;
  try {
    res = await o.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) },
      body: JSON.stringify({
        model: o.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: deckMessage(pages) },
        ],
        response_format: { type: "json_schema", json_schema: { name: "deck_analysis", strict: true, schema: llmJsonSchema() } },
      }),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
    body = await res.text();
  } catch (err) {
    const e = err as Error;
    if (e.name === "TimeoutError" || e.name === "AbortError")
      throw new AnalysisError(`The language model did not answer within ${Math.round(o.timeoutMs / 100) / 10} s.`, true);
    throw new AnalysisError(`Could not reach the language model (${e.message}).`, true);
  }
  if (!res.ok) {
    const hint = res.status === 404 ? " Check LLM_BASE_URL and LLM_MODEL." : res.status === 401 ? " Check LLM_API_KEY." : "";
    const retryable = res.status === 429 || res.status >= 500;
    throw new AnalysisError(`The language model answered ${res.status}${res.statusText ? ` ${res.statusText}` : ""}.${hint}`, retryable);
  }
  let content: unknown;
  try {
    content = JSON.parse(JSON.parse(body).choices[0].message.content);
  } catch {
    throw new AnalysisError("The language model's answer is not valid JSON.", false);
  }
  const parsed = llmDeckSchema.safeParse(content);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "the answer";
    throw new AnalysisError(`The language model's answer does not match the deck analysis schema (at ${where}).`, false);
  }
  return fromLlm(parsed.data);
}

/** A chat-completions client asking for the Deck analysis as JSON-schema output, with a timeout and retries. */
export function openAiCompatibleClient(options: LlmClientOptions): DeckAnalyser {
  const o = {
    model: DEFAULT_LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
    retries: 0,
    retryDelayMs: 1_000,
    fetch: globalThis.fetch,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  } as Required<Omit<LlmClientOptions, "apiKey">> & { apiKey?: string };
  return {
    provider: "llm",
    async analyse(pages) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await callOnce(o, pages);
        } catch (err) {
          if (!(err instanceof AnalysisError) || !err.retryable || attempt >= o.retries) throw err;
          await sleep(o.retryDelayMs * 2 ** attempt);
        }
      }
    },
  };
}
