import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const day = 86_400_000;
/** Every statement the server sends, to count the analytics computations. */
const statements: string[] = [];
const isComputation = (q: string) => q.includes("group by grouping sets ((stage), (sector)");
const computations = () => statements.filter(isComputation).length;
/** Makes the next computation fail, as a lost database connection would. */
let failNextComputation = false;

// name, stage, sector, round, region, valuation, days ago, POC
const seed: [string, string, string | null, string | null, string | null, number | null, number, string | null][] = [
  ["A1", "Leads", "Technology", "Seed", "Europe", 50_000, 2, "Maya"],
  ["A2", "Leads", "Technology", "Seed", null, 500_000, 10, "Maya"],
  ["A3", "Due Diligence", "Healthcare", "Series A", "Asia", 5_000_000, 40, "Dan"],
  ["A4", "Portfolio", "Technology", "Series B", "Europe", 50_000_000, 400, "Dan"],
  ["A5", "Passed", "Energy", null, "Europe", null, 100, null],
  ["A6", "Portfolio", "Healthcare", "Seed", "Asia", 100_000, 3, "Maya"],
];

beforeAll(async () => {
  ctx = await createTestContext({
    queryLogger: {
      logQuery: (query) => {
        statements.push(query);
        if (failNextComputation && isComputation(query)) {
          failNextComputation = false;
          throw new Error("the computation failed");
        }
      },
    },
  });
  ({ a, b } = await twoOrganizations(ctx));
  const pocIds: Record<string, string> = {};
  for (const name of ["Maya", "Dan"]) pocIds[name] = (await (await a.owner.post("/api/v1/pocs", { name })).json()).id;
  for (const [name, stage, sector, round, region, valuation, daysAgo, poc] of seed) {
    const c = await (
      await a.owner.post("/api/v1/companies", { name, stage, sector, round, region, valuation, pocIds: poc ? [pocIds[poc]] : [] })
    ).json();
    await ctx.deps.db
      .update(companies)
      .set({ createdAt: new Date(Date.now() - daysAgo * day - 3_600_000) })
      .where(eq(companies.id, c.id));
  }
  await b.owner.post("/api/v1/companies", { name: "Other org", stage: "Portfolio" });
});
afterAll(() => ctx.close());

