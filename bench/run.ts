// `npm run bench`: the server runs as a child process (PGlite, then PostgreSQL when DATABASE_URL
// is set, on a scratch database); autocannon drives it from this process. Each database is run
// twice: as deployed, then with the pipeline cache off (PIPELINE_CACHE_MB=0) so that list and
// board are also measured computing every response. Also: the child's peak RSS under load,
// API ÷ raw SQL at 1 connection (PostgreSQL, cache off) and browser figures (PostgreSQL when
// set). BENCH_COMPANIES (50000) and BENCH_TICKETS (2000) size the data; BENCH_SECONDS per run.
import { mkdtempSync } from "node:fs";
import { execSync } from "node:child_process";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createApp } from "../src/server/app";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/demo/demo.service";
import { createOrganization } from "../src/server/lib/organizations";
import { firstRunPages, measureBrowser } from "./browser";
import { measureLighthouse } from "./lighthouse";
import { measureCompression } from "./compression";
import { dashboardVsPaging } from "./dashboard";
import { runLoad } from "./load";
import { writeResults } from "./report";
import { signIn, startServer } from "./server-process";
import { coldAnalytics, dataSetSize, seedDataSet, type Generated } from "./seed";
import { measureRatios, queryRecorder, type Captured, type RatioRow } from "./sql-ratio";

const size = dataSetSize();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = "bench-password-1";
const listFirstPage = "/api/v1/companies?stage=active&excludePortfolio=true";

const pipelineEndpoints = (detailId: string) => [
  listFirstPage,
  "/api/v1/companies/board",
  `/api/v1/companies/${detailId}`,
  "/api/v1/companies/analytics",
  "/api/v1/portfolio/companies",
  "/api/v1/portfolio/analytics",
  "/api/v1/portfolio/stats",
];

/** Seeds a fresh organisation in-process, captures each endpoint's SQL (cache off), and closes the database. */
async function prepare(dataDir: string, databaseUrl?: string) {
  const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0", PIPELINE_CACHE_MB: "0" });
  const recorder = queryRecorder();
  const deps = await bootstrap(env, { log: createLogger("silent"), queryLogger: recorder.logger });
  try {
    const email = `bench-${Date.now()}@bench.test`;
    const org = await createOrganization(deps.db, deps.auth, { name: `Bench ${Date.now()}`, admin: { email, password, name: "Bench" } });
    await loadDemoData(deps, org.id);
    const generated = await seedDataSet(deps.db, org.id, size);
    const first = await deps.db.execute<{ id: string }>(`select id from companies where org_id = '${org.id}' and name = 'Bench Co 1'`);
    const detailId = first.rows[0].id;
    const endpoints = ["/livez", "/api/v1/me", "/api/v1/members", ...pipelineEndpoints(detailId), "/api/v1/dashboard"];
    const captured: Captured = {};
    if (databaseUrl) {
      const app = createApp(deps);
      const res = await app.request("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: env.publicUrl },
        body: JSON.stringify({ email, password }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      for (const endpoint of pipelineEndpoints(detailId)) {
        await app.request(endpoint, { headers: { cookie } }); // warm (fills the analytics cache)
        captured[endpoint] = await recorder.record(async () => {
          const r = await app.request(endpoint, { headers: { cookie } });
          if (!r.ok) throw new Error(`${endpoint}: ${r.status}`);
          await r.arrayBuffer();
        });
      }
    }
    return { email, endpoints, captured, generated };
  } finally {
    await deps.database.close();
  }
}

let nextPort = Number(process.env.BENCH_PORT ?? 3500);
const pgUrl = process.env.DATABASE_URL;

async function benchDatabase(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "fundline-bench-"));
  const { email, endpoints, captured, generated } = await prepare(dataDir, databaseUrl);
  const withBrowser = !!databaseUrl || !pgUrl; // the browser budget is for PostgreSQL when there is one
  let server = await startServer({ port: nextPort++, dataDir, databaseUrl });
  console.log(`${label}: server process ${server.pid} at ${server.base}`);
  try {
    const cookie = await signIn(server.base, email, password);
    const { rows, peakRssMb } = await runLoad(label, server, cookie, endpoints, seconds);
    // Compressed JSON: what the browser asks for (the rows above are sent as they are).
    for (const [coding, suffix] of [
      ["br", " (br)"],
      ["gzip", " (gzip)"],
    ])
      rows.push(
        ...(
          await runLoad(label, server, cookie, [listFirstPage, "/api/v1/companies/board"], seconds, suffix, {
            headers: { "accept-encoding": coding },
            connections: [32],
          })
        ).rows,
      );
    rows.push(...(await dashboardVsPaging(label, server.base, cookie)));
    const compression = await measureCompression(server.base, cookie, [listFirstPage, "/api/v1/companies/board"]);
    const browser = withBrowser ? await measureBrowser(server.base, cookie) : [];
    const lighthouse = withBrowser ? await measureLighthouse(server.base, cookie) : [];
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      rows.push(
        await coldAnalytics(label, server.base, cookie, () =>
          client.query("update company_analytics_cache set version = version + 1, data = null"),
        ),
      );
      await client.end();
    }
    await server.stop();

    // The same requests computed every time: the cost when the pipeline has just changed.
    server = await startServer({ port: nextPort++, dataDir, databaseUrl, env: { PIPELINE_CACHE_MB: "0" } });
    const uncached = await runLoad(label, server, cookie, [listFirstPage, "/api/v1/companies/board"], seconds, " (no cache)");
    rows.push(...uncached.rows);
    const ratios: RatioRow[] = databaseUrl
      ? await measureRatios(server.base, cookie, databaseUrl, captured, Number(process.env.BENCH_RATIO_RUNS ?? 200), Math.min(seconds, 3))
      : [];
    return { rows, rss: { database: label, peakRssMb }, ratios, browser, lighthouse, compression, generated };
  } finally {
    await server.stop();
  }
}

/** A throw-away database on the PostgreSQL server of DATABASE_URL (dropped afterwards). */
async function withScratchDatabase<T>(baseUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `fundline_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

// Always measure the current source: a stale dist/ would report old figures.
execSync("npm run build", { stdio: "inherit" });
/** The first-run page (/setup) only shows on an instance without an organisation: a fresh PGlite one. */
async function benchFirstRun() {
  const server = await startServer({ port: nextPort++, dataDir: mkdtempSync(join(tmpdir(), "fundline-bench-empty-")) });
  try {
    return await measureBrowser(server.base, "", firstRunPages);
  } finally {
    await server.stop();
  }
}

const results = [
  await benchDatabase("pglite"),
  ...(pgUrl ? [await withScratchDatabase(pgUrl, (url) => benchDatabase("postgres", url))] : []),
];
const firstRun = await benchFirstRun();
const date = new Date().toISOString();
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${seconds} s per autocannon run`;
const generated: Generated[] = results.flatMap((r, i) =>
  r.generated.map((g) => ({ ...g, what: `${g.what} (${i === 0 ? "pglite" : "postgres"})` })),
);
const file = writeResults({
  date,
  machine,
  generated,
  rows: results.flatMap((r) => r.rows),
  rss: results.map((r) => r.rss),
  ratios: results.flatMap((r) => r.ratios),
  browser: [...results.flatMap((r) => r.browser), ...firstRun],
  lighthouse: results.flatMap((r) => r.lighthouse),
  compression: results[0].compression,
});
console.log(`\nwritten ${file}`);
process.exit(0);
