import pg from "pg";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/demo/demo.service";
import { createOrganization } from "../src/server/lib/organizations";
import { seedDataSet } from "./seed";
import { listCompanies, getBoard } from "../src/server/features/companies/companies-list.service";
import { getAnalytics } from "../src/server/features/companies/companies-analytics.service";
import { companyListQuery, boardQuery } from "../src/shared/schemas/companies";

// EXPLAIN (ANALYZE, BUFFERS) of every SQL statement behind the list, board and analytics
// endpoints, on a scratch database (fl_explain) with BENCH_COMPANIES seeded companies:
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test node --import tsx bench/explain.ts [list|board|analytics]
const base = process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const dbUrl = new URL(base);
dbUrl.pathname = "/fl_explain";
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query("drop database if exists fl_explain with (force)");
await admin.query("create database fl_explain");
await admin.end();
const env = loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), "fl-explain-")), DATABASE_URL: dbUrl.toString(), LOG_LEVEL: "silent" });
const deps = await bootstrap(env, { log: createLogger("silent") });
const org = await createOrganization(deps.db, deps.auth, { name: "X", admin: { email: "x@x.test", password: "xxxxxxxx1", name: "X" } });
await loadDemoData(deps, org.id);
await seedDataSet(deps.db, org.id);
const caller = { orgId: org.id, userId: "", memberId: "", role: "owner" as const, email: "", name: "", sessionId: "" };
const pool = deps.database.pool!;
const captured: { text: string; values: unknown[] }[] = [];
const orig = pool.query.bind(pool);
(pool as unknown as { query: unknown }).query = (q: unknown, v?: unknown) => {
  const t = typeof q === "string" ? { text: q, values: v } : (q as { text: string; values: unknown[] });
  captured.push({ text: t.text, values: ((v as unknown[] | undefined) ?? t.values ?? []) as unknown[] });
  return (orig as (a: unknown, b?: unknown) => unknown)(q, v);
};
const which = process.argv[2] ?? "all";
if (which === "all" || which === "list")
  await listCompanies(deps.db, caller, companyListQuery.parse({ stage: "active", excludePortfolio: "true" }));
if (which === "all" || which === "board") await getBoard(deps.db, caller, boardQuery.parse({}));
if (which === "all" || which === "analytics") await getAnalytics(deps.db, caller);
(pool as unknown as { query: unknown }).query = orig;
for (const q of captured) {
  const r = await pool.query(`explain (analyze, buffers) ${q.text}`, q.values);
  console.log("----\n" + q.text.slice(0, 300).replace(/\s+/g, " "));
  console.log(r.rows.map((x: Record<string, string>) => x["QUERY PLAN"]).join("\n"));
}
await deps.database.close();
const cleanup = new pg.Client({ connectionString: base });
await cleanup.connect();
await cleanup.query("drop database if exists fl_explain with (force)");
await cleanup.end();
