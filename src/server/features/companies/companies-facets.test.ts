import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const poc = { maya: "", dan: "" };
let fundI = "";

// name, stage, sector, round, region, POCs, in Fund I
const seed: [string, string, string | null, string | null, string | null, ("maya" | "dan")[], boolean][] = [
  ["Aurora Bio", "Leads", "Healthcare", "Seed", "Europe", ["maya"], false],
  ["Beacon Pay", "Due Diligence", "Financial Services", "Series A", "North America", ["dan", "maya"], true],
  ["Cinder Energy", "Passed", "Energy", "Seed", null, [], false],
  ["Delta Grid", "Portfolio", "Energy", "Series C", "Europe", ["maya"], true],
  ["Ember Health", "Leads", "Healthcare", null, "Asia", [], false],
];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  poc.maya = (await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json()).id;
  poc.dan = (await (await a.owner.post("/api/v1/pocs", { name: "Dan Okafor" })).json()).id;
  fundI = (await (await a.owner.get("/api/v1/funds")).json()).items[0].id;
  for (const [name, stage, sector, round, region, pocs, inFund] of seed) {
    const body = { name, stage, sector, round, region, pocIds: pocs.map((p) => poc[p]), fundId: inFund ? fundI : null };
    expect((await a.owner.post("/api/v1/companies", body)).status).toBe(201);
  }
  await b.owner.post("/api/v1/companies", { name: "Beta Seed Co", round: "Seed", sector: "Healthcare" });
});
afterAll(() => ctx.close());

const get = async (path: string) => {
  const res = await a.viewer.get(path);
  expect(res.status).toBe(200);
  return res.json();
};

describe("filter counts (facets)", () => {
  it("count every option in SQL, only the caller's organisation", async () => {
    expect(await get("/api/v1/companies/facets?stage=all")).toEqual({
      round: { Seed: 2, "Series A": 1, "Series C": 1 },
      sector: { Healthcare: 2, "Financial Services": 1, Energy: 2 },
      region: { Europe: 2, "North America": 1, Asia: 1 },
      fund: { [fundI]: 2 },
      poc: { [poc.maya]: 3, [poc.dan]: 1 },
    });
  });

  it("follow the search, the status and the other filters, but not their own choice", async () => {
    const f = await get("/api/v1/companies/facets?stage=active&round=Seed");
    // Seed leaves out nothing of the round facet itself; Passed (Cinder Energy) is out everywhere.
    expect(f.round).toEqual({ Seed: 1, "Series A": 1, "Series C": 1 });
    expect(f.sector).toEqual({ Healthcare: 1 });
    expect(f.poc).toEqual({ [poc.maya]: 1 });
    expect((await get("/api/v1/companies/facets?stage=all&q=energy")).round).toEqual({ Seed: 1, "Series C": 1 });
  });

  it("refuse bad filters with 400", async () => {
    expect((await a.viewer.get("/api/v1/companies/facets?poc=nope")).status).toBe(400);
    expect((await a.viewer.get("/api/v1/companies/groups?groupBy=stage")).status).toBe(400);
  });
});

describe("grouped view", () => {
  it("counts each group in SQL (primary POC, sector, round; '' for none)", async () => {
    expect((await get("/api/v1/companies/groups?groupBy=poc&stage=all")).groups).toEqual({ [poc.maya]: 2, [poc.dan]: 1, "": 2 });
    expect((await get("/api/v1/companies/groups?groupBy=round&stage=active")).groups).toEqual({
      Seed: 1,
      "Series A": 1,
      "Series C": 1,
      "": 1,
    });
    expect((await get("/api/v1/companies/groups?groupBy=sector&stage=all&region=Europe")).groups).toEqual({ Healthcare: 1, Energy: 1 });
  });

  it("pages each group's own rows with the list's sort and cursor", async () => {
    const names = (body: { items: { name: string }[] }) => body.items.map((c) => c.name);
    const first = await get(`/api/v1/companies?stage=all&groupBy=poc&group=${poc.maya}&sort=name&limit=1`);
    expect(names(first)).toEqual(["Aurora Bio"]);
    expect(first.total).toBe(2);
    const next = await get(`/api/v1/companies?stage=all&groupBy=poc&group=${poc.maya}&sort=name&limit=1&cursor=${first.nextCursor}`);
    expect(names(next)).toEqual(["Delta Grid"]);
    expect(next.nextCursor).toBeNull();
    expect(names(await get("/api/v1/companies?stage=all&groupBy=round&group=&sort=name"))).toEqual(["Ember Health"]);
    expect(names(await get("/api/v1/companies?stage=all&groupBy=poc&group=&sort=name"))).toEqual(["Cinder Energy", "Ember Health"]);
  });

  it("follow POC changes through the pipeline cache", async () => {
    const before = (await get("/api/v1/companies/groups?groupBy=poc&stage=all")).groups;
    const ember = (await get("/api/v1/companies?q=Ember")).items[0];
    await a.owner.patch(`/api/v1/companies/${ember.id}`, { pocIds: [poc.dan], version: ember.version });
    const after = (await get("/api/v1/companies/groups?groupBy=poc&stage=all")).groups;
    expect(after).toEqual({ ...before, [poc.dan]: 2, "": 1 });
    expect((await get("/api/v1/companies/facets?stage=all")).poc[poc.dan]).toBe(2);
  });
});
