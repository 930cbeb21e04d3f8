import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastQuarters } from "@shared/portfolio";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { expectCursorChecked, inPairs, pagesWhileChanging, okPage } from "../../test/keyset-pages";
import { fileForm } from "../../security/resources";
import { stakeValue } from "../../lib/stake-value";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let fundId = "";
const ids: Record<string, string> = {};
const quarter = lastQuarters(new Date()).at(-1)!;

const company = async (name: string, body: Record<string, unknown>) => {
  const res = await a.owner.post("/api/v1/companies", { name, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).id as string;
};
const invest = (id: string, investedAmount: number, valuation: number) =>
  a.owner.post(`/api/v1/companies/${id}/equity-investments`, {
    roundType: "Seed",
    investedAmount,
    valuation,
    investmentDate: "2026-01-15",
  });
const upload = (id: string, trackerDocument: string, name = "statement.pdf", q = quarter) => {
  const form = fileForm("%PDF-1.7\n%tracker\n", name, "application/pdf");
  form.append("quarter", q);
  form.append("trackerDocument", trackerDocument);
  return a.member.request("POST", `/api/v1/companies/${id}/documents`, { body: form });
};

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  fundId = (await (await a.owner.post("/api/v1/funds", { name: "Fund Test", sizeUsd: 10_000_000 })).json()).id;
  const poc = (await (await a.owner.post("/api/v1/pocs", { name: "Priya Portfolio" })).json()).id;
  ids.kestrel = await company("Kestrel Health", {
    stage: "Portfolio",
    sector: "Technology",
    round: "Seed",
    fundId,
    valuation: 20_000_000,
    boardSeat: true,
    pocIds: [poc],
  });
  ids.lumen = await company("Lumen Foods", {
    stage: "Portfolio",
    sector: "Consumer",
    round: "Series A",
    fundId,
    operatingStatus: "Exited",
  });
  ids.quiet = await company("Quiet Pipeline", { stage: "Leads", sector: "Technology", informationRights: false });
  expect((await invest(ids.kestrel, 1_000_000, 10_000_000)).status).toBe(201);
  expect((await invest(ids.lumen, 500_000, 5_000_000)).status).toBe(201);
});
afterAll(() => ctx.close());

