import { invalidMoneyMessage } from "@shared/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId = "";
const url = () => `/api/v1/companies/${companyId}/equity-investments`;
const valid = { roundType: "Pre-Seed", investedAmount: 2_000_000, valuation: 20_000_000, investmentDate: "2026-03-01" };
const list = async () => (await (await a.viewer.get(url())).json()).items as { id: string; version: number; investedAmount: number }[];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Investly" })).json()).id;
});
afterAll(() => ctx.close());

describe("equity investments", () => {
  it("adds an investment with all four fields and lists it", async () => {
    const res = await a.member.post(url(), valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...valid, companyId, version: 1 });
    expect(await list()).toHaveLength(1);
  });

  it("refuses a missing field, a bad round type, negative or fractional dollars and bad dates with 400, adding nothing", async () => {
    const bad = [
      { ...valid, roundType: undefined },
      { ...valid, roundType: "Series Z" },
      // An equity offer's round type, not one of the investment round types (spec part 2 §9).
      { ...valid, roundType: "Growth Equity" },
      { ...valid, investedAmount: undefined },
      { ...valid, investedAmount: -1 },
      { ...valid, valuation: 10.5 },
      { ...valid, valuation: null },
      { ...valid, investmentDate: "01/03/2026" },
      { ...valid, extra: 1 },
    ];
    for (const body of bad) {
      const res = await a.member.post(url(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toBeTruthy();
    }
    const res = await a.member.post(url(), { ...valid, investedAmount: "lots" });
    expect((await res.json()).error.fields.investedAmount).toBe(invalidMoneyMessage);
    expect(await list()).toHaveLength(1);
  });

  it("accepts every investment round type from Pre-Seed to Series G", async () => {
    for (const roundType of ["Series E", "Series F", "Series G"]) {
      const res = await a.member.post(url(), { ...valid, roundType });
      expect(res.status, roundType).toBe(201);
      const { id } = await res.json();
      expect((await a.member.delete(`${url()}/${id}`)).status).toBe(204);
    }
    expect(await list()).toHaveLength(1);
  });

  it("changes an investment with its version; a stale version is a 409 and changes nothing", async () => {
    const [investment] = await list();
    const ok = await a.member.patch(`${url()}/${investment.id}`, { investedAmount: 2_500_000, version: investment.version });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ investedAmount: 2_500_000, version: 2 });
    const stale = await a.member.patch(`${url()}/${investment.id}`, { investedAmount: 1, version: investment.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed by someone else/);
    expect((await list())[0].investedAmount).toBe(2_500_000);
  });

  it("hides other organisations' companies and investments (404) and keeps viewers read-only (403)", async () => {
    const [investment] = await list();
    expect((await b.owner.get(url())).status).toBe(404);
    expect((await b.owner.post(url(), valid)).status).toBe(404);
    expect((await b.owner.patch(`${url()}/${investment.id}`, { investedAmount: 1, version: 2 })).status).toBe(404);
    expect((await b.owner.delete(`${url()}/${investment.id}`)).status).toBe(404);
    const otherCompany = (await (await b.owner.post("/api/v1/companies", { name: "Elsewhere" })).json()).id;
    // An investment id under another company of the caller's reach is not found either.
    expect((await b.owner.delete(`/api/v1/companies/${otherCompany}/equity-investments/${investment.id}`)).status).toBe(404);
    expect((await a.viewer.post(url(), valid)).status).toBe(403);
    expect((await a.viewer.patch(`${url()}/${investment.id}`, { investedAmount: 1, version: 2 })).status).toBe(403);
    expect((await a.viewer.delete(`${url()}/${investment.id}`)).status).toBe(403);
    expect((await list())[0]).toMatchObject({ investedAmount: 2_500_000, version: 2 });
  });

  it("records additions, changes and deletions in the company's timeline", async () => {
    const [investment] = await list();
    expect((await a.member.delete(`${url()}/${investment.id}`)).status).toBe(204);
    expect(await list()).toHaveLength(0);
    const timeline = await (await a.viewer.get(`/api/v1/companies/${companyId}/activity`)).json();
    const investments = timeline.items.filter(
      (e: { entityType: string; entityId: string }) => e.entityType === "equity_investment" && e.entityId === investment.id,
    );
    expect(investments.map((e: { action: string }) => e.action).sort()).toEqual(["created", "deleted", "updated"]);
  });
});
