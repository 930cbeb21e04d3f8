import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let fundId: string;
let lpA: string;
let lpB: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  fundId = (await (await a.owner.post("/api/v1/funds", { name: "Ledger Fund", sizeUsd: 10_000_000 })).json()).id;
  const lp = async (entityName: string, commitmentUsd: number | null, email: string | null) =>
    (await (await a.owner.post("/api/v1/lps", { fundId, entityName, commitmentUsd, email })).json()).id as string;
  lpA = await lp("Alder Endowment", 600_000, "alder@lp.test");
  lpB = await lp("Birch Family Office", 400_000, null);
  await lp("Cedar Trust (no commitment)", null, "cedar@lp.test");
});
afterAll(() => ctx.close());

const count = async (table: string) =>
  Number(
    ((await ctx.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] })
      .rows[0].n,
  );
const newCall = (body: Record<string, unknown> = {}) =>
  a.member.post(`/api/v1/funds/${fundId}/capital-calls`, {
    date: "2020-01-01",
    dueDate: "2020-01-15",
    totalUsd: 1_000_000,
    purpose: "Investments",
    ...body,
  });

describe("capital calls", () => {
  it("allocates a call pro rata to commitment in whole dollars that add up to the total", async () => {
    const res = await newCall({ totalUsd: 1_001 });
    expect(res.status).toBe(201);
    const call = await res.json();
    expect(call).toMatchObject({
      fundId,
      date: "2020-01-01",
      dueDate: "2020-01-15",
      totalUsd: 1_001,
      purpose: "Investments",
      paidUsd: 0,
      outstandingUsd: 1_001,
    });
    // 600.6 and 400.4 → floors 600 + 400, the dollar left to the larger remainder (.6).
    expect(call.allocations.map((x: { lpId: string; amountUsd: number }) => [x.lpId, x.amountUsd])).toEqual([
      [lpA, 601],
      [lpB, 400],
      [expect.any(String), 0],
    ]);
    expect((await a.member.delete(`/api/v1/capital-calls/${call.id}`)).status).toBe(204);
    expect((await a.member.get(`/api/v1/capital-calls/${call.id}`)).status).toBe(404);
  });

  it("refuses bad input with 400 and a clear message, writing nothing", async () => {
    const emptyFund = (await (await a.owner.post("/api/v1/funds", { name: "Empty Fund" })).json()).id;
    const before = [await count("capital_calls"), await count("capital_call_allocations"), await count("activity_log")];
    const cases: [Promise<Response>, RegExp][] = [
      [
        a.member.post(`/api/v1/funds/${emptyFund}/capital-calls`, {
          date: "2020-01-01",
          dueDate: "2020-01-02",
          totalUsd: 5,
          purpose: "Investments",
        }),
        /no LPs/,
      ],
      [a.member.post(`/api/v1/funds/${emptyFund}/distributions`, { date: "2020-01-01", totalUsd: 5, kind: "Gain" }), /no LPs/],
      [newCall({ totalUsd: -5 }), /more than \$0/],
      [newCall({ totalUsd: 10.5 }), /whole dollars/],
      [newCall({ date: "01/02/2020" }), /Call date must be a date \(YYYY-MM-DD\)/],
      [newCall({ date: "2020-02-30" }), /YYYY-MM-DD/],
      [newCall({ dueDate: "2019-12-01" }), /Due date cannot be before the call date/],
      [newCall({ purpose: "Lunch" }), /Choose a purpose/],
      [a.member.get(`/api/v1/funds/${fundId}/metrics?asOf=2020-13-01`), /asOf must be a date/],
      [a.member.get(`/api/v1/lps/${lpA}/capital-account?asOf=yesterday`), /asOf must be a date/],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect([await count("capital_calls"), await count("capital_call_allocations"), await count("activity_log")]).toEqual(before);
  });

  it("records partial payments, refuses a payment above the allocation, and shows what is outstanding", async () => {
    const call = await (await newCall()).json();
    const share = call.allocations.find((x: { lpId: string }) => x.lpId === lpB);
    const over = await a.member.patch(`/api/v1/capital-call-allocations/${share.id}`, { paidUsd: 400_001, paidOn: "2020-01-10" });
    expect(over.status).toBe(400);
    expect((await over.json()).error.message).toMatch(/more than this LP's share/);
    const noDay = await a.member.patch(`/api/v1/capital-call-allocations/${share.id}`, { paidUsd: 5 });
    expect(noDay.status).toBe(400);
    const partial = await (
      await a.member.patch(`/api/v1/capital-call-allocations/${share.id}`, { paidUsd: 150_000, paidOn: "2020-01-10" })
    ).json();
    expect(partial).toMatchObject({ paidUsd: 150_000, outstandingUsd: 850_000 });
    expect(partial.allocations.find((x: { lpId: string }) => x.lpId === lpB)).toMatchObject({
      paidUsd: 150_000,
      paidOn: "2020-01-10",
      outstandingUsd: 250_000,
    });
    // Changing the total once someone paid would re-split their payment: refused.
    const retotal = await a.member.patch(`/api/v1/capital-calls/${call.id}`, { totalUsd: 2_000_000, version: call.version });
    expect(retotal.status).toBe(409);
    const stale = await a.member.patch(`/api/v1/capital-call-allocations/${share.id}`, { paidUsd: 1, paidOn: "2020-01-10", version: 1 });
    expect(stale.status).toBe(409);
    expect((await a.member.delete(`/api/v1/capital-calls/${call.id}`)).status).toBe(204);
  });

  it("re-splits an unpaid call when its total changes", async () => {
    const call = await (await newCall()).json();
    const edited = await (
      await a.member.patch(`/api/v1/capital-calls/${call.id}`, { totalUsd: 500_000, note: "Revised", version: call.version })
    ).json();
    expect(edited).toMatchObject({ totalUsd: 500_000, note: "Revised", version: 2 });
    expect(edited.allocations.map((x: { amountUsd: number }) => x.amountUsd)).toEqual([300_000, 200_000, 0]);
    await a.member.delete(`/api/v1/capital-calls/${call.id}`);
  });
});

describe("metrics and capital accounts", () => {
  let callId: string;
  beforeAll(async () => {
    const call = await (await newCall()).json();
    callId = call.id;
    for (const x of call.allocations.filter((y: { amountUsd: number }) => y.amountUsd > 0))
      await a.member.patch(`/api/v1/capital-call-allocations/${x.id}`, { paidUsd: x.amountUsd, paidOn: "2020-01-15" });
    await a.member.post(`/api/v1/funds/${fundId}/distributions`, { date: "2021-01-15", totalUsd: 500_000, kind: "Return of capital" });
    await a.member.post(`/api/v1/funds/${fundId}/valuations`, { date: "2021-01-15", navUsd: 600_000 });
  });

  it("computes the fund's figures on a hand-computed case", async () => {
    const m = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=2021-01-15`)).json();
    expect(m).toMatchObject({
      asOf: "2021-01-15",
      committedUsd: 1_000_000,
      calledUsd: 1_000_000,
      paidInUsd: 1_000_000,
      outstandingUsd: 0,
      uncalledUsd: 0,
      distributedUsd: 500_000,
      navUsd: 600_000,
      navSource: "valuation",
      navDate: "2021-01-15",
      dpi: 0.5,
      rvpi: 0.6,
      tvpi: 1.1,
      netIrrNote: null,
    });
    // Paid 1,000,000 on 2020-01-15, got 500,000 + NAV 600,000 back 366 days later: 1.1^(365/366) − 1.
    expect(m.netIrr).toBeCloseTo(Math.pow(1.1, 365 / 366) - 1, 6);
  });

  it("answers as of any day: before the distribution NAV falls back to the portfolio, before the call there is no ratio", async () => {
    const mid = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=2020-06-30`)).json();
    expect(mid).toMatchObject({
      paidInUsd: 1_000_000,
      distributedUsd: 0,
      navUsd: 0,
      navSource: "portfolio",
      navDate: null,
      dpi: 0,
      tvpi: 0,
      netIrr: null,
    });
    expect(mid.netIrrNote).toMatch(/at least one payment and one receipt/);
    const early = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=2019-12-31`)).json();
    expect(early).toMatchObject({ calledUsd: 0, paidInUsd: 0, uncalledUsd: 1_000_000, dpi: null, rvpi: null, tvpi: null });
  });

  it("gives each LP its figures, its NAV share pro rata to paid-in, and a statement with running balances", async () => {
    const account = await (await a.viewer.get(`/api/v1/lps/${lpA}/capital-account?asOf=2021-06-30`)).json();
    expect(account).toMatchObject({
      lpId: lpA,
      lpName: "Alder Endowment",
      fundName: "Ledger Fund",
      committedUsd: 600_000,
      calledUsd: 600_000,
      paidInUsd: 600_000,
      distributedUsd: 300_000,
      navUsd: 360_000,
      fundNavUsd: 600_000,
      dpi: 0.5,
      rvpi: 0.6,
      tvpi: 1.1,
    });
    expect(account.lines).toEqual([
      expect.objectContaining({ date: "2020-01-01", kind: "call", amountUsd: 600_000, calledUsd: 600_000, outstandingUsd: 600_000 }),
      expect.objectContaining({ date: "2020-01-15", kind: "payment", amountUsd: 600_000, paidInUsd: 600_000, outstandingUsd: 0 }),
      expect.objectContaining({ date: "2021-01-15", kind: "distribution", amountUsd: 300_000, distributedUsd: 300_000 }),
    ]);
    const before = await (await a.viewer.get(`/api/v1/lps/${lpA}/capital-account?asOf=2020-01-10`)).json();
    expect(before).toMatchObject({ calledUsd: 600_000, paidInUsd: 0, outstandingUsd: 600_000 });
    expect(before.lines).toHaveLength(1);
  });

  it("values the fund's own investments for gross MOIC and IRR; a follow-on from another fund counts there", async () => {
    const company = await (
      await a.owner.post("/api/v1/companies", {
        name: "Gross Co",
        website: "gross.example",
        stage: "Portfolio",
        fundId,
        valuation: 20_000_000,
      })
    ).json();
    const inv = await (
      await a.owner.post(`/api/v1/companies/${company.id}/equity-investments`, {
        roundType: "Seed",
        investedAmount: 1_000_000,
        valuation: 10_000_000,
        investmentDate: "2020-01-15",
      })
    ).json();
    // The investment took the company's fund.
    const [row] = (
      (await ctx.deps.db.execute(sql`select fund_id from equity_investments where id = ${inv.id}`)) as unknown as {
        rows: { fund_id: string }[];
      }
    ).rows;
    expect(row.fund_id).toBe(fundId);
    // Today the investment is worth the company's current valuation (decision 012): 1,000,000 × 20M / 10M.
    const m = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics`)).json();
    expect(m).toMatchObject({ investedUsd: 1_000_000, portfolioValueUsd: 2_000_000, grossMoic: 2, grossIrrNote: null });
    const days = (Date.parse(m.asOf) - Date.parse("2020-01-15")) / 86_400_000;
    expect(m.grossIrr).toBeCloseTo(Math.pow(2, 365 / days) - 1, 6);
    // A year after the investment no later round priced it: at cost (only entries by then count).
    const past = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=2021-01-15`)).json();
    expect(past).toMatchObject({ investedUsd: 1_000_000, portfolioValueUsd: 1_000_000, grossMoic: 1 });
    const other = (await (await a.owner.get("/api/v1/funds")).json()).items.find((f: { name: string }) => f.name === "Fund II").id;
    await ctx.deps.db.execute(sql`update equity_investments set fund_id = ${other} where id = ${inv.id}`);
    const after = await (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=2021-01-15`)).json();
    expect(after).toMatchObject({ investedUsd: 0, grossMoic: null, grossIrr: null });
  });

  it("keeps an LP with ledger entries from being deleted or moved to another fund", async () => {
    expect((await a.owner.delete(`/api/v1/lps/${lpA}`)).status).toBe(409);
    const lp = await (await a.owner.get(`/api/v1/lps/${lpA}`)).json();
    const other = (await (await a.owner.get("/api/v1/funds")).json()).items[0].id;
    expect((await a.owner.patch(`/api/v1/lps/${lpA}`, { fundId: other, version: lp.version })).status).toBe(409);
  });

  it("lists the ledger, one NAV per day, and deletes entries", async () => {
    const calls = await (await a.viewer.get(`/api/v1/funds/${fundId}/capital-calls`)).json();
    expect(calls.items.map((c: { id: string }) => c.id)).toContain(callId);
    const dists = await (await a.viewer.get(`/api/v1/funds/${fundId}/distributions`)).json();
    expect(dists.items[0]).toMatchObject({ kind: "Return of capital", totalUsd: 500_000 });
    expect(dists.items[0].allocations.map((x: { amountUsd: number }) => x.amountUsd)).toEqual([300_000, 200_000, 0]);
    const twice = await a.member.post(`/api/v1/funds/${fundId}/valuations`, { date: "2021-01-15", navUsd: 1 });
    expect(twice.status).toBe(409);
    const vals = await (await a.viewer.get(`/api/v1/funds/${fundId}/valuations`)).json();
    expect(vals.items).toHaveLength(1);
    const extra = await (await a.member.post(`/api/v1/funds/${fundId}/valuations`, { date: "2022-03-31", navUsd: 5 })).json();
    expect((await a.member.delete(`/api/v1/valuations/${extra.id}`)).status).toBe(204);
  });
});

