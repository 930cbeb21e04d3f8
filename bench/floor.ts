// The per-request floor (issue 47): one or more builds of the server side by side on one
// database, the same signed-in reads against each, interleaved round by round, medians reported
// (the machine is shared, so only a comparison inside one run means anything).
//   DATABASE_URL=postgres://… node --import tsx bench/floor.ts
// FLOOR_BUILDS  label=path,… (default current=dist/server/main.js); build the other one first, e.g.
//               git worktree add /tmp/base <commit> && npx esbuild … (see docs/decisions/020-request-floor.md)
// FLOOR_PATHS   comma-separated paths (default /api/v1/me); {company}, {person} and {lpBoard} (the board with
//               the most CRM rows) name seeded rows
// FLOOR_ROUNDS  (5), FLOOR_SECONDS per autocannon run (3), FLOOR_CONNECTIONS (1,32)
// FLOOR_PROFILE a directory: the servers run with --cpu-prof and write their profile there on exit
// FLOOR_SEED    companies to seed with the bench generator (0: the demo data only)
// FLOOR_NO_CACHE=1 servers with PIPELINE_CACHE_MB=0 (every page and board computed, as right after a change)
// FLOOR_NO_CARD_CACHE=1 servers with CARD_CACHE_MB=0 as well (every card read whole, as by a server just started)
// FLOOR_ENCODING an Accept-Encoding to send (e.g. br, as browsers do; default none)
//               {cursor} is, per build, the nextCursor of the same path without its cursor parameter (the
//               second page, in whatever form that build's cursors take; of the first column for a board)
// FLOOR_AFTER_CHANGE=1 instead of a steady load: 5 times, a PATCH of {company} and then `connections` readers at
//               once, as when a team opens a page right after an edit (what a cache that every change clears costs)
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { loadDemoData } from "../src/server/demo/demo.service";
import { measure, percentile, round2 } from "./load";
import { seedDataSet, dataSetSize } from "./seed";
import { signIn, startServer, type ServerProcess } from "./server-process";

const databaseUrl = process.env.DATABASE_URL || undefined;
const list = (v: string | undefined, fallback: string) =>
  (v || fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const builds = list(process.env.FLOOR_BUILDS, "current=dist/server/main.js").map((b) => {
  const [label, script] = b.split("=");
  return { label, script };
});
const rounds = Number(process.env.FLOOR_ROUNDS ?? 5);
const seconds = Number(process.env.FLOOR_SECONDS ?? 3);
const connections = list(process.env.FLOOR_CONNECTIONS, "1,32").map(Number);
const profileDir = process.env.FLOOR_PROFILE;
const acceptEncoding: Record<string, string> = process.env.FLOOR_ENCODING ? { "accept-encoding": process.env.FLOOR_ENCODING } : {};
const password = "bench-password-1";
const afterChange = process.env.FLOOR_AFTER_CHANGE === "1";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), "fundline-floor-"));
const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0" });
const deps = await bootstrap(env, { log: createLogger("silent") });
const email = `floor-${Date.now()}@bench.test`;
const org = await createOrganization(deps.db, deps.auth, { name: `Floor ${Date.now()}`, admin: { email, password, name: "Floor" } });
await loadDemoData(deps, org.id);
if (Number(process.env.FLOOR_SEED ?? 0) > 0)
  await seedDataSet(deps.db, org.id, { ...dataSetSize(), companies: Number(process.env.FLOOR_SEED) });
const one = async (q: string) => (await deps.db.execute<{ id: string }>(q)).rows[0]?.id ?? "";
const companyId = await one(`select id from companies where org_id = '${org.id}' order by (name = 'Bench Co 1') desc, name limit 1`);
const personId = await one(`select id from people where org_id = '${org.id}' order by lower(name), id limit 1`);
const lpBoardId = await one(
  `select board_id as id from lp_crm_rows where org_id = '${org.id}' group by board_id order by count(*) desc, board_id limit 1`,
);
await deps.database.close();
const paths = list(process.env.FLOOR_PATHS, "/api/v1/me").map((p) =>
  p.replace("{company}", companyId).replace("{person}", personId).replace("{lpBoard}", lpBoardId),
);

