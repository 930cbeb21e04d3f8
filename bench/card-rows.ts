// What reading a board's cards costs in-process, per way of reading them (decision 045): the
// board's statement with its cards as 14 columns or as one JSON column, run raw, and the same rows
// through a prepared query-builder select (drizzle maps each field of each row) or as raw rows; and
// the references a board reads when card texts are kept (decision 049), per card or per stage.
//   node --import tsx bench/card-rows.ts               (embedded database, 20,000 companies)
//   DATABASE_URL=postgres://… node --import tsx bench/card-rows.ts
// CARD_ROWS_COMPANIES (20000), CARD_ROWS_RUNS (300). Sequential runs, mean ms per run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { bootstrap } from "../src/server/bootstrap";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { pipelineStages } from "../src/shared/constants/pipeline";
import { companies } from "../src/server/db/schema";
import { preparedRows } from "../src/server/lib/db-helpers";
import { cardColumns, stageArray } from "../src/server/features/companies/companies-query";
import { keepCardTexts, pageColumns, refsOfStages, stageKeys } from "../src/server/features/companies/card-cache";
import { boardSort } from "../src/server/features/companies/companies-keyset";
import { seedCompanies } from "./seed";

const runs = Number(process.env.CARD_ROWS_RUNS ?? 300);
const env = loadEnv({
  DATA_DIR: mkdtempSync(join(tmpdir(), "card-rows-")),
  DATABASE_URL: process.env.DATABASE_URL,
  LOG_LEVEL: "silent",
  PORT: "0",
});
const deps = await bootstrap(env, { log: createLogger("silent") });
const stamp = Date.now();
const org = await createOrganization(deps.db, deps.auth, {
  name: `Card rows ${stamp}`,
  admin: { email: `card-rows-${stamp}@bench.test`, password: "bench-password-1", name: "Bench" },
});
await seedCompanies(deps.db, org.id, Number(process.env.CARD_ROWS_COMPANIES ?? 20_000));

const board = (asJson: boolean) =>
  sql`select l.* from unnest(${stageArray(pipelineStages)}) as s(stage) cross join lateral (
    select ${cardColumns([], asJson)} from ${companies} where ${companies.orgId} = ${sql.placeholder("orgId")} and ${companies.stage} = s.stage
    order by ${companies.createdAt} desc, ${companies.id} desc limit 21) l`;
const raw = preparedRows(`card_rows_raw_${stamp}`, board(false))(deps.db);
const column = (name: string) => sql<string>`${sql.raw(`l.${name}`)}`;
const names = [
  "id",
  "stage",
  "name",
  "one_liner",
  "logo_key",
  "website",
  "valuation",
  "sector",
  "round",
  "pocs",
  "version",
  "created_at",
  "stage_entered_at",
  "custom_fields",
];
const mapped = deps.db
  .select(Object.fromEntries(names.map((n) => [n, column(n)])))
  .from(sql`(${board(false)}) as l`)
  .prepare(`card_rows_mapped_${stamp}`);

// With card texts kept (decision 049) the board reads references: one row per card, or each
// stage's keys as one row (stageKeys), expanded in JavaScript (refsOfStages).
keepCardTexts(deps.db, 16 * 1024 * 1024);
const refRows = () =>
  deps.db.execute(
    sql`select l.* from unnest(${stageArray(pipelineStages)}) as s(stage) cross join lateral (
      select ${pageColumns(deps.db, [], boardSort)} from ${companies} where ${companies.orgId} = ${orgId} and ${companies.stage} = s.stage
      order by ${companies.createdAt} desc, ${companies.id} desc limit 21) l`,
  );
const stageKeyRows = async () =>
  refsOfStages(
    (
      await deps.db.execute<{ stage: string; keys: string | null }>(
        sql`select s.stage, ${stageKeys(sql`${companies.orgId} = ${orgId} and ${companies.stage} = s.stage`, 21)}
        from unnest(${stageArray(pipelineStages)}) as s(stage)`,
      )
    ).rows,
  );

/** Mean wall time per run, and this process's CPU time per run (what the server's one thread pays). */
const mean = async (label: string, run: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await run();
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) await run();
  const { user, system } = process.cpuUsage(cpu);
  console.log(`${label}: ${((performance.now() - started) / runs).toFixed(3)} ms, CPU ${((user + system) / 1000 / runs).toFixed(3)} ms`);
};
const orgId = org.id;
console.log(`${deps.database.kind}, ${runs} runs each, load average ${(await import("node:os")).loadavg()[0].toFixed(2)}`);
for (let round = 0; round < 2; round++) {
  await mean("cards as 14 columns (raw SQL)", () => sqlWith(false));
  await mean("cards as one JSON column (raw SQL)", () => sqlWith(true));
  await mean("prepared, raw rows (preparedRows)", () => raw({ orgId }));
  await mean("prepared select, rows mapped by drizzle", () => mapped.execute({ orgId }));
  await mean("references, a row per card (card texts kept)", refRows);
  await mean("references, a row per stage (stageKeys + refsOfStages)", stageKeyRows);
}
await deps.database.close();

/** The statement with the organisation written in (db.execute takes no placeholders). */
function sqlWith(asJson: boolean) {
  return deps.db.execute(
    sql`select l.* from unnest(${stageArray(pipelineStages)}) as s(stage) cross join lateral (
      select ${cardColumns([], asJson)} from ${companies} where ${companies.orgId} = ${orgId} and ${companies.stage} = s.stage
      order by ${companies.createdAt} desc, ${companies.id} desc limit 21) l`,
  );
}
