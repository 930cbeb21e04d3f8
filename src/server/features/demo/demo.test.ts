import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "../organizations/organizations.service";
import { createTestContext, signIn, type TestContext } from "../../test/harness";
import { loadDemoData } from "./demo.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("demo data", () => {
  it("populates every built screen and is safe to run twice", async () => {
    const org = await createOrganization(ctx.deps.db, ctx.deps.auth, { name: "Demo Fund", admin: { email: "d@demo.test", password: "demo-password-1", name: "Dee" } });
    expect(await loadDemoData(ctx.deps, org.id)).toEqual({ members: 4, tickets: 6, companies: 60 });
    expect(await loadDemoData(ctx.deps, org.id)).toEqual({ members: 0, tickets: 0, companies: 0 });
    const dee = await signIn(ctx, "d@demo.test", "demo-password-1");
    const count = async (path: string) => (await (await dee.get(path)).json()).total;
    expect(await count("/api/v1/members")).toBe(5);
    expect(await count("/api/v1/pocs")).toBe(4);
    expect(await count("/api/v1/subsectors")).toBe(7);
    expect((await (await dee.get("/api/v1/tickets?status=all")).json()).totalAll).toBe(6);
    const board = (await (await dee.get("/api/v1/companies/board")).json()).columns;
    expect(board.every((c: { total: number }) => c.total > 0)).toBe(true);
    expect(await count("/api/v1/companies")).toBe(60);
    const analytics = await (await dee.get("/api/v1/companies/analytics")).json();
    expect(analytics.summary.monthly).toBeGreaterThan(0);
    expect(analytics.byPerson.length).toBeGreaterThanOrEqual(4);
    const funds = (await (await dee.get("/api/v1/funds")).json()).items;
    expect(funds[0]).toMatchObject({ name: "Fund I", sizeUsd: 50_000_000, vintageYear: 2021 });
  });
});
