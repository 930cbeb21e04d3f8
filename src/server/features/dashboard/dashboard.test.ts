import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@shared/comment-labels";
import { wholeMonthsBetween } from "@shared/portfolio-maths";
import { commentsReminders, equityInvestments } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext, type Requester } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const today = new Date().toISOString().slice(0, 10);
const ids: Record<string, string> = {};

async function company(who: Requester, body: Record<string, unknown>) {
  const res = await who.post("/api/v1/companies", body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: number };
}

async function invest(orgId: string, companyId: string, investedAmount: number, valuation: number, investmentDate: string) {
  await ctx.deps.db.insert(equityInvestments).values({ orgId, companyId, roundType: "Seed", investedAmount, valuation, investmentDate });
}

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  // Every portfolio company in Fund I, so fund stats value the same investments as the dashboard.
  const funds = (await (await a.owner.get("/api/v1/funds")).json()) as { items: { id: string; name: string }[] };
  ids.fund = funds.items.find((f) => f.name === "Fund I")!.id;
  const p = { stage: "Portfolio", fundId: ids.fund };
  ids.acme = (await company(a.owner, { ...p, name: "Acme", valuation: 50_000_000, sector: "Technology", oneLiner: "Rockets" })).id;
  ids.birch = (await company(a.owner, { ...p, name: "Birch", valuation: 30_000_000, operatingStatus: "Exited" })).id;
  const cobalt = await company(a.owner, { ...p, name: "Cobalt", valuation: 9_000_000, sector: "Energy", foundedDate: "2021-01-10" });
  ids.cobalt = cobalt.id;
  // Through the API, so the activity log records when it shut down.
  const shut = { operatingStatus: "Shut-Down", shutDownDate: "2023-07-20", version: cobalt.version };
  expect((await a.owner.patch(`/api/v1/companies/${cobalt.id}`, shut)).status).toBe(200);
  ids.delta = (await company(a.owner, { ...p, name: "Delta" })).id;
  ids.echo = (await company(a.owner, { ...p, name: "Echo", valuation: 8_000_000 })).id;
  for (const n of [1, 2, 3, 4]) await company(a.owner, { ...p, name: `Fox ${n}`, valuation: n * 1_000_000 });
  await company(a.owner, { name: "Lead", stage: "Leads", valuation: 900_000_000 });

  await invest(a.id, ids.acme, 1_000_000, 10_000_000, "2024-01-10"); // marked at 50M: 5,000,000
  await invest(a.id, ids.birch, 2_000_000, 20_000_000, "2023-05-01"); // exited at 30M: 3,000,000
  await invest(a.id, ids.cobalt, 500_000, 5_000_000, "2022-03-15"); // shut down: 0
  await invest(a.id, ids.delta, 250_000, 0, addDays(today, -10)); // no valuation: at cost
});
afterAll(() => ctx.close());