describe("cached figures", () => {
  it("follow every ledger write at once: a NAV added and deleted, on the same as-of day", async () => {
    const day = "2021-02-01";
    const metrics = async () => (await a.viewer.get(`/api/v1/funds/${fundId}/metrics?asOf=${day}`)).json();
    const account = async () => (await a.viewer.get(`/api/v1/lps/${lpA}/capital-account?asOf=${day}`)).json();
    const before = await metrics();
    const beforeAccount = await account();
    const nav = await (await a.member.post(`/api/v1/funds/${fundId}/valuations`, { date: day, navUsd: 7_777_777 })).json();
    expect(await metrics()).toMatchObject({ navUsd: 7_777_777, navSource: "valuation", navDate: day });
    expect((await account()).navUsd).not.toBe(beforeAccount.navUsd);
    expect((await a.member.delete(`/api/v1/valuations/${nav.id}`)).status).toBe(204);
    expect(await metrics()).toEqual(before);
    expect(await account()).toEqual(beforeAccount);
  });
});

describe("access", () => {
  it("viewers read and cannot write; other organisations get 404", async () => {
    const call = await (await newCall({ totalUsd: 10 })).json();
    expect((await a.viewer.get(`/api/v1/capital-calls/${call.id}`)).status).toBe(200);
    expect((await a.viewer.post(`/api/v1/funds/${fundId}/valuations`, { date: "2020-01-01", navUsd: 1 })).status).toBe(403);
    expect(
      (await a.viewer.patch(`/api/v1/capital-call-allocations/${call.allocations[0].id}`, { paidUsd: 1, paidOn: "2020-01-02" })).status,
    ).toBe(403);
    for (const path of [
      `/api/v1/capital-calls/${call.id}`,
      `/api/v1/funds/${fundId}/capital-calls`,
      `/api/v1/funds/${fundId}/distributions`,
      `/api/v1/funds/${fundId}/valuations`,
      `/api/v1/funds/${fundId}/metrics`,
      `/api/v1/lps/${lpA}/capital-account`,
    ])
      expect((await b.owner.get(path)).status, path).toBe(404);
    expect(
      (
        await b.owner.post(`/api/v1/funds/${fundId}/capital-calls`, {
          date: "2020-01-01",
          dueDate: "2020-01-02",
          totalUsd: 5,
          purpose: "Investments",
        })
      ).status,
    ).toBe(404);
    expect(
      (await b.owner.patch(`/api/v1/capital-call-allocations/${call.allocations[0].id}`, { paidUsd: 1, paidOn: "2020-01-02" })).status,
    ).toBe(404);
    expect((await b.owner.delete(`/api/v1/capital-calls/${call.id}`)).status).toBe(404);
    await a.member.delete(`/api/v1/capital-calls/${call.id}`);
  });
});

