// `node --import tsx bench/import.ts`: issue 40's import figures for 50,000 companies, in-process
// (the harness), on PGlite or the PostgreSQL of DATABASE_URL: upload with column sniffing (budget 3 s),
// dry run (15 s) and commit (60 s), and the process's peak RSS. The file is shaped like a CRM
// export (messy headers, stages to map, POCs by name); half the rows update existing companies.
import { performance } from "node:perf_hooks";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { twoOrganizations } from "../src/server/test/fixtures";
import { createTestContext } from "../src/server/test/harness";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const EXISTING = ROWS / 2;
const stages = ["Leads", "Reviewing", "Diligence", "Passed", "Portfolio"];

const ctx = await createTestContext();
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
try {
  const { a } = await twoOrganizations(ctx);
  await a.owner.post("/api/v1/pocs", { name: "Priya Partner" });
  // Half the file's companies exist already (matched by website domain).
  for (let start = 0; start < EXISTING; start += 5000) {
    await ctx.deps.db.execute(sql`insert into companies (org_id, name, website)
      select ${a.id}::uuid, 'Import Co ' || i, 'https://import' || i || '.example' from generate_series(${start}::int, ${Math.min(start + 4999, EXISTING - 1)}::int) i`);
  }
  const csv = stringify([
    ["Organization Name", "Domain", "Deal Stage", "Owner", "Industry", "Description"],
    ...Array.from({ length: ROWS }, (_, i) => [
      `Import Co ${i}`,
      `www.import${i}.example/about`,
      stages[i % stages.length],
      i % 3 === 0 ? "Priya Partner" : "",
      "Technology",
      `Imported company ${i}, a row of a CRM export.`,
    ]),
  ]);
  const before = process.memoryUsage().rss;
  let t = performance.now();
  const form = new FormData();
  form.append("entity", "companies");
  form.append("file", new File([new TextEncoder().encode(csv)], "crm-export.csv", { type: "text/csv" }));
  const up = await (await a.member.request("POST", "/api/v1/imports", { body: form })).json();
  const uploadS = (performance.now() - t) / 1000;
  if (!up.id) throw new Error(`upload failed: ${JSON.stringify(up)}`);

  t = performance.now();
  const mapping = up.suggestedMapping;
  const dry = await (
    await a.member.post(`/api/v1/imports/${up.id}/dry-run`, {
      mapping,
      valueMapping: { stage: { Diligence: "Due Diligence" } },
      mode: "upsert",
      blankCells: "keep",
      createMissingRelations: false,
    })
  ).json();
  const dryS = (performance.now() - t) / 1000;

  t = performance.now();
  await a.member.post(`/api/v1/imports/${up.id}/commit`);
  let status = await (await a.member.get(`/api/v1/imports/${up.id}`)).json();
  while (status.status === "running" || status.status === "uploaded") {
    await new Promise((r) => setTimeout(r, 200));
    status = await (await a.member.get(`/api/v1/imports/${up.id}`)).json();
  }
  const commitS = (performance.now() - t) / 1000;
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  console.log(`database: ${ctx.deps.database.kind}; ${ROWS} rows (${mb(csv.length)} MB CSV), ${EXISTING} of them existing companies`);
  console.log(`upload + column sniffing: ${uploadS.toFixed(2)} s (budget 3 s); mapping ${JSON.stringify(mapping)}`);
  console.log(
    `dry run: ${dryS.toFixed(2)} s (budget 15 s): ${dry.create} to create, ${dry.update} to update, ${dry.errors?.length ?? 0} errors`,
  );
  console.log(`commit: ${commitS.toFixed(2)} s (budget 60 s): ${status.status}, ${status.created} created, ${status.updated} updated`);
  console.log(`process RSS: ${mb(before)} MB before the upload, ${mb(peak)} MB at the peak`);
} finally {
  clearInterval(sampler);
  await ctx.close();
}