describe("portfolio list", () => {
  it("lists only portfolio companies by name, with what was invested", async () => {
    const list = await (await a.viewer.get("/api/v1/portfolio/companies")).json();
    expect(list.items.map((r: { name: string }) => r.name)).toEqual(["Kestrel Health", "Lumen Foods"]);
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ invested: 1_000_000, fundName: "Fund Test", pocs: [{ name: "Priya Portfolio" }] });
  });

  it("filters by search (name or POC), sector, round, status and fund", async () => {
    const names = async (query: string) =>
      (await (await a.viewer.get(`/api/v1/portfolio/companies?${query}`)).json()).items.map((r: { name: string }) => r.name);
    expect(await names("q=priya")).toEqual(["Kestrel Health"]);
    expect(await names("q=lumen")).toEqual(["Lumen Foods"]);
    expect(await names("sector=Consumer")).toEqual(["Lumen Foods"]);
    expect(await names("round=Seed")).toEqual(["Kestrel Health"]);
    expect(await names("status=Exited")).toEqual(["Lumen Foods"]);
    expect(await names(`fund=${fundId}`)).toEqual(["Kestrel Health", "Lumen Foods"]);
    expect(await names(`fund=${crypto.randomUUID()}`)).toEqual([]);
    expect((await a.viewer.get("/api/v1/portfolio/companies?status=Sleeping")).status).toBe(400);
    const page = await (await a.viewer.get("/api/v1/portfolio/companies?limit=1")).json();
    const next = await (await a.viewer.get(`/api/v1/portfolio/companies?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.items.map((r: { name: string }) => r.name)).toEqual(["Lumen Foods"]);
  });

  it("returns custom fields and filters by them (cf.<key>); an unknown field is a 400", async () => {
    const field = await (
      await a.owner.post("/api/v1/fields", {
        entity: "company",
        name: "Portfolio fit",
        type: "select",
        options: [{ label: "Core" }, { label: "Edge" }],
      })
    ).json();
    const { version } = await (await a.owner.get(`/api/v1/companies/${ids.lumen}`)).json();
    const patch = await a.owner.patch(`/api/v1/companies/${ids.lumen}`, { customFields: { [field.key]: "Core" }, version });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const list = await (await a.viewer.get(`/api/v1/portfolio/companies?cf.${field.key}=Core`)).json();
    expect(list).toMatchObject({ total: 1, items: [{ name: "Lumen Foods", customFields: { [field.key]: "Core" } }] });
    expect((await (await a.viewer.get(`/api/v1/portfolio/companies?cf.${field.key}=Edge`)).json()).total).toBe(0);
    const unknown = await a.viewer.get("/api/v1/portfolio/companies?cf.no_such_field=x");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toMatch(/no_such_field/);
  });

  it("pages after the last row shown, though it was renamed or deleted; garbage cursors are a 400, bare ids still page", async () => {
    const pager: string[] = [];
    for (const n of "ABCDEFG") pager.push(await company(`Pager ${n}`, { stage: "Portfolio" }));
    const list = (cursor?: string) =>
      a.viewer.get(`/api/v1/portfolio/companies?q=Pager&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const page = okPage(list);
    const rename = async (id: string) => {
      const { version } = await (await a.owner.get(`/api/v1/companies/${id}`)).json();
      expect((await a.owner.patch(`/api/v1/companies/${id}`, { name: "Pager 0", version })).status).toBe(200);
    };
    const remove = async (id: string) => expect((await a.owner.delete(`/api/v1/companies/${id}`)).status).toBe(204);
    expect(await pagesWhileChanging(page, { rename, remove })).toEqual(inPairs(pager));
    // "Pager D" is gone: the page after "Pager C" starts at "Pager E".
    await expectCursorChecked(list, pager[2], pager[4]);
    for (const id of pager.filter((id) => id !== pager[3])) await remove(id);
  });

  it("shows another organisation nothing of it", async () => {
    const list = await (await b.owner.get("/api/v1/portfolio/companies")).json();
    expect(list).toMatchObject({ items: [], total: 0 });
    const stats = await (await b.owner.get("/api/v1/portfolio/stats")).json();
    expect(stats.funds.every((f: { invested: number }) => f.invested === 0)).toBe(true);
  });
});

describe("fund stats and analytics", () => {
  it("computes invested, % deployed, current value and MOIC per fund from its size", async () => {
    const stats = await (await a.viewer.get("/api/v1/portfolio/stats")).json();
    const fund = stats.funds.find((f: { id: string }) => f.id === fundId);
    // Kestrel: 10% of a company now valued $20M is $2M; Lumen has no valuation and is held at cost.
    expect(fund).toMatchObject({
      sizeUsd: 10_000_000,
      companies: 2,
      invested: 1_500_000,
      deployedPct: 15,
      currentValue: 2_500_000,
      moic: 1.67,
    });
    expect(fund.topHoldings.map((h: { name: string }) => h.name)).toEqual(["Kestrel Health", "Lumen Foods"]);
    expect(stats.funds.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(["Fund I", "Fund II", "Fund Test"]));
  });

  it("gives portfolio shares with two decimals and deal flow over all companies", async () => {
    const analytics = await (await a.viewer.get("/api/v1/portfolio/analytics")).json();
    expect(analytics.highLevel).toMatchObject({ portfolioCompanies: 2, totalInvested: 1_500_000, investments: 2 });
    expect(analytics.dealFlow).toMatchObject({ lifetime: 3, monthly: 3, annual: 3, investmentRate: 66.67 });
    expect(analytics.bySector).toEqual(
      expect.arrayContaining([
        { label: "Technology", count: 1, pct: 50 },
        { label: "Consumer", count: 1, pct: 50 },
      ]),
    );
    expect(analytics.capitalBySector[0]).toEqual({ label: "Technology", invested: 1_000_000, pct: 66.67 });
    expect(analytics.byLocation).toEqual([{ label: "Unknown", count: 2, pct: 100 }]);
    expect(analytics.byAge[0]).toEqual({ label: "0-1 week", count: 2, pct: 100 });
    expect(analytics.byPersonStatus).toEqual(expect.arrayContaining([{ label: "Priya Portfolio", counts: { Active: 1 }, total: 1 }]));
  });
});

