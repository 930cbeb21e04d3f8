// `npm run bench`: the server runs as a child process (PGlite, then PostgreSQL when DATABASE_URL
// is set, on a scratch database); autocannon drives it from this process. Each database is run
// twice: as deployed, then with the pipeline cache off (PIPELINE_CACHE_MB=0) so that list and
// board are also measured computing every response. Also: the child's peak RSS under load,
// API ÷ raw SQL at 1 connection (PostgreSQL, cache off), browser figures (PostgreSQL when set)
// and the live events. BENCH_SECTIONS and BENCH_DATABASES pick parts (see endpoints.ts); the
// data set's sizes are in seed.ts (BENCH_COMPANIES, BENCH_PEOPLE, ...); BENCH_SECONDS per run.
import { mkdtempSync } from "node:fs";
import { execSync } from "node:child_process";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createApp } from "../src/server/app";
import type { Db } from "../src/server/db/client";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/demo/demo.service";
import { createOrganization } from "../src/server/lib/organizations";
import { firstRunPages, measureBrowser, panelPage, seededPages, type BrowserRow } from "./browser";
import { measureLighthouse, type LighthouseRow } from "./lighthouse";
import { measurePalette, type PaletteRow } from "./palette";
import { measureCompression, type CompressionRow } from "./compression";
import { dashboardVsPaging } from "./dashboard";
import { board, boardAsShown, databases, enabled, endpoints, listAsShown, listFirstPage, sections, type BenchIds } from "./endpoints";
import { measureEvents, type EventsRow } from "./events";
import { runLoad, type Endpoint, type Row } from "./load";
import { writeResults } from "./report";
import { signIn, startServer, stopAllServers } from "./server-process";
import { failures, section } from "./sections";
import { coldAnalytics, dataSetSize, seedDataSet, type Generated } from "./seed";
import { measureRatios, queryRecorder, type Captured, type RatioRow } from "./sql-ratio";

const size = dataSetSize();
/** The machine is shared: its 1-minute load average when the run starts and ends goes into the report. */
const loadAtStart = loadavg()[0].toFixed(1);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = "bench-password-1";

/** The ids of the seeded rows the endpoints name. */
async function benchIds(db: Db, orgId: string): Promise<BenchIds> {
  const one = async (q: string) => {
    const [row] = (await db.execute<{ id: string }>(q)).rows;
    if (!row) throw new Error(`bench data missing: ${q}`);
    return row.id;
  };
  return {
    companyId: await one(`select id from companies where org_id = '${orgId}' and name = 'Bench Co 1'`),
    personId: await one(`select id from people where org_id = '${orgId}' order by lower(name), id limit 1`),
    fundId: await one(`select id from funds where org_id = '${orgId}' order by created_at, name limit 1`),
    boardId: await one(`select id from lp_boards where org_id = '${orgId}' and name = 'Bench Board 1'`),
    lpId: await one(
      `select a.lp_id as id from capital_call_allocations a join capital_calls c on c.id = a.call_id where c.org_id = '${orgId}' and c.note = 'bench' and c.fund_id = (select id from funds where org_id = '${orgId}' order by created_at, name limit 1) limit 1`,
    ),
  };
}

/** The load rows this run measures, by section. */
function loadedEndpoints(ids: BenchIds): Endpoint[] {
  const all = endpoints(ids);
  return (["base", "pipeline", "panel", "portfolio", "dashboard", "people", "lps", "ledger", "search", "customfields"] as const)
    .filter(enabled)
    .flatMap((s) => all[s]);
}

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
    const ids = await benchIds(deps.db, org.id);
    const captured: Captured = {};
    if (databaseUrl && enabled("ratios")) {
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
      const all = endpoints(ids);
      for (const { path: endpoint } of [...all.pipeline, ...all.portfolio, all.panel[0], ...all.people.slice(0, 2), all.lps[4]]) {
        await app.request(endpoint, { headers: { cookie } }); // warm (fills the analytics cache)
        captured[endpoint] = await recorder.record(async () => {
          const r = await app.request(endpoint, { headers: { cookie } });
          if (!r.ok) throw new Error(`${endpoint}: ${r.status}`);
          await r.arrayBuffer();
        });
      }
    }
    return { email, ids, captured, generated };
  } finally {
    await deps.database.close();
  }
}

let nextPort = Number(process.env.BENCH_PORT ?? 3500);
const pgUrl = process.env.DATABASE_URL;

