import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { twoOrganizations } from "../../test/fixtures";
import { createTestContext, signIn, type TestContext } from "../../test/harness";
import { backupTo, restoreFrom } from "./backup.service";

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  source = await createTestContext();
  target = await createTestContext();
});
afterAll(async () => {
  await source.close();
  await target.close();
});

const cfIndexes = async (ctx: TestContext) =>
  (
    (await ctx.deps.db.execute(sql`select indexname from pg_indexes where indexname like '%\\_cf\\_%' order by 1`)) as unknown as {
      rows: { indexname: string }[];
    }
  ).rows.map((r) => r.indexname);

it("a restore recreates the sort indexes of number, money and date fields, and sorts use them", async () => {
  const { a } = await twoOrganizations(source);
  for (const f of [
    { entity: "company", name: "Check", type: "money" },
    { entity: "person", name: "Met on", type: "date" },
    { entity: "lp", name: "Score", type: "number" },
    { entity: "company", name: "Fit", type: "select", options: [{ label: "Strong" }] },
  ])
    expect((await a.owner.post("/api/v1/fields", f)).status).toBe(201);
  for (const [name, check] of [
    ["Small", 10],
    ["Big", 900],
  ] as const)
    expect((await a.member.post("/api/v1/companies", { name, customFields: { check } })).status).toBe(201);
  const expected = ["companies_cf_check_idx", "lps_cf_score_idx", "people_cf_met_on_idx"];
  expect(await cfIndexes(source)).toEqual(expected);
  expect(await cfIndexes(target)).toEqual([]);

  const file = join(source.dataDir, "cf-backup.fundline");
  await backupTo(source.deps, file);
  await restoreFrom(target.deps, file);

  expect(await cfIndexes(target)).toEqual(expected);
  const owner = await signIn(target, "owner@a.test", "owner-a-password-123");
  const list = await (await owner.get("/api/v1/companies?sort=-cf.check")).json();
  expect(list.items.map((c: { name: string }) => c.name)).toEqual(["Big", "Small"]);
});