describe("quarterly tracker", () => {
  it("lists companies with a board seat or information rights and the share of the five documents uploaded", async () => {
    const url = `/api/v1/portfolio/tracker?quarter=${encodeURIComponent(quarter)}`;
    const before = await (await a.viewer.get(url)).json();
    expect(before.items.map((r: { name: string }) => r.name)).toEqual(["Kestrel Health"]);
    expect(before.items[0].progress).toBe(0);
    expect((await upload(ids.kestrel, "Income Statement")).status).toBe(201);
    expect((await upload(ids.kestrel, "Balance Sheet")).status).toBe(201);
    const after = await (await a.viewer.get(url)).json();
    expect(after.items[0].progress).toBe(40);
    expect(after.items[0].files.map((f: { document: string }) => f.document).sort()).toEqual(["Balance Sheet", "Income Statement"]);
  });

  it("replaces a document's file for the quarter, keeps other quarters apart, and counts a deletion", async () => {
    const url = `/api/v1/portfolio/tracker?quarter=${encodeURIComponent(quarter)}`;
    const replaced = await upload(ids.kestrel, "Income Statement", "income-v2.pdf");
    expect(replaced.status).toBe(201);
    const row = (await (await a.viewer.get(url)).json()).items[0];
    expect(row.progress).toBe(40);
    expect(row.files.find((f: { document: string }) => f.document === "Income Statement").fileName).toBe("income-v2.pdf");
    const older = lastQuarters(new Date())[0];
    expect((await upload(ids.kestrel, "Income Statement", "old.pdf", older)).status).toBe(201);
    expect((await (await a.viewer.get(url)).json()).items[0].progress).toBe(40);
    const docs = (await (await a.viewer.get(`/api/v1/companies/${ids.kestrel}/documents`)).json()).items;
    expect(docs.filter((d: { trackerDocument: string | null }) => d.trackerDocument === "Income Statement")).toHaveLength(2);
    const balance = row.files.find((f: { document: string }) => f.document === "Balance Sheet");
    expect((await a.member.delete(`/api/v1/companies/${ids.kestrel}/documents/${balance.id}`)).status).toBe(204);
    expect((await (await a.viewer.get(url)).json()).items[0].progress).toBe(20);
  });

  it("refuses an unknown document or a tracker document without a quarter (400), and other organisations' companies (404)", async () => {
    expect((await upload(ids.kestrel, "Tax Return")).status).toBe(400);
    const form = fileForm("%PDF-1.7\n%x\n", "x.pdf", "application/pdf");
    form.append("trackerDocument", "Balance Sheet");
    expect((await a.member.request("POST", `/api/v1/companies/${ids.kestrel}/documents`, { body: form })).status).toBe(400);
    expect((await a.viewer.get("/api/v1/portfolio/tracker?quarter=2026-Q1")).status).toBe(400);
    const other = fileForm("%PDF-1.7\n%x\n", "x.pdf", "application/pdf");
    other.append("quarter", quarter);
    other.append("trackerDocument", "Balance Sheet");
    expect((await b.owner.request("POST", `/api/v1/companies/${ids.kestrel}/documents`, { body: other })).status).toBe(404);
    const theirs = await (await b.owner.get(`/api/v1/portfolio/tracker?quarter=${encodeURIComponent(quarter)}`)).json();
    expect(theirs.items).toEqual([]);
  });
});

