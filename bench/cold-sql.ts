import pg from "pg";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/server/app";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/demo/demo.service";
import { createOrganization } from "../src/server/lib/organizations";
import { seedDataSet } from "./seed";
import { queryRecorder } from "./sql-ratio";

// Issue 47 items 3 and 4 (docs/decisions/041-cold-pipeline-and-rollups.md): the SQL of the pipeline
// list and board pages and of the portfolio aggregates as the app sends it with every cache off,
// each statement run under EXPLAIN (ANALYZE, BUFFERS) COLD_RUNS times (default 5); the medians of
// planning and execution time are printed per statement and summed per request.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test COLD_DB=wtd_bench node --import tsx bench/cold-sql.ts
// COLD_DB is the scratch database: created when missing, seeded with the bench data set when it has
// not been, kept and reused otherwise (drop it when done). Without DATABASE_URL: PGlite in COLD_DIR (seeded when
// new; reused when it names an existing data directory). COLD_PLANS=1 also prints each plan;
// arguments pick requests by name (e.g. `board stats`).
const runs = Number(process.env.COLD_RUNS ?? 5);
const showPlans = !!process.env.COLD_PLANS;
const email = "cold@cold.test";
const password = "cold-password-1";

let databaseUrl: string | undefined;
let dataDir = process.env.COLD_DIR;
let fresh: boolean;
if (process.env.DATABASE_URL) {
  const scratch = process.env.COLD_DB ?? "fl_cold";
  if (!/^[a-z_][a-z0-9_]*$/.test(scratch)) throw new Error(`COLD_DB: not a plain database name: ${scratch}`);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  fresh = (await admin.query("select 1 from pg_database where datname = $1", [scratch])).rowCount === 0;
  if (fresh) await admin.query(`create database ${scratch}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
  dataDir = mkdtempSync(join(tmpdir(), "fl-cold-"));
} else if (!dataDir) {
  dataDir = mkdtempSync(join(tmpdir(), "fl-cold-"));
  fresh = true;
} else {
  const { existsSync } = await import("node:fs");
  fresh = !existsSync(join(dataDir, "db"));
}

const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0", PIPELINE_CACHE_MB: "0" });
const recorder = queryRecorder();
const deps = await bootstrap(env, { log: createLogger("silent"), queryLogger: recorder.logger });
// A database created beforehand (createdb) is seeded too.
fresh ||= (await deps.db.execute("select 1 from organizations where name = 'Cold'")).rows.length === 0;
if (fresh) {
  const org = await createOrganization(deps.db, deps.auth, { name: "Cold", admin: { email, password, name: "Cold" } });
  await loadDemoData(deps, org.id);
  await seedDataSet(deps.db, org.id);
  await deps.db.execute("vacuum analyze");
}
const app = createApp(deps);
const signIn = await app.request("/api/auth/sign-in/email", {
  method: "POST",
  headers: { "content-type": "application/json", origin: env.publicUrl },
  body: JSON.stringify({ email, password }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(";")[0])
  .join("; ");
const get = async (path: string) => {
  const r = await app.request(path, { headers: { cookie } });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json() as Promise<{ nextCursor?: string; columns?: { stage: string; nextCursor: string | null }[] }>;
};
/** The path of the page after `pages` pages of `path`. */
const later = async (path: string, pages: number) => {
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) cursor = (await get(cursor ? `${path}&cursor=${cursor}` : path)).nextCursor!;
  return `${path}&cursor=${cursor}`;
};
const fund = (await deps.db.execute<{ id: string }>("select id from funds order by created_at, name limit 1")).rows[0].id;
const list = "/api/v1/companies?stage=active&excludePortfolio=true";
const leadsCursor = (await get("/api/v1/companies/board")).columns!.find((c) => c.stage === "Leads")!.nextCursor;

const requests: [string, string][] = [
  ["list", list],
  ["list p5", await later(list, 4)],
  ["list name", `${list}&sort=name`],
  ["list name p5", await later(`${list}&sort=name`, 4)],
  ["list -valuation", `${list}&sort=-valuation`],
  ["list -valuation p5", await later(`${list}&sort=-valuation`, 4)],
  ["list revenue", `${list}&sort=revenue`],
  ["list sector", `${list}&sector=Technology`],
  ["list round", `${list}&round=Seed&sort=name`],
  ["list stage", "/api/v1/companies?stage=Leads"],
  ["list fund", `/api/v1/companies?fund=${fund}&sort=name`],
  ["list q", `${list}&q=bench%20co%2012`],
  // The text search over every company (issue 47): a name every company has, a sector, a round, a POC's
  // name, a short term and terms nothing holds.
  ["list q bench", `${list}&q=bench`],
  ["list q fintech", `${list}&q=fintech`],
  ["list q financial", `${list}&q=financial`],
  ["list q seed", `${list}&q=seed`],
  ["list q okafor", `${list}&q=okafor`],
  ["list q zz", `${list}&q=zz`],
  ["list q xq7", `${list}&q=xq7`],
  ["board", "/api/v1/companies/board"],
  ["board column", `/api/v1/companies/board?stage=Leads&cursor=${leadsCursor}`],
  ["analytics", "/api/v1/portfolio/analytics"],
  ["stats", "/api/v1/portfolio/stats"],
];
const picked = process.argv.slice(2);
const client = (
  deps.db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }
).$client;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r2 = (n: number) => Math.round(n * 100) / 100;

console.log(
  `${deps.database.kind}, ${runs} runs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log("| request | statements | planning ms | execution ms | total ms |\n|---|---|---|---|---|");
for (const [name, path] of requests) {
  if (picked.length && !picked.includes(name)) continue;
  await get(path); // warm
  const statements = await recorder.record(() => get(path));
  let planning = 0;
  let execution = 0;
  const details: string[] = [];
  for (const s of statements) {
    const plans: number[] = [];
    const execs: number[] = [];
    let plan = "";
    for (let i = 0; i < runs; i++) {
      const { rows } = await client.query(`explain (analyze, buffers, format json) ${s.text}`, s.values);
      const raw = rows[0]["QUERY PLAN"];
      const [out] = (typeof raw === "string" ? JSON.parse(raw) : raw) as { "Planning Time": number; "Execution Time": number }[];
      plans.push(out["Planning Time"]);
      execs.push(out["Execution Time"]);
      if (showPlans && i === 0)
        plan = (await client.query(`explain (analyze, buffers) ${s.text}`, s.values)).rows.map((x) => x["QUERY PLAN"]).join("\n");
    }
    planning += median(plans);
    execution += median(execs);
    details.push(
      `    ${r2(median(plans))} + ${r2(median(execs))} ms  ${s.text.slice(0, 140).replace(/\s+/g, " ")}` + (plan ? `\n${plan}\n` : ""),
    );
  }
  console.log(`| ${name} | ${statements.length} | ${r2(planning)} | ${r2(execution)} | ${r2(planning + execution)} |`);
  if (process.env.COLD_VERBOSE || showPlans) console.log(details.join("\n"));
}
await deps.database.close();
if (databaseUrl) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
