import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const ids = { maya: "", dan: "", fundI: "", foreignPoc: "", foreignFund: "" };
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  ids.maya = (await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json()).id;
  ids.dan = (await (await a.owner.post("/api/v1/pocs", { name: "Dan Okafor" })).json()).id;
  ids.fundI = (await (await a.owner.get("/api/v1/funds")).json()).items[0].id;
  ids.foreignPoc = (await (await b.owner.post("/api/v1/pocs", { name: "Beta POC" })).json()).id;
  ids.foreignFund = (await (await b.owner.get("/api/v1/funds")).json()).items[0].id;
});
afterAll(() => ctx.close());

describe("companies: create and read", () => {
  it("adds a company in Leads, added by the caller's display name, with ordered POCs and a fund", async () => {
    const res = await a.member.post("/api/v1/companies", {
      name: "  Northwind Robotics ",
      oneLiner: "Warehouse picking robots",
      valuation: 12_500_000,
      revenue: 0,
      region: "North America",
      website: "https://northwind.example",
      sector: "Technology",
      round: "Seed",
      pocIds: [ids.dan, ids.maya],
      otherInvestors: ["Acme VC", "acme vc", "Beta Angels"],
      fundId: ids.fundI,
    });
    expect(res.status).toBe(201);
    const company = await res.json();
    expect(company).toMatchObject({
      name: "Northwind Robotics",
      stage: "Leads",
      addedBy: "member a",
      valuation: 12_500_000,
      revenue: 0,
      pocs: [
        { id: ids.dan, name: "Dan Okafor" },
        { id: ids.maya, name: "Maya Chen" },
      ],
      otherInvestors: ["Acme VC", "Beta Angels"],
      fundId: ids.fundI,
      fundName: "Fund I",
      operatingStatus: "Active",
      version: 1,
    });
    expect(await (await a.viewer.get(`/api/v1/companies/${company.id}`)).json()).toEqual(company);
  });

  it("requires a name with the spec's message and refuses bad values, creating nothing", async () => {
    const cases: [object, RegExp][] = [
      [{ name: "   " }, /Company Name is required\./],
      [{}, /Company Name is required\./],
      [{ name: "X", stage: "Closed" }, /stage/i],
      [{ name: "X", valuation: 12.5 }, /whole dollars/],
      [{ name: "X", valuation: -1 }, /negative/],
      [{ name: "X", orgId: b.id }, /unrecognized|orgId/i],
    ];
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/companies", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await (await a.owner.get("/api/v1/companies")).json()).total).toBe(1);
  });

  it("refuses another organisation's POC or fund with a 400", async () => {
    const poc = await a.owner.post("/api/v1/companies", { name: "Foreign POC Co", pocIds: [ids.foreignPoc] });
    expect(poc.status).toBe(400);
    expect((await poc.json()).error.fields).toHaveProperty("pocIds");
    const fund = await a.owner.post("/api/v1/companies", { name: "Foreign Fund Co", fundId: ids.foreignFund });
    expect(fund.status).toBe(400);
    expect((await fund.json()).error.fields).toHaveProperty("fundId");
    expect((await (await a.owner.get("/api/v1/companies")).json()).total).toBe(1);
  });

  it("asks before adding a second company with the same name (any case)", async () => {
    const dup = await a.owner.post("/api/v1/companies", { name: "NORTHWIND robotics" });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe("There is already a company with this name. Are you sure you want to add it anyway?");
    const confirmed = await a.owner.post("/api/v1/companies", { name: "NORTHWIND robotics", allowDuplicate: true });
    expect(confirmed.status).toBe(201);
    // Names are per organisation.
    expect((await b.owner.post("/api/v1/companies", { name: "Northwind Robotics" })).status).toBe(201);
  });
});

