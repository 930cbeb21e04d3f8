import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, invitations, people } from "../db/schema";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";

// Real parallel requests: on PostgreSQL (CI's API suite) they run on several connections at once.
let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

describe("uniqueness holds under parallel requests", () => {
  it("50 simultaneous creates of one company name: one company, 49 × 409", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => a.owner.post("/api/v1/companies", { name: i % 2 ? "Racing Co" : "racing co " })),
    );
    expect(statusCounts(results.map((r) => r.status))).toEqual({ 201: 1, 409: 49 });
    const rows = await ctx.deps.db
      .select()
      .from(companies)
      .where(and(eq(companies.orgId, a.id), sql`lower(trim(${companies.name})) = 'racing co'`));
    expect(rows).toHaveLength(1);
    // The confirmation still overrides the rule.
    expect((await a.owner.post("/api/v1/companies", { name: "Racing Co", allowDuplicate: true })).status).toBe(201);
  }, 60_000);

  it("20 simultaneous founder adds of one new name: one person, linked once", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Founder Race Inc" })).json();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.member.post(`/api/v1/companies/${company.id}/founders`, { name: "Rhea Racer" })),
    );
    expect(results.every((r) => r.status < 300)).toBe(true);
    const named = await ctx.deps.db
      .select()
      .from(people)
      .where(and(eq(people.orgId, a.id), eq(people.name, "Rhea Racer")));
    expect(named).toHaveLength(1);
    const founders = await (await a.owner.get(`/api/v1/companies/${company.id}/founders`)).json();
    expect(founders.items.map((f: { name: string }) => f.name)).toEqual(["Rhea Racer"]);
  }, 60_000);

  it("20 simultaneous invitations to one address: one live invitation, 19 × 409", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.owner.post("/api/v1/invitations", { email: "race.invitee@a.test", role: "member" })),
    );
    expect(statusCounts(results.map((r) => r.status))).toEqual({ 201: 1, 409: 19 });
    const live = await ctx.deps.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, "race.invitee@a.test"), isNull(invitations.acceptedAt)));
    expect(live).toHaveLength(1);
    expect(ctx.mails.filter((m) => m.to === "race.invitee@a.test")).toHaveLength(1);
  }, 60_000);
});
