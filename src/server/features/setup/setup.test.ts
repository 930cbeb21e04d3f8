import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, createTestContext, signIn, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const body = {
  organizationName: "Northwind Ventures",
  name: "Nora North",
  email: "Nora@Northwind.test",
  password: "correct-horse-1",
  sampleData: true,
};

describe("first-run setup", () => {
  it("reports that an empty instance needs setup", async () => {
    const res = await clientFor(ctx.app).get("/api/v1/setup");
    expect(await res.json()).toEqual({ needsSetup: true, mailConfigured: true });
  });

  it("refuses invalid input with field messages and creates nothing", async () => {
    const res = await clientFor(ctx.app).post("/api/v1/setup", { ...body, email: "not-an-email", password: "short" });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields.email).toMatch(/valid email/);
    expect(error.fields.password).toMatch(/at least 8/);
    expect(await (await clientFor(ctx.app).get("/api/v1/setup")).json()).toEqual({ needsSetup: true, mailConfigured: true });
  });

  it("creates the organisation, its owner and the sample team; only once", async () => {
    const [first, second] = await Promise.all([
      clientFor(ctx.app).post("/api/v1/setup", body),
      clientFor(ctx.app).post("/api/v1/setup", { ...body, email: "other@northwind.test" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(await (await clientFor(ctx.app).get("/api/v1/setup")).json()).toEqual({ needsSetup: false, mailConfigured: true });

    const owner = await signIn(ctx, "nora@northwind.test", body.password);
    const me = await (await owner.get("/api/v1/me")).json();
    expect(me).toMatchObject({
      role: "owner",
      organization: { name: "Northwind Ventures" },
      user: { name: "Nora North", email: "nora@northwind.test" },
    });
    const team = await (await owner.get("/api/v1/members")).json();
    expect(team.total).toBe(5);
  });

  it("answers 409 once an organisation exists", async () => {
    const res = await clientFor(ctx.app).post("/api/v1/setup", { ...body, email: "late@northwind.test" });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/already set up/);
  });
});