describe("capital call notices", () => {
  it("e-mails each LP with an address once, with the fund's payment instructions, and records it", async () => {
    const fund = await (await a.owner.get(`/api/v1/funds/${fundId}`)).json();
    await a.owner.patch(`/api/v1/funds/${fundId}`, { paymentInstructions: "Wire to ACME Bank, ref LEDGER-1", version: fund.version });
    const call = await (await newCall({ totalUsd: 2_000 })).json();
    const first = await (await a.member.post(`/api/v1/capital-calls/${call.id}/notices`, {})).json();
    expect(first.sent).toBe(1);
    expect(first.skipped).toEqual([
      { lpName: "Birch Family Office", reason: "No e-mail address" },
      { lpName: "Cedar Trust (no commitment)", reason: "Nothing to pay on this call" },
    ]);
    const outbox = ctx.mails.filter((m) => m.to === "alder@lp.test");
    expect(outbox).toHaveLength(1);
    expect(outbox[0].subject).toMatch(/Capital call notice: Ledger Fund, \$1,200 due Jan 15, 2020/);
    expect(outbox[0].text).toMatch(/Wire to ACME Bank, ref LEDGER-1/);
    const again = await (await a.member.post(`/api/v1/capital-calls/${call.id}/notices`, {})).json();
    expect(again.sent).toBe(0);
    expect(again.skipped.map((s: { reason: string }) => s.reason)).toContain(
      "Already sent on " + new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
    );
    const resent = await (await a.member.post(`/api/v1/capital-calls/${call.id}/notices`, { resend: true })).json();
    expect(resent.sent).toBe(1);
    expect(ctx.mails.filter((m) => m.to === "alder@lp.test")).toHaveLength(2);
    const history = await (await a.owner.get(`/api/v1/activity?entityType=capital_call`)).json();
    expect(JSON.stringify(history)).toMatch(/Capital call notices/);
    await a.member.delete(`/api/v1/capital-calls/${call.id}`);
  });
});