describe("investments carry their fund (issue 43)", () => {
  it("a follow-on from another fund shows both funds, counts in that fund's stats and filter, and goes with its deletion", async () => {
    const funds = (await (await a.owner.get("/api/v1/funds")).json()).items as { id: string; name: string }[];
    const fundTwo = funds.find((f) => f.name === "Fund II")!;
    const before = await (await a.viewer.get(`/api/v1/portfolio/companies?fund=${fundTwo.id}`)).json();
    expect(before.items).toEqual([]);
    const [first] = (await (await a.viewer.get(`/api/v1/companies/${ids.kestrel}/equity-investments`)).json()).items;
    expect(first.fundId).toBe(fundId);
    const res = await a.owner.post(`/api/v1/companies/${ids.kestrel}/equity-investments`, {
      roundType: "Series A",
      investedAmount: 2_000_000,
      valuation: 20_000_000,
      investmentDate: "2026-03-01",
      fundId: fundTwo.id,
    });
    expect(res.status).toBe(201);
    const followOn = await res.json();
    expect(followOn.fundId).toBe(fundTwo.id);
    const list = await (await a.viewer.get(`/api/v1/portfolio/companies?fund=${fundTwo.id}`)).json();
    expect(list.items.map((r: { name: string; investedFrom: string }) => [r.name, r.investedFrom])).toEqual([
      ["Kestrel Health", "Fund II & Fund Test"],
    ]);
    const stats = (await (await a.viewer.get("/api/v1/portfolio/stats")).json()).funds;
    expect(stats.find((f: { id: string }) => f.id === fundTwo.id)).toMatchObject({
      companies: 1,
      invested: 2_000_000,
      currentValue: 2_000_000,
    });
    expect(stats.find((f: { id: string }) => f.id === fundId)).toMatchObject({ invested: 1_500_000 });
    // Another organisation's fund is refused.
    const foreign = (await (await b.owner.get("/api/v1/funds")).json()).items[0].id;
    const bad = await a.owner.patch(`/api/v1/companies/${ids.kestrel}/equity-investments/${followOn.id}`, {
      fundId: foreign,
      version: followOn.version,
    });
    expect(bad.status).toBe(400);
    expect((await a.owner.delete(`/api/v1/companies/${ids.kestrel}/equity-investments/${followOn.id}`)).status).toBe(204);
  });
});

describe("the Pre-{Org} fund choice (issue 38)", () => {
  it("marks a company invested before the first fund; choosing a fund clears it and the other way round; both at once is a 400", async () => {
    const org = (await (await a.owner.get("/api/v1/me")).json()).organization.name as string;
    const id = await company("Early Bird Robotics", { stage: "Portfolio", preOrg: true });
    const created = await (await a.viewer.get(`/api/v1/companies/${id}`)).json();
    expect(created).toMatchObject({ preOrg: true, fundId: null });
    expect((await invest(id, 250_000, 2_000_000)).status).toBe(201);
    const listed = await (await a.viewer.get(`/api/v1/portfolio/companies?q=Early%20Bird`)).json();
    expect(listed.items.map((r: { investedFrom: string }) => r.investedFrom)).toEqual([`Pre-${org}`]);
    const filtered = await (await a.viewer.get("/api/v1/portfolio/companies?fund=pre-org")).json();
    expect(filtered.items.map((r: { name: string }) => r.name)).toEqual(["Early Bird Robotics"]);
    expect((await a.viewer.get("/api/v1/portfolio/companies?fund=pre-fund")).status).toBe(400);

    const both = await a.owner.patch(`/api/v1/companies/${id}`, { preOrg: true, fundId, version: created.version });
    expect(both.status).toBe(400);
    expect((await both.json()).error.fields.fundId).toBe("Choose either a fund or the pre-fund option, not both");

    const toFund = await (await a.owner.patch(`/api/v1/companies/${id}`, { fundId, version: created.version })).json();
    expect(toFund).toMatchObject({ preOrg: false, fundId });
    const back = await (await a.owner.patch(`/api/v1/companies/${id}`, { preOrg: true, version: toFund.version })).json();
    expect(back).toMatchObject({ preOrg: true, fundId: null });
    expect((await a.owner.delete(`/api/v1/companies/${id}`)).status).toBe(204);
  });
});

