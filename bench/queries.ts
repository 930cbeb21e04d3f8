// How many SQL statements each benched endpoint runs per request (cache off), and which: the
// check behind issue 47's "one query each, no N+1". Seeds a fresh organisation on DATABASE_URL
// (or in-memory PGlite) with a small data set (BENCH_COMPANIES etc., see seed.ts).
//   BENCH_COMPANIES=2000 DATABASE_URL=postgres://… node --import tsx bench/queries.ts [section …]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/server/app";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { loadDemoData } from "../src/server/demo/demo.service";
import { endpoints, type BenchIds } from "./endpoints";
import { dataSetSize, seedDataSet } from "./seed";
import { queryRecorder } from "./sql-ratio";

const chosen = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const env = loadEnv({
  DATA_DIR: mkdtempSync(join(tmpdir(), "fundline-queries-")),
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "silent",
  PORT: "0",
  PIPELINE_CACHE_MB: "0",
});
const recorder = queryRecorder();
const deps = await bootstrap(env, { log: createLogger("silent"), queryLogger: recorder.logger, inMemoryDb: !databaseUrl });
const password = "bench-password-1";
const email = `queries-${Date.now()}@bench.test`;
const org = await createOrganization(deps.db, deps.auth, { name: `Queries ${Date.now()}`, admin: { email, password, name: "Bench" } });
await loadDemoData(deps, org.id);
await seedDataSet(deps.db, org.id, dataSetSize());
const one = async (q: string) => (await deps.db.execute<{ id: string }>(q)).rows[0]?.id ?? "none";
const ids: BenchIds = {
  companyId: await one(`select id from companies where org_id = '${org.id}' and name = 'Bench Co 1'`),
  personId: await one(`select id from people where org_id = '${org.id}' order by lower(name), id limit 1`),
  fundId: await one(`select id from funds where org_id = '${org.id}' order by created_at, name limit 1`),
  boardId: await one(`select id from lp_boards where org_id = '${org.id}' and name = 'Bench Board 1'`),
  lpId: await one(`select lp_id as id from capital_call_allocations limit 1`),
};
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
for (const [section, list] of Object.entries(all)) {
  if (chosen.length && !chosen.includes(section)) continue;
  for (const { path } of list) {
    await app.request(path, { headers: { cookie } }); // the session is cached, as on every request but the first
    const statements = await recorder.record(async () => {
      const r = await app.request(path, { headers: { cookie } });
      if (!r.ok) throw new Error(`${path}: ${r.status}`);
      await r.arrayBuffer();
    });
    console.log(`${statements.length}\t${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}")}`);
    if (process.env.VERBOSE) for (const s of statements) console.log(`\t\t${s.text.replace(/\s+/g, " ").slice(0, 220)}`);
  }
}
await deps.database.close();
process.exit(0);
