import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcToday } from "../../lib/stake-value";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

type Payment = { id: string; paidOn: string; amountUsd: number };
type Allocation = {
  id: string;
  lpId: string;
  amountUsd: number;
  paidUsd: number;
  paidOn: string | null;
  outstandingUsd: number;
  payments: Payment[];
};
const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (table: string) => (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;

/** A fund with one LP committing $1,000,000 and one call of all of it (Jan 1, 2022, due Jan 31). */
async function oneLpFund(name: string) {
  const fundId = (await (await a.owner.post("/api/v1/funds", { name })).json()).id as string;
  const lpId = (await (await a.owner.post("/api/v1/lps", { fundId, entityName: `${name} LP`, commitmentUsd: 1_000_000 })).json())
    .id as string;
  const call = await (
    await a.member.post(`/api/v1/funds/${fundId}/capital-calls`, {
      date: "2022-01-01",
      dueDate: "2022-01-31",
      totalUsd: 1_000_000,
      purpose: "Investments",
    })
  ).json();
  return { fundId, lpId, callId: call.id as string, allocation: call.allocations[0] as Allocation };
}

describe("several payments per allocation", () => {
  let fund: Awaited<ReturnType<typeof oneLpFund>>;
  beforeAll(async () => {
    fund = await oneLpFund("Instalment Fund");
  });

  it("adds dated partial payments, keeps paid = their sum and paidOn = the latest, and refuses more than is outstanding", async () => {
    const first = await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, {
      amountUsd: 400_000,
      paidOn: "2022-01-20",
    });
    expect(first.status).toBe(201);
    const second = await (
      await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, { amountUsd: 350_000, paidOn: "2022-07-20" })
    ).json();
    expect(second).toMatchObject({ paidUsd: 750_000, outstandingUsd: 250_000 });
    expect(second.allocations[0]).toMatchObject({
      amountUsd: 1_000_000,
      paidUsd: 750_000,
      paidOn: "2022-07-20",
      outstandingUsd: 250_000,
      payments: [
        { paidOn: "2022-01-20", amountUsd: 400_000 },
        { paidOn: "2022-07-20", amountUsd: 350_000 },
      ],
    });
    const before = [await count("capital_call_payments"), await count("activity_log")];
    const over = await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, {
      amountUsd: 250_001,
      paidOn: "2022-08-01",
    });
    expect(over.status).toBe(400);
    expect((await over.json()).error.message).toMatch(/more than this LP's share.*\$250,000 is outstanding/);
    for (const body of [{ amountUsd: 0, paidOn: "2022-08-01" }, { amountUsd: 5 }, { amountUsd: 5, paidOn: "2022-02-30" }]) {
      const res = await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect([await count("capital_call_payments"), await count("activity_log")]).toEqual(before);
    const history = await (await a.owner.get(`/api/v1/activity?entityType=capital_call_allocation`)).json();
    expect(JSON.stringify(history)).toMatch(/Instalment Fund LP · capital call payment/);
  });

  it("the PATCH total: more adds a payment of the difference, less takes the latest back, 0 clears", async () => {
    const patch = async (body: object) =>
      (await (await a.member.patch(`/api/v1/capital-call-allocations/${fund.allocation.id}`, body)).json()).allocations[0] as Allocation;
    const more = await patch({ paidUsd: 900_000, paidOn: "2022-09-01" });
    expect(more.payments.map((p) => [p.paidOn, p.amountUsd])).toEqual([
      ["2022-01-20", 400_000],
      ["2022-07-20", 350_000],
      ["2022-09-01", 150_000],
    ]);
    const less = await patch({ paidUsd: 500_000, paidOn: "2022-09-01" });
    expect(less.payments.map((p) => [p.paidOn, p.amountUsd])).toEqual([
      ["2022-01-20", 400_000],
      ["2022-07-20", 100_000],
    ]);
    expect(less).toMatchObject({ paidUsd: 500_000, paidOn: "2022-07-20", outstandingUsd: 500_000 });
    const moved = await patch({ paidUsd: 500_000, paidOn: "2022-07-25" });
    expect(moved.payments.at(-1)).toMatchObject({ paidOn: "2022-07-25", amountUsd: 100_000 });
    const cleared = await patch({ paidUsd: 0 });
    expect(cleared).toMatchObject({ paidUsd: 0, paidOn: null, outstandingUsd: 1_000_000, payments: [] });
    expect(
      (await a.member.patch(`/api/v1/capital-call-allocations/${fund.allocation.id}`, { paidUsd: 1_000_001, paidOn: "2022-01-01" })).status,
    ).toBe(400);
  });

  it("deletes one payment; viewers cannot, other organisations get 404", async () => {
    const call = await (
      await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, { amountUsd: 10_000, paidOn: "2022-02-01" })
    ).json();
    const [payment] = call.allocations[0].payments as Payment[];
    expect((await a.viewer.delete(`/api/v1/capital-call-payments/${payment.id}`)).status).toBe(403);
    expect((await b.owner.delete(`/api/v1/capital-call-payments/${payment.id}`)).status).toBe(404);
    expect(
      (await b.owner.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, { amountUsd: 1, paidOn: "2022-02-01" }))
        .status,
    ).toBe(404);
    expect(
      (await a.viewer.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, { amountUsd: 1, paidOn: "2022-02-01" }))
        .status,
    ).toBe(403);
    expect((await a.member.delete(`/api/v1/capital-call-payments/${payment.id}`)).status).toBe(204);
    expect((await a.member.delete(`/api/v1/capital-call-payments/${payment.id}`)).status).toBe(404);
    const after = (await (await a.viewer.get(`/api/v1/capital-calls/${fund.callId}`)).json()).allocations[0];
    expect(after).toMatchObject({ paidUsd: 0, paidOn: null, payments: [] });
  });
});