describe("holdings rollups (decision 041)", () => {
  // What portfolio_holdings_refresh keeps, valued from every investment by the shared rule: per company
  // (fund_id null) and per company and fund (investments without a fund count in the company's row only).
  const expected = async () =>
    (
      await ctx.deps.db.execute(sql`
        select company_id, fund_id, invested, current_value, n from (
          select i.company_id, i.fund_id, grouping(i.fund_id) as whole, sum(i.invested_amount)::float8 as invested,
            round(sum(${stakeValue}))::float8 as current_value, case when grouping(i.fund_id) = 1 then count(*)::int end as n
          from equity_investments i join companies c on c.id = i.company_id
          group by grouping sets ((i.company_id), (i.company_id, i.fund_id))
        ) g where whole = 1 or fund_id is not null order by 1, 2`)
    ).rows;
  const rollups = async () =>
    (
      await ctx.deps.db.execute(sql`
        select * from (
          select company_id, null::uuid as fund_id, invested, current_value, investments as n from company_holdings
          union all select company_id, fund_id, invested, current_value, null from fund_holdings
        ) h order by 1, 2`)
    ).rows;

  it("equal valuing every investment through changes to investments and to companies' valuation and status", async () => {
    const id = await company("Rollup Robotics", { stage: "Portfolio", fundId, valuation: 30_000_000 });
    const first = await (await invest(id, 1_000_000, 7_000_000)).json();
    expect((await invest(id, 250_000, 0)).status).toBe(201);
    expect(await rollups()).toEqual(await expected());
    const patched = await a.owner.patch(`/api/v1/companies/${id}/equity-investments/${first.id}`, {
      investedAmount: 1_200_000,
      version: first.version,
    });
    expect(patched.status).toBe(200);
    expect(await rollups()).toEqual(await expected());
    const { version } = await (await a.owner.get(`/api/v1/companies/${id}`)).json();
    const revalued = await (await a.owner.patch(`/api/v1/companies/${id}`, { valuation: 45_000_000, version })).json();
    expect(await rollups()).toEqual(await expected());
    await a.owner.patch(`/api/v1/companies/${id}`, { operatingStatus: "Shut-Down", version: revalued.version });
    expect((await rollups()).find((r) => r.company_id === id && r.fund_id === null)).toMatchObject({ current_value: 0 });
    expect(await rollups()).toEqual(await expected());
    expect((await a.owner.delete(`/api/v1/companies/${id}/equity-investments/${first.id}`)).status).toBe(204);
    expect(await rollups()).toEqual(await expected());
    expect((await a.owner.delete(`/api/v1/companies/${id}`)).status).toBe(204);
    expect((await rollups()).some((r) => r.company_id === id)).toBe(false);
    expect(await rollups()).toEqual(await expected());
  });
});

describe("quarterly tracker pages", () => {
  type Page = { items: { id: string; name: string }[]; total: number; nextCursor: string | null };
  const page = async (cursor?: string) => {
    const res = await a.viewer.get(`/api/v1/portfolio/tracker?q=Tern&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Page;
  };

  it("start after the last row shown, though companies gain or lose tracking or that row is deleted between pages", async () => {
    const tern: Record<string, string> = {};
    for (const n of ["B", "D", "E", "F", "G"]) tern[n] = await company(`Tern ${n}`, { stage: "Leads", boardSeat: true });
    const first = await page();
    expect(first.items.map((r) => r.name)).toEqual(["Tern B", "Tern D"]);
    // A company sorting before the page gains tracking: an offset cursor showed "Tern D" again.
    tern.A = await company("Tern A", { stage: "Leads", informationRights: true });
    const second = await page(first.nextCursor!);
    expect(second.items.map((r) => r.name)).toEqual(["Tern E", "Tern F"]);
    // One shown before loses tracking and the last row shown is deleted: an offset cursor skipped "Tern G".
    const { version } = await (await a.owner.get(`/api/v1/companies/${tern.B}`)).json();
    expect((await a.owner.patch(`/api/v1/companies/${tern.B}`, { boardSeat: false, version })).status).toBe(200);
    expect((await a.owner.delete(`/api/v1/companies/${tern.F}`)).status).toBe(204);
    const third = await page(second.nextCursor!);
    expect(third.items.map((r) => r.name)).toEqual(["Tern G"]);
    expect(third.total).toBe(4);
    expect(third.nextCursor).toBeNull();
    for (const id of Object.values(tern)) await a.owner.delete(`/api/v1/companies/${id}`);
  });

  it("page through names of 200 characters outside ASCII", async () => {
    const long = (ch: string) => `Tern ${ch.repeat(195)}`;
    const ids = [
      await company(long("語"), { stage: "Leads", boardSeat: true }),
      await company(long("鳥"), { stage: "Leads", boardSeat: true }),
    ];
    const first = await (await a.viewer.get("/api/v1/portfolio/tracker?q=Tern&limit=1")).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(first.nextCursor);
    expect(second.items.map((r) => r.id)).toEqual([ids.find((id) => id !== first.items[0].id)]);
    for (const id of ids) await a.owner.delete(`/api/v1/companies/${id}`);
  });

  it("refuse a cursor the list did not give (400 naming cursor)", async () => {
    for (const bad of [
      "50",
      "not base64 at all",
      Buffer.from('["x","not-a-uuid"]').toString("base64url"),
      Buffer.from("{}").toString("base64url"),
    ]) {
      const res = await a.viewer.get(`/api/v1/portfolio/tracker?cursor=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty("cursor");
    }
  });
});
