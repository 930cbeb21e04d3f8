import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePassword, twoOrganizations } from "../test/fixtures";
import { clientFor, createTestContext, TEST_ORIGIN, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await twoOrganizations(ctx);
});
afterAll(() => ctx.close());

const anon = () => clientFor(ctx.app);

describe("auth hardening", () => {
  it("refuses open redirects in reset callback URLs", async () => {
    const mailsBefore = ctx.mails.length;
    const res = await anon().post("/api/auth/request-password-reset", { email: "owner@a.test", redirectTo: "https://evil.example/steal" });
    expect(res.status).toBe(403);
    expect(ctx.mails.length).toBe(mailsBefore);
    const callback = await anon().get("/api/auth/reset-password/sometoken12345?callbackURL=https://evil.example/x");
    expect(callback.status).toBeGreaterThanOrEqual(400);
    expect(callback.headers.get("location") ?? "").not.toContain("evil.example");
  });

  it("the e-mailed link points at this instance only", async () => {
    await anon().post(
      "/api/auth/request-password-reset",
      { email: "owner@b.test", redirectTo: "/update-password" },
      { headers: { host: "evil.example" } },
    );
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toBe("owner@b.test");
    expect(mail.text).toContain(`${TEST_ORIGIN}/update-password?token=`);
    expect(mail.text).not.toContain("evil.example");
  });

  it("sign-up is closed to the public", async () => {
    const res = await anon().post("/api/auth/sign-up/email", { email: "intruder@x.test", password: "intruder-pass-1", name: "Intruder" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const again = await anon().post("/api/auth/sign-in/email", { email: "intruder@x.test", password: "intruder-pass-1" });
    expect(again.status).toBe(401);
  });

  it("a forged or tampered session cookie is refused", async () => {
    const res = await anon().post("/api/auth/sign-in/email", { email: "owner@a.test", password: fixturePassword("owner-a") });
    const [cookie] = res.headers.getSetCookie()[0].split(";");
    const tampered = cookie.replace(/=(.)/, (_m, ch: string) => `=${ch === "a" ? "b" : "a"}`);
    expect((await clientFor(ctx.app, tampered).get("/api/v1/me")).status).toBe(401);
    expect((await clientFor(ctx.app, "better-auth.session_token=forged.AAAA").get("/api/v1/me")).status).toBe(401);
    expect((await clientFor(ctx.app, cookie).get("/api/v1/me")).status).toBe(200);
  });

  it("state-changing requests from a cross-site browser context are refused", async () => {
    const res = await anon().post("/api/v1/setup", {}, { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});
