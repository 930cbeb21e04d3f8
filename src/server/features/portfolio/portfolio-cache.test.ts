import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";
import { createOrgCache } from "../../lib/org-cache";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** The same owner of org a through a second server process (its own caches) on the same database. */
let other: Requester;

const json = async (r: Requester, path: string) => (await r.get(path)).json();
const stats = async (r: Requester) => (await json(r, "/api/v1/portfolio/stats")).funds;
const analytics = async (r: Requester) => (await json(r, "/api/v1/portfolio/analytics")).highLevel;
const portfolio = async (r: Requester) => (await json(r, "/api/v1/portfolio/companies")).items;
const dashboard = (r: Requester) => json(r, "/api/v1/dashboard");

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.owner.cookie);
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

describe("cached portfolio figures and dashboard", () => {
  it("follow investments and funds at once, in this server and in another one", async () => {
    const fund = await (await a.owner.post("/api/v1/funds", { name: "Cache Fund", sizeUsd: 10_000_000 })).json();
    const made = await (
      await a.owner.post("/api/v1/companies", { name: "Kite Labs", stage: "Portfolio", fundId: fund.id, valuation: 8_000_000 })
    ).json();
    // Both servers cache every view while it is empty of money.
    for (const r of [a.owner, other]) {
      expect((await stats(r)).find((f: { id: string }) => f.id === fund.id)).toMatchObject({ invested: 0, sizeUsd: 10_000_000 });
      expect(await analytics(r)).toMatchObject({ totalInvested: 0, investments: 0 });
      expect((await portfolio(r))[0]).toMatchObject({ name: "Kite Labs", invested: 0 });
      expect((await dashboard(r)).capital).toMatchObject({ deployed: 0, investments: 0 });
    }

    const res = await other.post(`/api/v1/companies/${made.id}/equity-investments`, {
      roundType: "Seed",
      investedAmount: 1_000_000,
      valuation: 4_000_000,
      investmentDate: "2026-03-01",
    });
    expect(res.status).toBe(201);
    const investment = await res.json();
    for (const r of [a.owner, other]) {
      expect((await stats(r)).find((f: { id: string }) => f.id === fund.id)).toMatchObject({
        invested: 1_000_000,
        currentValue: 2_000_000,
      });
      expect(await analytics(r)).toMatchObject({ totalInvested: 1_000_000, investments: 1, moic: 2 });
      expect((await portfolio(r))[0]).toMatchObject({ invested: 1_000_000 });
      expect((await dashboard(r)).capital).toMatchObject({ deployed: 1_000_000, investments: 1 });
    }

    const edited = await a.owner.patch(`/api/v1/companies/${made.id}/equity-investments/${investment.id}`, {
      investedAmount: 1_500_000,
      version: investment.version,
    });
    expect(edited.status).toBe(200);
    for (const r of [a.owner, other]) expect((await dashboard(r)).capital.deployed).toBe(1_500_000);

    const renamed = await a.owner.patch(`/api/v1/funds/${fund.id}`, { name: "Cache Fund II", sizeUsd: 30_000_000, version: fund.version });
    expect(renamed.status).toBe(200);
    for (const r of [a.owner, other]) {
      expect((await stats(r)).find((f: { id: string }) => f.id === fund.id)).toMatchObject({ name: "Cache Fund II", deployedPct: 5 });
      expect((await portfolio(r))[0]).toMatchObject({ fundName: "Cache Fund II" });
    }

    expect((await other.delete(`/api/v1/companies/${made.id}/equity-investments/${investment.id}`)).status).toBe(204);
    for (const r of [a.owner, other]) {
      expect(await analytics(r)).toMatchObject({ totalInvested: 0, investments: 0 });
      expect((await dashboard(r)).recentInvestments).toEqual([]);
    }
  });

  it("keep each caller's reminders their own while the figures are shared", async () => {
    const made = await (await a.owner.post("/api/v1/companies", { name: "Reminder Co" })).json();
    const remind = (r: Requester, text: string) =>
      r.post("/api/v1/comments", { companyId: made.id, kind: "reminder", text, dueDate: "2099-01-01" });
    expect((await remind(a.owner, "Owner follows up")).status).toBe(201);
    expect((await remind(a.member, "Member follows up")).status).toBe(201);
    expect((await dashboard(a.owner)).reminders.map((r: { text: string }) => r.text)).toEqual(["Owner follows up"]);
    expect((await dashboard(a.member)).reminders.map((r: { text: string }) => r.text)).toEqual(["Member follows up"]);
    expect((await dashboard(b.owner)).reminders).toEqual([]);
    expect((await dashboard(b.owner)).capital.investments).toBe(0);
  });
});

describe("createOrgCache with a maximum age", () => {
  it("recomputes an entry older than the age even when the version has not moved", async () => {
    const cached = createOrgCache(ctx.deps.db, { follows: "pipeline", maxBytes: 1024, maxAgeMs: 60_000 });
    let computed = 0;
    const compute = async () => `${++computed}`;
    const start = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(start);
    expect(String(await cached(a.id, "q", compute))).toBe("1");
    clock.mockReturnValue(start + 59_000);
    expect(String(await cached(a.id, "q", compute))).toBe("1");
    clock.mockReturnValue(start + 61_000);
    expect(String(await cached(a.id, "q", compute))).toBe("2");
  });
});