describe("figures as of a day use each payment's own date", () => {
  let fund: Awaited<ReturnType<typeof oneLpFund>>;
  beforeAll(async () => {
    fund = await oneLpFund("Dated Payments Fund");
    for (const [amountUsd, paidOn] of [
      [400_000, "2022-01-20"],
      [600_000, "2022-07-20"],
    ] as const)
      await a.member.post(`/api/v1/capital-call-allocations/${fund.allocation.id}/payments`, { amountUsd, paidOn });
    await a.member.post(`/api/v1/funds/${fund.fundId}/distributions`, { date: "2023-01-20", totalUsd: 500_000, kind: "Gain" });
    await a.member.post(`/api/v1/funds/${fund.fundId}/valuations`, { date: "2023-07-20", navUsd: 900_000 });
  });

  it("counts only the payments made by the as-of day in paid-in and outstanding", async () => {
    const metrics = (asOf: string) => a.viewer.get(`/api/v1/funds/${fund.fundId}/metrics?asOf=${asOf}`).then((r) => r.json());
    expect(await metrics("2022-01-19")).toMatchObject({ calledUsd: 1_000_000, paidInUsd: 0, outstandingUsd: 1_000_000 });
    expect(await metrics("2022-03-31")).toMatchObject({ calledUsd: 1_000_000, paidInUsd: 400_000, outstandingUsd: 600_000 });
    expect(await metrics("2022-07-20")).toMatchObject({ paidInUsd: 1_000_000, outstandingUsd: 0 });
  });

  it("computes net IRR from each payment on its day (hand-computed)", async () => {
    const m = await (await a.viewer.get(`/api/v1/funds/${fund.fundId}/metrics?asOf=2023-07-20`)).json();
    expect(m).toMatchObject({ paidInUsd: 1_000_000, distributedUsd: 500_000, navUsd: 900_000, dpi: 0.5, rvpi: 0.9, tvpi: 1.4 });
    // −400,000 on day 0, −600,000 on day 181, +500,000 on day 365, +900,000 on day 546 (actual/365):
    // NPV(r) = 0 at r = 0.390061 (solved by bisection outside this code). Dating all of it on the
    // latest payment, as one total per allocation did, would give 0.514220.
    expect(m.netIrr).toBeCloseTo(0.390061, 5);
    const account = await (await a.viewer.get(`/api/v1/lps/${fund.lpId}/capital-account?asOf=2023-07-20`)).json();
    expect(account.netIrr).toBeCloseTo(0.390061, 5);
    expect(
      account.lines.map((l: { date: string; kind: string; amountUsd: number; paidInUsd: number; outstandingUsd: number }) => [
        l.date,
        l.kind,
        l.amountUsd,
        l.paidInUsd,
        l.outstandingUsd,
      ]),
    ).toEqual([
      ["2022-01-01", "call", 1_000_000, 0, 1_000_000],
      ["2022-01-20", "payment", 400_000, 400_000, 600_000],
      ["2022-07-20", "payment", 600_000, 1_000_000, 0],
      ["2023-01-20", "distribution", 500_000, 1_000_000, 0],
    ]);
    const mid = await (await a.viewer.get(`/api/v1/lps/${fund.lpId}/capital-account?asOf=2022-03-31`)).json();
    expect(mid).toMatchObject({ paidInUsd: 400_000, outstandingUsd: 600_000 });
    expect(mid.lines).toHaveLength(2);
  });

  it("migrates an allocation paid the old way (one total and day) to one payment", async () => {
    const other = await oneLpFund("Legacy Fund");
    // Before migration 0032 an allocation held its payment itself.
    await ctx.deps.db.execute(
      sql`update capital_call_allocations set paid_usd = 700000, paid_on = '2022-02-15' where id = ${other.allocation.id}`,
    );
    const migration = readFileSync(new URL("../../db/migrations/0032_capital_call_payments.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((s) => s.includes('INSERT INTO "capital_call_payments"'));
    await ctx.deps.db.execute(sql.raw(backfill!));
    const allocation = (await (await a.viewer.get(`/api/v1/capital-calls/${other.callId}`)).json()).allocations[0];
    expect(allocation).toMatchObject({ paidUsd: 700_000, paidOn: "2022-02-15", payments: [{ paidOn: "2022-02-15", amountUsd: 700_000 }] });
    const m = await (await a.viewer.get(`/api/v1/funds/${other.fundId}/metrics?asOf=2022-02-15`)).json();
    expect(m).toMatchObject({ paidInUsd: 700_000, outstandingUsd: 300_000 });
  });
});

describe("gross figures as of a past day use only the rounds known by then", () => {
  let fundId: string;
  beforeAll(async () => {
    fundId = (await (await a.owner.post("/api/v1/funds", { name: "Gross History Fund" })).json()).id;
    const otherFund = (await (await a.owner.post("/api/v1/funds", { name: "Gross Other Fund" })).json()).id;
    const company = async (name: string, valuation: number) =>
      (
        await (
          await a.owner.post("/api/v1/companies", {
            name,
            website: `${name.split(" ")[0].toLowerCase()}.example`,
            stage: "Portfolio",
            fundId,
            valuation,
          })
        ).json()
      ).id as string;
    const invest = (companyId: string, investedAmount: number, valuation: number, investmentDate: string) =>
      a.owner
        .post(`/api/v1/companies/${companyId}/equity-investments`, { roundType: "Seed", investedAmount, valuation, investmentDate })
        .then((r) => r.json());
    const alpha = await company("Alpha History", 50_000_000);
    const beta = await company("Beta History", 20_000_000);
    await invest(alpha, 1_000_000, 10_000_000, "2020-01-01");
    await invest(beta, 2_000_000, 20_000_000, "2020-07-01");
    // A later round in Alpha led from another fund: it prices Alpha at $30M from then on, but is not this fund's money.
    await invest(alpha, 500_000, 30_000_000, "2021-07-01");
    await ctx.deps.db.execute(
      sql`update equity_investments set fund_id = ${otherFund} where company_id = ${alpha} and investment_date = '2021-07-01'`,
    );
    // Beta shut down in mid-2022.
    await ctx.deps.db.execute(sql`update companies set operating_status = 'Shut-Down', shut_down_date = '2022-06-30' where id = ${beta}`);
  });
  const metrics = (asOf?: string) => a.viewer.get(`/api/v1/funds/${fundId}/metrics${asOf ? `?asOf=${asOf}` : ""}`).then((r) => r.json());

  it("before the later round: every holding at its own round price (MOIC 1, IRR 0)", async () => {
    const m = await metrics("2021-06-30");
    expect(m).toMatchObject({
      investedUsd: 3_000_000,
      portfolioValueUsd: 3_000_000,
      grossMoic: 1,
      navUsd: 3_000_000,
      navSource: "portfolio",
    });
    expect(m.grossIrr).toBeCloseTo(0, 6);
  });

  it("after the later round: Alpha at $30M (3×), Beta still at cost (hand-computed IRR)", async () => {
    const m = await metrics("2021-12-31");
    // Alpha 1,000,000 × 30M / 10M = 3,000,000; Beta 2,000,000 → 5,000,000 on 3,000,000 invested.
    expect(m).toMatchObject({ investedUsd: 3_000_000, portfolioValueUsd: 5_000_000, grossMoic: 1.6667, navUsd: 5_000_000 });
    // −1,000,000 on 2020-01-01, −2,000,000 on 2020-07-01 (day 182), +5,000,000 on 2021-12-31 (day 730): r = 0.356305.
    expect(m.grossIrr).toBeCloseTo(0.356305, 5);
  });

  it("after Beta's shut-down date it counts nothing; today Alpha is at its current valuation", async () => {
    const m = await metrics("2022-12-31");
    expect(m).toMatchObject({ portfolioValueUsd: 3_000_000, grossMoic: 1 });
    const now = await metrics();
    // Alpha 1,000,000 × 50M / 10M = 5,000,000 (decision 012's rule for today); Beta 0.
    expect(now).toMatchObject({ asOf: utcToday(), portfolioValueUsd: 5_000_000, grossMoic: 1.6667 });
  });
});
