// The live-update path (issue 14) on its own, with a small data set: company PATCH p50/p95 with no
// stream open, with one subscriber and with BENCH_STREAMS (1,000) open, and the server's extra
// memory for those streams. Part of `npm run bench` (section "events", on each database), or alone
// after `npm run build`: `node --import tsx bench/events.ts` (PGlite, or the PostgreSQL of DATABASE_URL).
// BENCH_WRITES (300) PATCHes.
import { mkdtempSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { percentile, round2 } from "./load";
import { signIn, startServer } from "./server-process";

export type EventsRow = {
  database: string;
  streams: number;
  patch: { p50: number; p95: number };
  patchOneSubscriber: { p50: number; p95: number };
  patchManySubscribers: { p50: number; p95: number };
  rssBeforeMb: number;
  rssAfterMb: number;
  delivered: number;
};

const email = "bench@events.test";
const password = "bench-password-1";

export async function measureEvents(database: string, port: number, databaseUrl?: string): Promise<EventsRow> {
  const writes = Number(process.env.BENCH_WRITES ?? 300);
  const streams = Number(process.env.BENCH_STREAMS ?? 1000);
  const dataDir = mkdtempSync(join(tmpdir(), "fundline-bench-events-"));
  const deps = await bootstrap(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0" }), {
    log: createLogger("silent"),
  });
  await createOrganization(deps.db, deps.auth, { name: "Bench Events", admin: { email, password, name: "Bench" } });
  await deps.database.close();

  // BENCH_SERVER_SCRIPT: another build of the server, to compare two (as bench/floor.ts does).
  // BENCH_NODE_ARGS: extra node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=prof").
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean);
  const server = await startServer({ port, dataDir, databaseUrl, script: process.env.BENCH_SERVER_SCRIPT, nodeArgs });
  try {
    const cookie = await signIn(server.base, email, password);
    const headers = { cookie, origin: server.base, "content-type": "application/json" };
    const created = await fetch(`${server.base}/api/v1/companies`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Kestrel Health" }),
    });
    const company = (await created.json()) as { id: string; version: number };
    let version = company.version;

    const patchTimes = async (n: number) => {
      const stages = ["Reviewing", "Due Diligence"];
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const res = await fetch(`${server.base}/api/v1/companies/${company.id}`, {
          method: "PATCH",
          headers,
          body: JSON.stringify({ stage: stages[i % 2], version }),
        });
        if (!res.ok) throw new Error(`PATCH: ${res.status} ${await res.text()}`);
        version = ((await res.json()) as { version: number }).version;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      return { p50: round2(percentile(times, 0.5)), p95: round2(percentile(times, 0.95)) };
    };

    // The streams are held with node:http, not fetch: in use they are browsers on other machines, and
    // here their reading shares the two cores with the server (undici's body reader costs several times more per chunk).
    const openStream = () =>
      new Promise<{ close: () => void; received: () => number }>((resolve, reject) => {
        let received = 0;
        const req = httpGet(`${server.base}/api/v1/events`, { headers: { cookie } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`events: ${res.statusCode}`));
          res.on("data", () => received++);
          res.on("error", () => {});
          resolve({ close: () => req.destroy(), received: () => received });
        });
        req.on("error", reject);
      });

    await patchTimes(50); // warm-up
    const patch = await patchTimes(writes);
    const one = await openStream();
    const patchOneSubscriber = await patchTimes(writes);
    one.close();
    await new Promise((r) => setTimeout(r, 500));
    const rssBeforeMb = round2(server.rssMb());
    const open = [];
    for (let i = 0; i < streams; i++) open.push(await openStream());
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfterMb = round2(server.rssMb());
    const patchManySubscribers = await patchTimes(Math.min(writes, 100));
    await new Promise((r) => setTimeout(r, 1000));
    const delivered = open.filter((s) => s.received() > 1).length;
    for (const s of open) s.close();
    const row = { database, streams, patch, patchOneSubscriber, patchManySubscribers, rssBeforeMb, rssAfterMb, delivered };
    console.log(`${database} events:`, JSON.stringify(row));
    return row;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.DATABASE_URL || undefined;
  console.log(JSON.stringify(await measureEvents(url ? "postgres" : "pglite", Number(process.env.BENCH_PORT ?? 3590), url)));
  process.exit(0);
}
