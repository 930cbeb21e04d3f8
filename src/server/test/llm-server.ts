import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatRequest = { path: string; authorization?: string; body: Record<string, unknown> | null };
type Handler = (req: ChatRequest, res: ServerResponse) => void;

/** A chat-completions answer whose message content is `content` (a JSON string for JSON-schema output). */
export const chatCompletion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  model: "test-model",
  choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
});

/** The spec's Deck analysis as a model would answer it (snake_case). */
export const sampleLlmDeck = {
  company_name: "Kestrel Health",
  one_liner: "Care coordination for hospitals",
  category: "Healthcare",
  signals: { stage: "Seed", clarity_score: 3, first_pass_exciting_enough_to_review: true, why: "Clear problem, real revenue." },
  problem_statement: "Avoidable readmissions cost hospitals $26B a year.",
  proposed_solution: "A shared care plan.",
  core_insight_or_wedge: "Penalties make follow-up pay.",
  business_model: "SaaS per hospital.",
  go_to_market_strategy: "Direct sales to hospital networks.",
  traction: { metrics: "$1.2M ARR", growth: "22% MoM", notable_customers_or_partnerships: "Mercy General" },
  team: { founders: [{ name: "Maya Chen", role: "CEO", background: "ex-Epic", relevant_experience: "10 years in billing" }] },
  market: { estimated_size: "$12B", market_type: "B2B", macro_tailwinds: "" },
  fundraising: { ask: "$4M", round_type: "Seed", use_of_funds: null },
};

/** A local server speaking the chat-completions protocol; `handler` decides each answer. Requests are kept. */
export async function startFakeLlmServer(handler: Handler) {
  const requests: ChatRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body: ChatRequest["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = null;
      }
      const entry = { path: req.url ?? "/", authorization: req.headers.authorization, body };
      requests.push(entry);
      open.add(res);
      res.on("close", () => open.delete(res));
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};
