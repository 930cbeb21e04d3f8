// `node --import tsx bench/events.ts` (after `npm run build`): the live-update path on its own, with
// a small data set. Company PATCH p50/p95 with no stream open and with one subscriber, then the
// server's extra memory for 1,000 open event streams. BENCH_WRITES (300) sets the PATCH count.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { percentile, round2 } from "./load";
import { signIn, startServer } from "./server-process";

const writes = Number(process.env.BENCH_WRITES ?? 300);
const streams = Number(process.env.BENCH_STREAMS ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), "fundline-bench-events-"));
const email = "bench@events.test";
const password = "bench-password-1";

const deps = await bootstrap(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }), { log: createLogger("silent") });
await createOrganization(deps.db, deps.auth, { name: "Bench Events", admin: { email, password, name: "Bench" } });
await deps.database.close();

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3590), dataDir });
const cookie = await signIn(server.base, email, password);
const headers = { cookie, origin: server.base, "content-type": "application/json" };
const company = await (
  await fetch(`${server.base}/api/v1/companies`, { method: "POST", headers, body: JSON.stringify({ name: "Kestrel Health" }) })
).json();
let version: number = company.version;

async function patchTimes(n: number) {
  const stages = ["Reviewing", "Due Diligence"];
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/v1/companies/${company.id}`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ stage: stages[i % 2], version }),
    });
    version = (await res.json()).version;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round2(percentile(times, 0.5)), p95: round2(percentile(times, 0.95)) };
}

async function openStream() {
  const controller = new AbortController();
  const res = await fetch(`${server.base}/api/v1/events`, { headers: { cookie }, signal: controller.signal });
  const reader = res.body!.getReader();
  let received = 0;
  void (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      received++;
    }
  })();
  return { close: () => controller.abort(), received: () => received };
}

await patchTimes(50); // warm-up
const without = await patchTimes(writes);
const one = await openStream();
const withOne = await patchTimes(writes);
one.close();
await new Promise((r) => setTimeout(r, 500));
const rssBefore = server.rssMb();
const open = [];
for (let i = 0; i < streams; i++) open.push(await openStream());
await new Promise((r) => setTimeout(r, 2000));
const rssAfter = server.rssMb();
const withMany = await patchTimes(Math.min(writes, 100));
await new Promise((r) => setTimeout(r, 1000));
const delivered = open.filter((s) => s.received() > 1).length;
for (const s of open) s.close();
await server.stop();

console.log(`| Measure | Value |
|---|---|
| Company PATCH p50 / p95, no stream open (ms) | ${without.p50} / ${without.p95} |
| Company PATCH p50 / p95, one subscriber (ms) | ${withOne.p50} / ${withOne.p95} |
| Company PATCH p50 / p95, ${streams} subscribers (ms) | ${withMany.p50} / ${withMany.p95} |
| Server RSS before / with ${streams} open streams (MB) | ${round2(rssBefore)} / ${round2(rssAfter)} (+${round2(rssAfter - rssBefore)}) |
| Streams that received the changes | ${delivered} of ${streams} |`);
process.exit(0);
