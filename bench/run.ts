// `npm run bench`: latency and throughput of the API endpoints that exist, on the
// embedded database (and on PostgreSQL when DATABASE_URL is set), written to bench/results/.
// BENCH_COMPANIES (default 50000) companies are bulk-seeded first for the pipeline endpoints.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import pg from "pg";
import { createApp } from "../src/server/app";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/features/demo/demo.service";
import { createOrganization } from "../src/server/features/organizations/organizations.service";
import { coldAnalytics, seedCompanies } from "./seed-companies";

type Row = { database: string; endpoint: string; connections: number; p50: number; p95: number; p99: number; rps: number };

const endpoints = [
  "/livez",
  "/api/v1/me",
  "/api/v1/members",
  "/api/v1/companies?stage=active&excludePortfolio=true",
  "/api/v1/companies/board",
  "/api/v1/companies/analytics",
];
const companies = Number(process.env.BENCH_COMPANIES ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function benchDatabase(label: string, databaseUrl?: string): Promise<Row[]> {
  const env = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "fundline-bench-")), DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", PORT: "0" });
  const deps = await bootstrap(env, { log: createLogger("silent") });
  // A fresh organisation and admin per run (a PostgreSQL database may hold earlier runs).
  const email = `bench-${Date.now()}@bench.test`;
  const org = await createOrganization(deps.db, deps.auth, { name: `Bench ${Date.now()}`, admin: { email, password: "bench-password-1", name: "Bench" } });
  await loadDemoData(deps, org.id);
  await seedCompanies(deps.db, org.id, companies);
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers: { "content-type": "application/json", origin: env.publicUrl }, body: JSON.stringify({ email, password: "bench-password-1" }) });
  if (!signIn.ok) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    for (const connections of [1, 32]) {
      const r = await autocannon({ url: base + endpoint, connections, duration: seconds, headers: { cookie } });
      if (r.non2xx) throw new Error(`${endpoint}: ${r.non2xx} non-2xx responses`);
      rows.push({ database: label, endpoint, connections, p50: r.latency.p50, p95: r.latency.p97_5, p99: r.latency.p99, rps: Math.round(r.requests.average) });
      console.log(`${label} ${endpoint} c=${connections}: p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`);
    }
  }
  rows.push(await coldAnalytics(label, base, cookie, deps.db));
  server.close();
  await deps.database.close();
  return rows;
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

const pgUrl = process.env.DATABASE_URL;
const rows = [...(await benchDatabase("pglite")), ...(pgUrl ? await withScratchDatabase(pgUrl, (url) => benchDatabase("postgres", url)) : [])];
const stamp = new Date().toISOString();
const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${companies + 60} companies in the benchmark organisation`;
const table = ["| database | endpoint | conns | p50 ms | p97.5 ms | p99 ms | req/s |", "|---|---|---|---|---|---|---|", ...rows.map((r) => `| ${r.database} | ${r.endpoint} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} |`)];
mkdirSync("bench/results", { recursive: true });
const name = stamp.replace(/[:.]/g, "-");
writeFileSync(`bench/results/${name}.json`, JSON.stringify({ date: stamp, machine, rows }, null, 2));
writeFileSync(`bench/results/${name}.md`, `# Benchmark ${stamp}\n\n${machine}\n\n${table.join("\n")}\n`);
console.log(`\nwritten bench/results/${name}.md`);
process.exit(0);
