import pg from "pg";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/server/app";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { loadDemoData } from "../src/server/demo/demo.service";
import { createOrganization } from "../src/server/lib/organizations";
import { endpoints, type BenchIds } from "./endpoints";
import { seedDataSet } from "./seed";
import { queryRecorder } from "./sql-ratio";

// EXPLAIN (ANALYZE, BUFFERS) of every SQL statement behind bench endpoints, on a scratch database
// (fl_explain) with the bench data set, through the app itself (the Drizzle query logger):
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test node --import tsx bench/explain.ts [section|path ...]
// Arguments: sections of endpoints.ts (panel, people, portfolio, ...) or paths ({company} etc. are
// replaced by the bench ids). EXPLAIN_KEEP=1 keeps fl_explain and reuses it on the next run;
// EXPLAIN_DB names another scratch database (several worktrees on one server); EXPLAIN_NO_CACHE=1 runs with
// the pipeline cache off (PIPELINE_CACHE_MB=0), so cached reads show the statements they compute with.
const base = process.env.DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
const scratch = process.env.EXPLAIN_DB ?? "fl_explain";
if (!/^[a-z_][a-z0-9_]*$/.test(scratch)) throw new Error(`EXPLAIN_DB: not a plain database name: ${scratch}`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${scratch}`;
const keep = !!process.env.EXPLAIN_KEEP;
const email = "explain@explain.test";
const password = "explain-password-1";
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  const r = await client.query(statement);
  await client.end();
  return r.rows;
};
const exists = (await admin(`select 1 from pg_database where datname = '${scratch}'`)).length > 0;
const reuse = keep && exists;
if (!reuse) {
  await admin(`drop database if exists ${scratch} with (force)`);
  await admin(`create database ${scratch}`);
}
const env = loadEnv({
  DATA_DIR: mkdtempSync(join(tmpdir(), "fl-explain-")),
  DATABASE_URL: dbUrl.toString(),
  LOG_LEVEL: "silent",
  PORT: "0",
  ...(process.env.EXPLAIN_NO_CACHE === "1" ? { PIPELINE_CACHE_MB: "0" } : {}),
});
const recorder = queryRecorder();
const deps = await bootstrap(env, { log: createLogger("silent"), queryLogger: recorder.logger });
if (!reuse) {
  const org = await createOrganization(deps.db, deps.auth, { name: "Explain", admin: { email, password, name: "Explain" } });
  await loadDemoData(deps, org.id);
  await seedDataSet(deps.db, org.id);
}
const one = async (q: string) => (await deps.db.execute<{ id: string }>(q)).rows[0].id;
const ids: BenchIds = {
  companyId: await one("select id from companies where name = 'Bench Co 1'"),
  personId: await one("select id from people order by lower(name), id limit 1"),
  fundId: await one("select id from funds order by created_at, name limit 1"),
  boardId: await one("select id from lp_boards where name = 'Bench Board 1'"),
  lpId: await one(
    "select a.lp_id as id from capital_call_allocations a join capital_calls c on c.id = a.call_id where c.note = 'bench' and c.fund_id = (select id from funds order by created_at, name limit 1) limit 1",
  ),
};
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
const all = endpoints(ids) as Record<string, { path: string }[]>;
const paths = process.argv
  .slice(2)
  .flatMap((a) => (all[a] ? all[a].map((e) => e.path) : [a.replace("{company}", ids.companyId).replace("{person}", ids.personId)]));
const pool = deps.database.pool!;
for (const path of paths) {
  await app.request(path, { headers: { cookie } }); // warm
  const statements = await recorder.record(async () => {
    const r = await app.request(path, { headers: { cookie } });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  });
  console.log(`==== ${path} (${statements.length} statements)`);
  for (const q of statements) {
    const r = await pool.query(`explain (analyze, buffers) ${q.text}`, q.values);
    console.log("----\n" + q.text.slice(0, 400).replace(/\s+/g, " "));
    console.log(r.rows.map((x: Record<string, string>) => x["QUERY PLAN"]).join("\n"));
  }
}
await deps.database.close();
if (!keep) await admin(`drop database if exists ${scratch} with (force)`);
process.exit(0);
