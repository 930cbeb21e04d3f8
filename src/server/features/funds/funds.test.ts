import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("funds", () => {
  it("every organisation starts with Fund I and Fund II", async () => {
    for (const org of [a, b]) {
      const list = await (await org.member.get("/api/v1/funds")).json();
      expect(list.items.map((f: { name: string }) => f.name)).toEqual(["Fund I", "Fund II"]);
    }
  });

  it("adds a fund with size in whole dollars and vintage year, and edits it", async () => {
    const res = await a.owner.post("/api/v1/funds", { name: "Fund III", sizeUsd: 75_000_000, vintageYear: 2026 });
    expect(res.status).toBe(201);
    const fund = await res.json();
    expect(fund).toMatchObject({ name: "Fund III", sizeUsd: 75_000_000, vintageYear: 2026, version: 1 });
    const edited = await (await a.owner.patch(`/api/v1/funds/${fund.id}`, { sizeUsd: 80_000_000, version: 1 })).json();
    expect(edited).toMatchObject({ name: "Fund III", sizeUsd: 80_000_000, version: 2 });
  });

  it("refuses bad sizes and years with clear messages", async () => {
    const cases = [
      [{ name: "X", sizeUsd: -5 }, /cannot be negative/],
      [{ name: "X", sizeUsd: 10.5 }, /whole dollars/],
      [{ name: "X", sizeUsd: "lots" }, /Enter an amount in dollars/],
      [{ name: "X", vintageYear: 1800 }, /1900 or later/],
      [{ name: "Fund i" }, /already exists/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/funds", body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await res.json()).error.message).toMatch(message);
    }
  });

  it("a fund in use cannot be deleted; an unused one can", async () => {
    const { items } = await (await a.owner.get("/api/v1/funds")).json();
    const [fundOne, fundTwo] = items;
    // A referencing table as later features create them (ON DELETE RESTRICT).
    await ctx.deps.db.execute(
      sql`create table fund_users_test (id serial primary key, fund_id uuid not null references funds(id) on delete restrict)`,
    );
    await ctx.deps.db.execute(sql`insert into fund_users_test (fund_id) values (${fundOne.id})`);
    const res = await a.owner.delete(`/api/v1/funds/${fundOne.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/in use/);
    expect((await a.owner.delete(`/api/v1/funds/${fundTwo.id}`)).status).toBe(204);
    await ctx.deps.db.execute(sql`drop table fund_users_test`);
  });

  it("is scoped and role-checked", async () => {
    const [fund] = (await (await a.owner.get("/api/v1/funds")).json()).items;
    expect((await b.owner.get(`/api/v1/funds/${fund.id}`)).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/funds/${fund.id}`)).status).toBe(404);
    expect((await a.member.post("/api/v1/funds", { name: "Member fund" })).status).toBe(403);
    expect((await a.viewer.patch(`/api/v1/funds/${fund.id}`, { name: "V", version: fund.version })).status).toBe(403);
  });
});