describe("GET /api/v1/dashboard", () => {
  it("counts portfolio companies by status, capital, exits and risk for the organisation", async () => {
    const res = await a.viewer.get("/api/v1/dashboard");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totals).toEqual({ portfolio: 9, active: 7, exits: 1, outOfBusiness: 1 });
    expect(body.capital).toEqual({ deployed: 3_750_000, averageCheck: 416_667, investments: 4 });
    expect(body.exits).toEqual({ count: 1, invested: 2_000_000, value: 3_000_000, multiple: 1.5 });
    expect(body.risk).toEqual({ failed: 1, total: 9, failureRate: 11 });
  });

  it("lists the top 5 of the top 8 by valuation (portfolio only, shut-down and unvalued left out)", async () => {
    const body = await (await a.owner.get("/api/v1/dashboard")).json();
    expect(body.topPerformers.map((c: { name: string }) => c.name)).toEqual(["Acme", "Birch", "Echo", "Fox 4", "Fox 3"]);
    expect(body.topPerformers[0]).toEqual({ id: ids.acme, name: "Acme", logoUrl: null, oneLiner: "Rockets", valuation: 50_000_000 });
  });

  it("lists the 5 most recent investments, newest first", async () => {
    const body = await (await a.owner.get("/api/v1/dashboard")).json();
    expect(body.recentInvestments.map((i: { company: { name: string } }) => i.company.name)).toEqual(["Delta", "Acme", "Birch", "Cobalt"]);
    expect(body.recentInvestments[1]).toMatchObject({ roundType: "Seed", investedAmount: 1_000_000, investmentDate: "2024-01-10" });
  });

  it("lists my open reminders (up to 5, soonest first, undated last), not comments, done ones or colleagues'", async () => {
    const add = async (who: Requester, kind: string, text: string, dueDate: string | null, companyId = ids.acme) => {
      const res = await who.post("/api/v1/comments", { companyId, kind, text, ...(kind === "reminder" ? { dueDate } : {}) });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; version: number };
    };
    await add(a.owner, "reminder", "No date", null);
    await add(a.owner, "reminder", "In a week", addDays(today, 7), ids.birch);
    await add(a.owner, "reminder", "Tomorrow", addDays(today, 1));
    await add(a.owner, "reminder", "In two weeks", addDays(today, 14));
    await add(a.owner, "comment", "Just a comment", null);
    await add(a.member, "reminder", "Someone else's", addDays(today, 1));
    const done = await add(a.owner, "reminder", "Done already", addDays(today, 2));
    expect((await a.owner.patch(`/api/v1/comments/${done.id}`, { done: true, version: done.version })).status).toBe(200);
    // Overdue reminders cannot be created through the API (due dates are not in the past).
    await ctx.deps.db.insert(commentsReminders).values({
      orgId: a.id,
      companyId: ids.cobalt,
      authorMemberId: a.ids.ownerMember,
      kind: "reminder",
      text: "Overdue",
      dueDate: addDays(today, -3),
    });
    const body = await (await a.owner.get("/api/v1/dashboard")).json();
    expect(body.reminders.map((r: { text: string }) => r.text)).toEqual(["Overdue", "Tomorrow", "In a week", "In two weeks", "No date"]);
    expect(body.reminders[2]).toMatchObject({ companyId: ids.birch, companyName: "Birch", dueDate: addDays(today, 7) });
    const member = await (await a.member.get("/api/v1/dashboard")).json();
    expect(member.reminders.map((r: { text: string }) => r.text)).toEqual(["Someone else's"]);
  });

  it("answers an organisation without companies or investments with zeros and N/A (null)", async () => {
    const body = await (await b.owner.get("/api/v1/dashboard")).json();
    expect(body).toEqual({
      totals: { portfolio: 0, active: 0, exits: 0, outOfBusiness: 0 },
      capital: { deployed: 0, averageCheck: null, investments: 0 },
      exits: { count: 0, invested: 0, value: 0, multiple: null },
      risk: { failed: 0, total: 0, failureRate: null },
      topPerformers: [],
      reminders: [],
      recentInvestments: [],
    });
  });

  it("keeps organisations apart", async () => {
    const other = await company(b.owner, { name: "Beta One", stage: "Portfolio", valuation: 1_000_000_000, operatingStatus: "Exited" });
    await invest(b.id, other.id, 7_000_000, 100_000_000, today);
    const mine = await (await b.viewer.get("/api/v1/dashboard")).json();
    expect(mine.totals).toEqual({ portfolio: 1, active: 0, exits: 1, outOfBusiness: 0 });
    expect(mine.capital.deployed).toBe(7_000_000);
    expect(mine.exits.multiple).toBe(10);
    const theirs = await (await a.owner.get("/api/v1/dashboard")).json();
    expect(theirs.totals.portfolio).toBe(9);
    expect(theirs.capital.deployed).toBe(3_750_000);
    expect(theirs.topPerformers.map((c: { name: string }) => c.name)).not.toContain("Beta One");
    expect(theirs.recentInvestments.map((i: { company: { name: string } }) => i.company.name)).not.toContain("Beta One");
    const risk = await (await b.owner.get("/api/v1/dashboard/risk")).json();
    expect(risk.failed).toBe(0);
    const perf = await (await b.owner.get("/api/v1/performance")).json();
    expect(perf.companies.map((c: { name: string }) => c.name)).toEqual(["Beta One"]);
  });

  it("needs a session", async () => {
    for (const path of ["/api/v1/dashboard", "/api/v1/dashboard/risk", "/api/v1/performance"])
      expect((await ctx.app.request(`http://localhost:3000${path}`)).status).toBe(401);
  });
});