describe("pipeline analytics", () => {
  it("computes the summary with the spec's definitions", async () => {
    const res = await a.viewer.get("/api/v1/companies/analytics");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.summary).toEqual({ total: 6, monthly: 3, annual: 5, portfolio: 2, passed: 1, active: 3, investmentRate: 33.33 });
    expect(body.byStage.find((s: { stage: string }) => s.stage === "Leads").count).toBe(2);
    expect(body.byStage).toHaveLength(11);
  });

  it("buckets valuation (2 decimals of all companies) and age of non-portfolio companies", async () => {
    const body = await (await a.owner.get("/api/v1/companies/analytics")).json();
    expect(body.valuation).toEqual([
      { label: "Up to $100K", count: 2, percent: 33.33 },
      { label: "$100K – $1M", count: 1, percent: 16.67 },
      { label: "$1M – $10M", count: 1, percent: 16.67 },
      { label: "Over $10M", count: 1, percent: 16.67 },
      { label: "Not set", count: 1, percent: 16.67 },
    ]);
    expect(body.age).toEqual([
      { label: "0-1 week", count: 1, percent: 25 },
      { label: "1-4 weeks", count: 1, percent: 25 },
      { label: "4+ weeks", count: 2, percent: 50 },
    ]);
  });

  it("gives sector, round and location shares (1 decimal; Unknown when missing) and deal flow by person", async () => {
    const body = await (await a.owner.get("/api/v1/companies/analytics")).json();
    expect(body.sectors).toEqual([
      { label: "Technology", count: 3, percent: 50 },
      { label: "Healthcare", count: 2, percent: 33.3 },
      { label: "Energy", count: 1, percent: 16.7 },
    ]);
    expect(body.rounds[0]).toEqual({ label: "Seed", count: 3, percent: 50 });
    expect(body.rounds).toContainEqual({ label: "Unknown", count: 1, percent: 16.7 });
    expect(body.locations).toEqual([
      { label: "Europe", count: 3, percent: 50 },
      { label: "Asia", count: 2, percent: 33.3 },
      { label: "Unknown", count: 1, percent: 16.7 },
    ]);
    expect(body.byPerson).toEqual([
      { poc: "Maya", total: 3, stages: { Leads: 2, Portfolio: 1 } },
      { poc: "Dan", total: 2, stages: { "Due Diligence": 1, Portfolio: 1 } },
      { poc: "Unassigned", total: 1, stages: { Passed: 1 } },
    ]);
    expect(body.monthlyAdded).toHaveLength(12);
    expect(body.monthlyAdded.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBeGreaterThanOrEqual(3);
  });

  it("reflects changes at once (the cached figures are invalidated by every change)", async () => {
    const before = await (await a.owner.get("/api/v1/companies/analytics")).json();
    const [a1] = (await (await a.owner.get("/api/v1/companies?q=A1")).json()).items;
    await a.owner.patch(`/api/v1/companies/${a1.id}`, { stage: "Portfolio", version: a1.version });
    const after = await (await a.owner.get("/api/v1/companies/analytics")).json();
    expect(after.summary.portfolio).toBe(before.summary.portfolio + 1);
    const maya = (await (await a.owner.get("/api/v1/pocs")).json()).items.find((p: { name: string }) => p.name === "Maya");
    await a.owner.patch(`/api/v1/pocs/${maya.id}`, { name: "Maya Chen", version: maya.version });
    const renamed = await (await a.owner.get("/api/v1/companies/analytics")).json();
    expect(renamed.byPerson[0]).toMatchObject({ poc: "Maya Chen", stages: { Leads: 1, Portfolio: 2 } });
    await a.owner.patch(`/api/v1/companies/${a1.id}`, { stage: "Leads", version: a1.version + 1 });
  });

  it("computes once for readers who arrive together after a change, and each of them gets the changed figures", async () => {
    const before = await (await a.owner.get("/api/v1/companies/analytics")).json();
    const [a2] = (await (await a.owner.get("/api/v1/companies?q=A2")).json()).items;
    expect((await a.owner.patch(`/api/v1/companies/${a2.id}`, { stage: "Passed", version: a2.version })).status).toBe(200);
    const computedBefore = computations();
    const answers = await Promise.all(Array.from({ length: 10 }, () => a.viewer.get("/api/v1/companies/analytics")));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    for (const body of bodies) expect(body.summary.passed).toBe(before.summary.passed + 1);
    expect(computations() - computedBefore).toBe(1);
    // A later change is computed again, not answered from the shared computation.
    const moved = await (await a.owner.get(`/api/v1/companies/${a2.id}`)).json();
    await a.owner.patch(`/api/v1/companies/${a2.id}`, { stage: "Leads", version: moved.version });
    expect((await (await a.viewer.get("/api/v1/companies/analytics")).json()).summary.passed).toBe(before.summary.passed);
    expect(computations() - computedBefore).toBe(2);
  });

  it("does not share a failed computation: the next reader computes again", async () => {
    const [a3] = (await (await a.owner.get("/api/v1/companies?q=A3")).json()).items;
    expect((await a.owner.patch(`/api/v1/companies/${a3.id}`, { sector: "Energy", version: a3.version })).status).toBe(200);
    failNextComputation = true;
    expect((await a.viewer.get("/api/v1/companies/analytics")).status).toBe(500);
    const retried = await a.viewer.get("/api/v1/companies/analytics");
    expect(retried.status).toBe(200);
    expect((await retried.json()).sectors.find((s: { label: string }) => s.label === "Energy").count).toBe(2);
  });

  it("is empty but well-formed for an organisation without companies", async () => {
    await b.owner.delete(`/api/v1/companies/${(await (await b.owner.get("/api/v1/companies")).json()).items[0].id}`);
    const body = await (await b.owner.get("/api/v1/companies/analytics")).json();
    expect(body.summary).toEqual({ total: 0, monthly: 0, annual: 0, portfolio: 0, passed: 0, active: 0, investmentRate: 0 });
    expect(body.sectors).toEqual([]);
    expect(body.age.map((s: { percent: number }) => s.percent)).toEqual([0, 0, 0]);
  });
});
