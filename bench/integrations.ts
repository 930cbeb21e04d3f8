// `node --import tsx bench/integrations.ts`: the two figures issue 44 promises, on PGlite (or the
// PostgreSQL of DATABASE_URL, in a scratch database of the test harness).
// 1. Token authentication cost: p50/p90 of the same list with a session cookie and with an API
//    token, interleaved, in-process (no network), so the difference is the authentication.
// 2. Fan-out: 1,000 recorded changes to 5 endpoints on a loopback receiver: time until all 5,000
//    deliveries arrived (one webhook worker, as one server process runs).
import { performance } from "node:perf_hooks";
import { twoOrganizations } from "../src/server/test/fixtures";
import { clientFor, createTestContext } from "../src/server/test/harness";
import { startReceiver } from "../src/server/test/webhook-receiver";
import { recordChange } from "../src/server/lib/changes/record-change";
import { startWebhookWorker } from "../src/server/features/webhooks/webhook-worker";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const CHANGES = 1000;
const ENDPOINTS = 5;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
const ms = (x: number) => `${x.toFixed(3)} ms`;

const ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
ctx.deps.tokenLimit = { max: 1_000_000, windowSeconds: 60 };
try {
  const { a } = await twoOrganizations(ctx);
  const made = await (await a.member.post("/api/v1/api-tokens", { name: "bench", scope: "read", kind: "personal" })).json();
  const bearer = clientFor(ctx.app);
  const path = "/api/v1/funds";
  const cookie: number[] = [];
  const token: number[] = [];
  const time = async (call: () => Promise<Response>, into: number[]) => {
    const start = performance.now();
    const res = await call();
    await res.arrayBuffer();
    into.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`bench request failed: ${res.status}`);
  };
  for (let i = 0; i < ROUNDS; i++) {
    await time(() => a.member.get(path), cookie);
    await time(() => bearer.get(path, { headers: { authorization: `Bearer ${made.token}` } }), token);
  }
  console.log(`database: ${ctx.deps.database.kind}; GET ${path}, ${ROUNDS} requests each, interleaved`);
  console.log(`cookie  p50 ${ms(pct(cookie, 0.5))}  p90 ${ms(pct(cookie, 0.9))}`);
  console.log(`token   p50 ${ms(pct(token, 0.5))}  p90 ${ms(pct(token, 0.9))}`);
  console.log(`token authentication adds ${ms(pct(token, 0.5) - pct(cookie, 0.5))} at p50`);

  const receiver = await startReceiver();
  for (let i = 0; i < ENDPOINTS; i++)
    await a.owner.post("/api/v1/webhooks", { url: `${receiver.url}?n=${i}`, events: ["person.created"], enabled: true });
  const actor = { orgId: a.id, name: "Bench" };
  await ctx.deps.db.transaction(async (tx) => {
    for (let i = 0; i < CHANGES; i++)
      await recordChange(tx, actor, { entityType: "person", entityId: crypto.randomUUID(), label: `Bench ${i}`, action: "created" });
  });
  const start = performance.now();
  const worker = startWebhookWorker(ctx.deps, { pollMs: 50 });
  while (receiver.received.length < CHANGES * ENDPOINTS && performance.now() - start < 60_000) await new Promise((r) => setTimeout(r, 20));
  const took = performance.now() - start;
  await worker.stop();
  await receiver.close();
  console.log(
    `fan-out: ${receiver.received.length} of ${CHANGES * ENDPOINTS} deliveries (${CHANGES} changes × ${ENDPOINTS} endpoints) in ${(took / 1000).toFixed(2)} s`,
  );
} finally {
  await ctx.close();
}