async function benchDatabase(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "fundline-bench-"));
  const { email, ids, captured, generated } = await prepare(dataDir, databaseUrl);
  const withBrowser = !!databaseUrl || !pgUrl || !databases.includes("postgres"); // the browser budget is for PostgreSQL when there is one
  let server = await startServer({ port: nextPort++, dataDir, databaseUrl });
  console.log(`${label}: server process ${server.pid} at ${server.base}`);
  const rows: Row[] = [];
  let browser: BrowserRow[] = [];
  let lighthouse: LighthouseRow[] = [];
  let palette: PaletteRow[] = [];
  let compression: CompressionRow[] = [];
  let ratios: RatioRow[] = [];
  try {
    const cookie = await signIn(server.base, email, password);
    // A load run's limit: its autocannon runs (1 and 32 connections) three times over, plus a minute.
    const loadLimit = (runs: number) => 60 + runs * seconds * 3;
    const loaded = loadedEndpoints(ids);
    const load = await section("load", label, loadLimit(loaded.length * 2), { rows: [] as Row[], peakRssMb: 0 }, () =>
      runLoad(label, server, cookie, loaded, seconds),
    );
    rows.push(...load.rows);
    if (enabled("pipeline"))
      await section("pipeline (compressed)", label, loadLimit(8) + 120, undefined, async () => {
        // Compressed JSON: what the browser asks for (the rows above are sent as they are).
        for (const [coding, suffix] of [
          ["br", " (br)"],
          ["gzip", " (gzip)"],
        ])
          rows.push(
            ...(
              await runLoad(label, server, cookie, [listFirstPage, board, listAsShown, boardAsShown], seconds, suffix, {
                headers: { "accept-encoding": coding },
                connections: [32],
              })
            ).rows,
          );
        compression = await measureCompression(server.base, cookie, [listFirstPage.path, board.path, listAsShown.path, boardAsShown.path]);
      });
    if (enabled("dashboard"))
      rows.push(...(await section("dashboard (paging)", label, 300, [], () => dashboardVsPaging(label, server.base, cookie))));
    if (withBrowser && enabled("browser"))
      browser = await section("browser", label, 600, [], () =>
        measureBrowser(server.base, cookie, [...seededPages, panelPage(ids.companyId)]),
      );
    if (withBrowser && (enabled("browser") || enabled("search")))
      palette = await section("palette", label, 300, [], () => measurePalette(server.base, cookie));
    if (withBrowser && enabled("lighthouse"))
      lighthouse = await section("lighthouse", label, 1200, [], () => measureLighthouse(server.base, cookie));
    if (databaseUrl && enabled("pipeline"))
      await section("cold analytics", label, 180, undefined, async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        rows.push(
          await coldAnalytics(label, server.base, cookie, () =>
            client.query("update company_analytics_cache set version = version + 1, data = null"),
          ),
        );
        await client.end();
      });
    await server.stop();

    // The same requests computed every time: the cost when the pipeline has just changed.
    if (enabled("pipeline") || enabled("search") || (databaseUrl && enabled("ratios"))) {
      server = await startServer({ port: nextPort++, dataDir, databaseUrl, env: { PIPELINE_CACHE_MB: "0" } });
      const noCache = server;
      if (enabled("pipeline"))
        rows.push(
          ...(
            await section("pipeline (no cache)", label, loadLimit(8), { rows: [] as Row[], peakRssMb: 0 }, () =>
              runLoad(label, noCache, cookie, [listFirstPage, board, listAsShown, boardAsShown], seconds, " (no cache)"),
            )
          ).rows,
        );
      // Issue 41: a search right after any change in the organisation (or a query nobody asked yet).
      const searches = endpoints(ids).search;
      if (enabled("search"))
        rows.push(
          ...(
            await section("search (no cache)", label, loadLimit(searches.length * 2), { rows: [] as Row[], peakRssMb: 0 }, () =>
              runLoad(label, noCache, cookie, searches, seconds, " (no cache)"),
            )
          ).rows,
        );
      if (databaseUrl && enabled("ratios"))
        ratios = await section("ratios", label, 900, [], () =>
          measureRatios(noCache.base, cookie, databaseUrl, captured, Number(process.env.BENCH_RATIO_RUNS ?? 200), Math.min(seconds, 3)),
        );
    }
    return { rows, rss: { database: label, peakRssMb: load.peakRssMb }, ratios, browser, palette, lighthouse, compression, generated };
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

const usePglite = databases.includes("pglite");
const usePostgres = !!pgUrl && databases.includes("postgres");
const results = [
  ...(usePglite ? [await benchDatabase("pglite")] : []),
  ...(usePostgres ? [await withScratchDatabase(pgUrl, (url) => benchDatabase("postgres", url))] : []),
];
const events: EventsRow[] = [];
if (enabled("events")) {
  if (usePglite) events.push(...(await section("events", "pglite", 600, [], async () => [await measureEvents("pglite", nextPort++)])));
  if (usePostgres)
    events.push(
      ...(await section("events", "postgres", 600, [], () =>
        withScratchDatabase(pgUrl, async (url) => [await measureEvents("postgres", nextPort++, url)]),
      )),
    );
}
const firstRun = enabled("firstrun") ? await section("firstrun", "pglite", 300, [], benchFirstRun) : [];
await stopAllServers();
const date = new Date().toISOString();
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${seconds} s per autocannon run; load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end`;
const generated: Generated[] = results.flatMap((r) => r.generated.map((g) => ({ ...g, what: `${g.what} (${r.rss.database})` })));
const file = writeResults({
  date,
  machine,
  generated,
  rows: results.flatMap((r) => r.rows),
  rss: results.map((r) => r.rss),
  ratios: results.flatMap((r) => r.ratios),
  browser: [...results.flatMap((r) => r.browser), ...firstRun],
  lighthouse: results.flatMap((r) => r.lighthouse),
  palette: results.flatMap((r) => r.palette),
  compression: results[0]?.compression ?? [],
  events,
  failures,
  sections: sections.filter(enabled).length === sections.length ? [] : sections.filter(enabled),
});
console.log(`\nwritten ${file}`);
process.exit(0);