describe("GET /api/v1/dashboard/risk", () => {
  it("lists failed portfolio companies with their founded and shut-down dates, lifespan in whole months, capital lost and top sectors", async () => {
    const res = await a.viewer.get("/api/v1/dashboard/risk");
    expect(res.status).toBe(200);
    const body = await res.json();
    const lifespan = 30; // Jan 10, 2021 → Jul 20, 2023, not the holding period since the first investment
    expect(body).toEqual({
      failed: 1,
      capitalLost: 500_000,
      averageLifespanMonths: lifespan,
      sectors: [{ sector: "Energy", count: 1 }],
      companies: [
        {
          id: ids.cobalt,
          name: "Cobalt",
          logoUrl: null,
          sector: "Energy",
          founded: "2021-01-10",
          shutDown: "2023-07-20",
          lifespanMonths: lifespan,
          invested: 500_000,
        },
      ],
    });
  });

  it("counts to today without a shut-down date, and says nothing invented without a founded date", async () => {
    const risk = async () => (await (await a.viewer.get("/api/v1/dashboard/risk")).json()).companies[0];
    const cobalt = async () => (await (await a.owner.get(`/api/v1/companies/${ids.cobalt}`)).json()) as { version: number };
    let res = await a.owner.patch(`/api/v1/companies/${ids.cobalt}`, { shutDownDate: null, version: (await cobalt()).version });
    expect(res.status).toBe(200);
    expect(await risk()).toMatchObject({ founded: "2021-01-10", shutDown: null, lifespanMonths: wholeMonthsBetween("2021-01-10", today) });
    res = await a.owner.patch(`/api/v1/companies/${ids.cobalt}`, { foundedDate: null, version: (await cobalt()).version });
    expect(res.status).toBe(200);
    expect(await risk()).toMatchObject({ founded: null, shutDown: null, lifespanMonths: null });
    expect((await (await a.viewer.get("/api/v1/dashboard/risk")).json()).averageLifespanMonths).toBeNull();
    res = await a.owner.patch(`/api/v1/companies/${ids.cobalt}`, {
      foundedDate: "2021-01-10",
      shutDownDate: "2023-07-20",
      version: (await cobalt()).version,
    });
    expect(res.status).toBe(200);
  });

  it("refuses a shut-down date before the founded date, or a date in the future, with a 400 on the field", async () => {
    const version = ((await (await a.owner.get(`/api/v1/companies/${ids.cobalt}`)).json()) as { version: number }).version;
    let res = await a.owner.patch(`/api/v1/companies/${ids.cobalt}`, { shutDownDate: "2020-01-01", version });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ shutDownDate: "Shut-down date cannot be before the founded date" });
    res = await a.owner.post("/api/v1/companies", { name: "Backwards", foundedDate: "2024-01-01", shutDownDate: "2023-01-01" });
    expect(res.status).toBe(400);
    res = await a.owner.patch(`/api/v1/companies/${ids.cobalt}`, { foundedDate: "2999-01-01", version });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.foundedDate).toBe("Founded date cannot be in the future");
  });
});

describe("GET /api/v1/performance", () => {
  it("counts investments (30 and 365 days), totals invested and marked value, MOIC and per-company multiples", async () => {
    const res = await a.member.get("/api/v1/performance");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.investments).toEqual({ total: 4, monthly: 1, annual: 1 });
    expect(body).toMatchObject({ invested: 3_750_000, value: 8_250_000, moic: 2.2, companyCount: 4 });
    expect(body.companies.map((c: { name: string }) => c.name)).toEqual(["Birch", "Acme", "Cobalt", "Delta"]);
    expect(body.companies[1]).toEqual({
      id: ids.acme,
      name: "Acme",
      logoUrl: null,
      operatingStatus: "Active",
      invested: 1_000_000,
      value: 5_000_000,
      valuation: 50_000_000,
      multiple: 5,
      firstInvestment: "2024-01-10",
      holdingMonths: wholeMonthsBetween("2024-01-10", today),
    });
    expect(body.companies[2]).toMatchObject({ value: 0, multiple: 0 });
    expect(body.companies[3]).toMatchObject({ value: 250_000, multiple: 1, valuation: null });
  });
});

describe("one valuation rule on every screen (decision 012)", () => {
  it("values shut-down at 0, exited at the exit valuation and unvalued at cost in performance, fund stats and analytics alike", async () => {
    const perf = await (await a.viewer.get("/api/v1/performance")).json();
    const stats = await (await a.viewer.get("/api/v1/portfolio/stats")).json();
    const analytics = await (await a.viewer.get("/api/v1/portfolio/analytics")).json();
    const fund = stats.funds.find((f: { id: string }) => f.id === ids.fund);
    // Acme 5,000,000 (marked up) + Birch 3,000,000 (exit) + Cobalt 0 (shut down) + Delta 250,000 (at cost).
    expect(perf.value).toBe(8_250_000);
    expect(fund).toMatchObject({ invested: 3_750_000, currentValue: perf.value, moic: perf.moic });
    expect(analytics.highLevel).toMatchObject({ totalInvested: 3_750_000, currentValue: perf.value, moic: perf.moic });
    const valueOf = (list: { id: string; currentValue?: number; value?: number }[], id: string) => {
      const row = list.find((c) => c.id === id);
      return row?.currentValue ?? row?.value;
    };
    for (const id of [ids.acme, ids.birch, ids.cobalt, ids.delta])
      expect(valueOf(fund.topHoldings, id), id).toBe(valueOf(perf.companies, id));
    expect(valueOf(fund.topHoldings, ids.cobalt)).toBe(0);
  });
});
