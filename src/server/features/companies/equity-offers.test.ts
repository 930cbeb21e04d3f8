import { invalidMoneyMessage } from "@shared/format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId = "";
const url = () => `/api/v1/companies/${companyId}/equity-offers`;
const valid = { roundType: "Series A", investedAmount: 2_000_000, valuation: 20_000_000, investmentDate: "2026-03-01" };
const list = async () => (await (await a.viewer.get(url())).json()).items as { id: string; version: number; investedAmount: number }[];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Offerly" })).json()).id;
});
afterAll(() => ctx.close());

describe("equity offers", () => {
  it("a company without offers lists none; an unknown company is 404; offers come oldest first", async () => {
    const empty = (await (await a.owner.post("/api/v1/companies", { name: "Offerless" })).json()).id;
    const res = await a.viewer.get(`/api/v1/companies/${empty}/equity-offers`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await a.viewer.get(`/api/v1/companies/00000000-0000-4000-8000-000000000000/equity-offers`)).status).toBe(404);
    for (const roundType of ["Seed", "Series A"])
      expect((await a.member.post(`/api/v1/companies/${empty}/equity-offers`, { ...valid, roundType })).status).toBe(201);
    const listed = await (await a.viewer.get(`/api/v1/companies/${empty}/equity-offers`)).json();
    expect([listed.total, listed.items.map((o: { roundType: string }) => o.roundType)]).toEqual([2, ["Seed", "Series A"]]);
  });

  it("adds an offer with all four fields and lists it", async () => {
    const res = await a.member.post(url(), valid);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...valid, companyId, version: 1 });
    expect(await list()).toHaveLength(1);
  });

  it("refuses a missing field, a bad round type, negative or fractional dollars and bad dates with 400, adding nothing", async () => {
    const bad = [
      { ...valid, roundType: undefined },
      { ...valid, roundType: "Series Z" },
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

  it("changes an offer with its version; a stale version is a 409 and changes nothing", async () => {
    const [offer] = await list();
    const ok = await a.member.patch(`${url()}/${offer.id}`, { investedAmount: 2_500_000, version: offer.version });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ investedAmount: 2_500_000, version: 2 });
    const stale = await a.member.patch(`${url()}/${offer.id}`, { investedAmount: 1, version: offer.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed by someone else/);
    expect((await list())[0].investedAmount).toBe(2_500_000);
  });

  it("hides other organisations' companies and offers (404) and keeps viewers read-only (403)", async () => {
    const [offer] = await list();
    expect((await b.owner.get(url())).status).toBe(404);
    expect((await b.owner.post(url(), valid)).status).toBe(404);
    expect((await b.owner.patch(`${url()}/${offer.id}`, { investedAmount: 1, version: 2 })).status).toBe(404);
    expect((await b.owner.delete(`${url()}/${offer.id}`)).status).toBe(404);
    const otherCompany = (await (await b.owner.post("/api/v1/companies", { name: "Elsewhere" })).json()).id;
    // An offer id under another company of the caller's reach is not found either.
    expect((await b.owner.delete(`/api/v1/companies/${otherCompany}/equity-offers/${offer.id}`)).status).toBe(404);
    expect((await a.viewer.post(url(), valid)).status).toBe(403);
    expect((await a.viewer.patch(`${url()}/${offer.id}`, { investedAmount: 1, version: 2 })).status).toBe(403);
    expect((await a.viewer.delete(`${url()}/${offer.id}`)).status).toBe(403);
    expect((await list())[0]).toMatchObject({ investedAmount: 2_500_000, version: 2 });
  });

  it("records additions, changes and deletions in the company's timeline", async () => {
    const [offer] = await list();
    expect((await a.member.delete(`${url()}/${offer.id}`)).status).toBe(204);
    expect(await list()).toHaveLength(0);
    const timeline = await (await a.viewer.get(`/api/v1/companies/${companyId}/activity`)).json();
    const offers = timeline.items.filter((e: { entityType: string }) => e.entityType === "equity_offer");
    expect(offers.map((e: { action: string }) => e.action).sort()).toEqual(["created", "deleted", "updated"]);
  });
});