/** Five bursts of `readers` requests at once, each right after a change to the company (its valuation). */
async function readersAfterChange(base: string, path: string, cookie: string, readers: number) {
  const headers = { cookie, origin: base, "content-type": "application/json", ...acceptEncoding };
  const durations: number[] = [];
  let wall = 0;
  for (let burst = 0; burst < 5; burst++) {
    const company = (await (await fetch(`${base}/api/v1/companies/${companyId}`, { headers })).json()) as {
      version: number;
      valuation: number | null;
    };
    const body = JSON.stringify({ valuation: (company.valuation ?? 0) + 1, version: company.version });
    const patched = await fetch(`${base}/api/v1/companies/${companyId}`, { method: "PATCH", headers, body });
    if (!patched.ok) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: readers }, async () => {
        const t = performance.now();
        const res = await fetch(base + path, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        durations.push(performance.now() - t);
      }),
    );
    wall += performance.now() - started;
  }
  durations.sort((a, b) => a - b);
  return { durations, rps: Math.round(durations.length / (wall / 1000)) };
}

/** The path with {cursor} replaced by this build's nextCursor of the first page (the same path without the cursor). */
async function withSecondPageCursor(base: string, path: string, cookie: string) {
  if (!path.includes("{cursor}")) return path;
  const first = path.replace(/[?&]cursor=\{cursor\}/, "");
  const res = await fetch(base + first, { headers: { cookie, origin: base } });
  const body = (await res.json()) as { nextCursor?: string | null; columns?: { nextCursor: string | null }[] };
  const nextCursor = body.nextCursor ?? body.columns?.[0]?.nextCursor; // a list, or one board column
  if (!res.ok || !nextCursor) throw new Error(`${first} answered ${res.status} without a nextCursor`);
  return path.replace("{cursor}", encodeURIComponent(nextCursor));
}

const load = [loadavg()[0].toFixed(2)];
const servers: { label: string; server: ServerProcess; cookie: string }[] = [];
let port = Number(process.env.PORT ?? 3500);
try {
  for (const { label, script } of builds) {
    const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${label}.cpuprofile`] : [];
    const env = {
      ...(process.env.FLOOR_NO_CACHE === "1" ? { PIPELINE_CACHE_MB: "0" } : {}),
      ...(process.env.FLOOR_NO_CARD_CACHE === "1" ? { CARD_CACHE_MB: "0" } : {}),
    };
    const server = await startServer({ port: port++, dataDir, databaseUrl, script, nodeArgs, env });
    servers.push({ label, server, cookie: await signIn(server.base, email, password) });
  }
  const samples = new Map<string, { p50: number[]; p95: number[]; rps: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const path of paths)
      for (const c of connections)
        for (const { label, server, cookie } of round % 2 ? [...servers].reverse() : servers) {
          const target = await withSecondPageCursor(server.base, path, cookie);
          const { durations, rps } = afterChange
            ? await readersAfterChange(server.base, target, cookie, c)
            : await measure(server.base + target, cookie, c, seconds, acceptEncoding);
          const key = `${label}\t${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}")}\tc=${c}`;
          const s = samples.get(key) ?? { p50: [], p95: [], rps: [] };
          s.p50.push(percentile(durations, 0.5));
          s.p95.push(percentile(durations, 0.95));
          s.rps.push(rps);
          samples.set(key, s);
          console.log(
            `round ${round + 1} ${key}: p50 ${round2(percentile(durations, 0.5))} ms, p95 ${round2(percentile(durations, 0.95))} ms, ${rps} req/s`,
          );
        }
  }
  load.push(loadavg()[0].toFixed(2));
  console.log(`\nmedians of ${rounds} interleaved rounds, ${seconds} s each; load average ${load.join(" → ")}`);
  console.log("build\tpath\tconnections\tp50 ms\tp95 ms\treq/s");
  for (const [key, s] of [...samples].sort(([a], [b]) => a.split("\t").slice(1).join().localeCompare(b.split("\t").slice(1).join())))
    console.log(`${key}\t${round2(median(s.p50))}\t${round2(median(s.p95))}\t${median(s.rps)}`);
} finally {
  for (const { server } of servers) await server.stop();
}
process.exit(0);
