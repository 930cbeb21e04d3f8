import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, sampleLlmDeck, sendJson, startFakeLlmServer, type ChatRequest } from "../../test/llm-server";
import { AnalysisError } from "./analysis-error";
import { MAX_ATTEMPTS, retryWaitsMs } from "./deck-jobs";
import { LLM_TIMEOUT_MS, openAiCompatibleClient } from "./llm-client";

let server: Awaited<ReturnType<typeof startFakeLlmServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const pages = ["Kestrel Health\nCare coordination", "The Problem\nReadmissions"];
const client = (url: string, extra: { timeoutMs?: number; retries?: number } = {}) =>
  openAiCompatibleClient({ baseUrl: url, apiKey: "llm-key", model: "test-model", retryDelayMs: 10, ...extra });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected the analysis to fail");
    },
    (err: unknown) => err as AnalysisError,
  );

describe("OpenAI-compatible deck analyser", () => {
  it("sends the deck with a JSON schema and maps the answer, naming the empty fields", async () => {
    server = await startFakeLlmServer((_req, res) => sendJson(res, 200, chatCompletion(JSON.stringify(sampleLlmDeck))));
    const result = await client(server.url).analyse(pages);
    expect(result).toMatchObject({
      companyName: "Kestrel Health",
      signals: { stage: "Seed", clarityScore: 3, firstPassExcitingEnoughToReview: true, why: "Clear problem, real revenue." },
      traction: { metrics: "$1.2M ARR", growth: "22% MoM", notableCustomersOrPartnerships: "Mercy General" },
      team: { founders: [{ name: "Maya Chen", role: "CEO", background: "ex-Epic", relevantExperience: "10 years in billing" }] },
      fundraising: { ask: "$4M", roundType: "Seed", useOfFunds: null },
    });
    expect(result.notFound).toEqual(["market.macroTailwinds", "fundraising.useOfFunds"]);
    const [req] = server.requests as [ChatRequest];
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.authorization).toBe("Bearer llm-key");
    type Schema = { required: string[]; additionalProperties: boolean; properties: Record<string, Schema> };
    const body = req.body as {
      model: string;
      messages: { content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Schema } };
    };
    expect(body.model).toBe("test-model");
    expect(body.messages[1].content).toContain("--- Slide 2 ---\nThe Problem");
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "deck_analysis", strict: true } });
    const schema = body.response_format.json_schema.schema;
    expect(schema.required).toEqual(expect.arrayContaining(["company_name", "signals", "team", "fundraising"]));
    expect(schema.properties.signals.required).toContain("first_pass_exciting_enough_to_review");
    expect(schema.additionalProperties).toBe(false);
  });

  it("rejects malformed JSON and an answer that does not fit the schema, without retrying", async () => {
    server = await startFakeLlmServer((_req, res) => sendJson(res, 200, chatCompletion('{"company_name": "Kes')));
    const err = await failure(client(server.url).analyse(pages));
    expect(err).toBeInstanceOf(AnalysisError);
    expect(err.message).toBe("The language model's answer is not valid JSON.");
    expect(server.requests).toHaveLength(1);
    await server.close();

    server = await startFakeLlmServer((_req, res) =>
      sendJson(res, 200, chatCompletion(JSON.stringify({ ...sampleLlmDeck, signals: { ...sampleLlmDeck.signals, clarity_score: 7 } }))),
    );
    const wrong = await failure(client(server.url).analyse(pages));
    expect(wrong.message).toContain("does not match the deck analysis schema (at signals.clarity_score)");
  });

  it("gives up on a model that does not answer in time, after its retries", async () => {
    server = await startFakeLlmServer(() => {}); // never answers
    const started = Date.now();
    const err = await failure(client(server.url, { timeoutMs: 200, retries: 1 }).analyse(pages));
    expect(err.message).toBe("The language model did not answer within 0.2 s.");
    expect(err.retryable).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("does not retry a 404, and says what to check", async () => {
    server = await startFakeLlmServer((_req, res) => sendJson(res, 404, { error: { message: "model not found" } }));
    const err = await failure(client(server.url).analyse(pages));
    expect(err.message).toBe("The language model answered 404 Not Found. Check LLM_BASE_URL and LLM_MODEL.");
    expect(err.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it("retries a 500 and succeeds when the model recovers; fails after the last retry otherwise", async () => {
    let calls = 0;
    server = await startFakeLlmServer((_req, res) =>
      ++calls < 3 ? sendJson(res, 500, { error: "overloaded" }) : sendJson(res, 200, chatCompletion(JSON.stringify(sampleLlmDeck))),
    );
    const ok = await client(server.url, { retries: 2 }).analyse(pages);
    expect(ok.companyName).toBe("Kestrel Health");
    expect(server.requests).toHaveLength(3);
    await server.close();

    server = await startFakeLlmServer((_req, res) => sendJson(res, 500, { error: "down" }));
    const err = await failure(client(server.url, { retries: 2 }).analyse(pages));
    expect(err.message).toBe("The language model answered 500 Internal Server Error.");
    expect(err.retryable).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it("a hanging model gives up within 2 minutes in all: every attempt's wait plus the pauses between attempts", () => {
    const worst = MAX_ATTEMPTS * LLM_TIMEOUT_MS + retryWaitsMs().reduce((a, b) => a + b, 0);
    expect(worst).toBeLessThanOrEqual(120_000);
  });
});
