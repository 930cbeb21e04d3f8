// The command palette row (issue 41) for one or more builds on one data set, interleaved round by
// round (A B, then B A, ...), each round on a freshly started server so that every term is a first
// answer (the server's response cache is in memory). Medians per build and term length.
//   DATABASE_URL=postgres://… PALETTE_BUILDS=before=/path/dist/server/main.js,after=dist/server/main.js \
//     node --import tsx bench/palette-ab.ts
// PALETTE_ROUNDS (4). Without DATABASE_URL the builds share one PGlite data directory, one at a time.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { loadDemoData } from "../src/server/demo/demo.service";
import { median } from "./chromium";
import { measurePalette } from "./palette";
import { dataSetSize, seedDataSet } from "./seed";
import { signIn, startServer } from "./server-process";

const databaseUrl = process.env.DATABASE_URL || undefined;
const builds = (process.env.PALETTE_BUILDS || "current=dist/server/main.js").split(",").map((b) => {
  const [label, script] = b.split("=");
  return { label, script };
});
const rounds = Number(process.env.PALETTE_ROUNDS ?? 4);
const password = "bench-password-1";

const dataDir = mkdtempSync(join(tmpdir(), "fundline-palette-"));
const deps = await bootstrap(loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0" }), {
  log: createLogger("silent"),
});
const email = `palette-${Date.now()}@bench.test`;
const org = await createOrganization(deps.db, deps.auth, { name: `Palette ${Date.now()}`, admin: { email, password, name: "Palette" } });
await loadDemoData(deps, org.id);
await seedDataSet(deps.db, org.id, dataSetSize());
await deps.database.close();

/**
 * A server in steady state, as the bench's own palette row meets it after its load section: every
 * database connection of the pool (10) has planned the search statement once for a short and a long
 * term. The first searches of a fresh server took 150-400 ms: the cost of the first seconds after a
 * restart, not of a search.
 */
async function warm(base: string, cookie: string) {
  const ask = (q: string) => fetch(`${base}/api/v1/search?q=${q}&limit=5`, { headers: { cookie } }).then((r) => r.arrayBuffer());
  for (const prefix of ["zq", "warmupterm"]) await Promise.all(Array.from({ length: 10 }, (_, i) => ask(`${prefix}${i}`)));
}

const load = [loadavg()[0].toFixed(2)];
const samples = new Map<string, number[]>();
let port = Number(process.env.PORT ?? 3600);
for (let round = 0; round < rounds; round++)
  for (const { label, script } of round % 2 ? [...builds].reverse() : builds) {
    const server = await startServer({ port: port++, dataDir, databaseUrl, script });
    try {
      const cookie = await signIn(server.base, email, password);
      await warm(server.base, cookie);
      const rows = await measurePalette(server.base, cookie);
      for (const row of rows) {
        const key = `${label}\t${row.term}`;
        samples.set(key, [...(samples.get(key) ?? []), row.keyToResultsMs]);
      }
    } finally {
      await server.stop();
    }
  }
load.push(loadavg()[0].toFixed(2));
console.log(`\nkeypress to results drawn, median of ${rounds} rounds (each a median of 3 terms); load average ${load.join(" → ")}`);
for (const [key, xs] of samples) console.log(`${key}\t${median(xs)} ms\t(${xs.join(", ")})`);