describe("companies: update and delete", () => {
  /** The Northwind that member a added (list rows are cards; addedBy is on the full company). */
  const first = async () => {
    const rows: { id: string }[] = (await (await a.owner.get("/api/v1/companies?q=Northwind&sort=name")).json()).items;
    const full = await Promise.all(rows.map(async (r) => (await a.owner.get(`/api/v1/companies/${r.id}`)).json()));
    return full.find((c: { addedBy: string }) => c.addedBy === "member a");
  };

  it("moves between any stages and edits fields with versions; a stale edit is a 409 and changes nothing", async () => {
    const c = await first();
    const moved = await (await a.member.patch(`/api/v1/companies/${c.id}`, { stage: "Passed", version: c.version })).json();
    expect(moved).toMatchObject({ stage: "Passed", version: c.version + 1 });
    const back = await (
      await a.member.patch(`/api/v1/companies/${c.id}`, {
        stage: "Watchlist",
        round: "Series A",
        pocIds: [ids.maya],
        version: moved.version,
      })
    ).json();
    expect(back).toMatchObject({
      stage: "Watchlist",
      round: "Series A",
      pocs: [{ id: ids.maya, name: "Maya Chen" }],
      version: c.version + 2,
    });
    const stale = await a.owner.patch(`/api/v1/companies/${c.id}`, { round: "Seed", version: c.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed by someone else/);
    expect(await first()).toMatchObject({ round: "Series A", stage: "Watchlist" });
  });

  it("refuses foreign POCs and funds on update", async () => {
    const c = await first();
    expect((await a.owner.patch(`/api/v1/companies/${c.id}`, { pocIds: [ids.foreignPoc], version: c.version })).status).toBe(400);
    expect((await a.owner.patch(`/api/v1/companies/${c.id}`, { fundId: ids.foreignFund, version: c.version })).status).toBe(400);
    expect((await first()).version).toBe(c.version);
  });

  it("a fund used by a company cannot be deleted", async () => {
    const res = await a.owner.delete(`/api/v1/funds/${ids.fundI}`);
    expect(res.status).toBe(409);
  });

  it("is invisible to another organisation and read-only for viewers", async () => {
    const c = await first();
    expect((await b.owner.get(`/api/v1/companies/${c.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/companies/${c.id}`, { name: "Hijack", version: c.version })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/companies/${c.id}`)).status).toBe(404);
    expect((await (await b.owner.get("/api/v1/companies")).json()).items.map((x: { name: string }) => x.name)).toEqual([
      "Northwind Robotics",
    ]);
    expect((await a.viewer.get("/api/v1/companies")).status).toBe(200);
    expect((await a.viewer.post("/api/v1/companies", { name: "Nope" })).status).toBe(403);
    expect((await a.viewer.patch(`/api/v1/companies/${c.id}`, { name: "Nope", version: c.version })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/companies/${c.id}`)).status).toBe(403);
  });

  it("deletes; a deleted POC leaves the company without it", async () => {
    const c = await first();
    expect((await a.owner.delete(`/api/v1/pocs/${ids.maya}`)).status).toBe(204);
    expect((await (await a.owner.get(`/api/v1/companies/${c.id}`)).json()).pocs).toEqual([]);
    expect((await a.member.delete(`/api/v1/companies/${c.id}`)).status).toBe(204);
    expect((await a.member.get(`/api/v1/companies/${c.id}`)).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/funds/${ids.fundI}`)).status).toBe(204);
  });
});

describe("companies: stage entered date", () => {
  it("is set on create, kept by other edits, and restarted by every stage change (PATCH or SQL)", async () => {
    const created = await (await a.member.post("/api/v1/companies", { name: "Stage Clock Co" })).json();
    expect(created.stageEnteredAt).toBe(created.createdAt);
    const renamed = await (await a.member.patch(`/api/v1/companies/${created.id}`, { oneLiner: "x", version: created.version })).json();
    expect(renamed.stageEnteredAt).toBe(created.stageEnteredAt);
    const moved = await (
      await a.member.patch(`/api/v1/companies/${created.id}`, { stage: "Due Diligence", version: renamed.version })
    ).json();
    expect(Date.parse(moved.stageEnteredAt)).toBeGreaterThan(Date.parse(created.stageEnteredAt));
    // Any other path that moves a company (board, CLI, a later feature) goes through the same trigger.
    await ctx.deps.db.execute(sql`update companies set stage_entered_at = now() - interval '9 days' where id = ${created.id}`);
    await ctx.deps.db.execute(sql`update companies set stage = 'IC Review' where id = ${created.id}`);
    const read = await (await a.member.get(`/api/v1/companies/${created.id}`)).json();
    expect(Date.now() - Date.parse(read.stageEnteredAt)).toBeLessThan(60_000);
    await ctx.deps.db.execute(
      sql`update companies set stage_entered_at = now() - interval '9 days', stage = 'IC Review' where id = ${created.id}`,
    );
    const same = await (await a.member.get(`/api/v1/companies/${created.id}`)).json();
    expect(Math.round((Date.now() - Date.parse(same.stageEnteredAt)) / 86_400_000)).toBe(9);
  });
});
