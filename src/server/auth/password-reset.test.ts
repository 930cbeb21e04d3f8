import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../db/schema";
import { fixturePassword, twoOrganizations } from "../test/fixtures";
import { clientFor, createTestContext, signIn, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await twoOrganizations(ctx);
});
afterAll(() => ctx.close());

const requestReset = (email: string) =>
  clientFor(ctx.app).post("/api/auth/request-password-reset", { email, redirectTo: "/update-password" });

async function resetLinkFor(email: string) {
  const before = ctx.mails.length;
  expect((await requestReset(email)).status).toBe(200);
  const mail = ctx.mails.slice(before).find((m) => m.to === email);
  expect(mail).toBeDefined();
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  expect(url.pathname).toBe("/update-password");
  return url.searchParams.get("token")!;
}

describe("password reset", () => {
  it("answers an unknown e-mail exactly like a known one, and mails only the known one", async () => {
    const before = ctx.mails.length;
    const known = await requestReset("owner@a.test");
    const unknown = await requestReset("nobody@nowhere.test");
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(ctx.mails.slice(before).map((m) => m.to)).toEqual(["owner@a.test"]);
  });

  it("stores the token hashed, never as sent", async () => {
    const token = await resetLinkFor("member@a.test");
    const rows = await ctx.deps.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it("sets the new password once, ends the user's other sessions, and refuses the token again", async () => {
    const otherDevice = await signIn(ctx, "member@b.test", fixturePassword("member-b"));
    const token = await resetLinkFor("member@b.test");
    expect(await (await clientFor(ctx.app).get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: true });

    const res = await clientFor(ctx.app).post("/api/auth/reset-password", { token, newPassword: "brand-new-secret" });
    expect(res.status).toBe(200);
    expect((await otherDevice.get("/api/v1/me")).status).toBe(401);
    expect(await (await clientFor(ctx.app).get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: false });

    const again = await clientFor(ctx.app).post("/api/auth/reset-password", { token, newPassword: "another-secret-1" });
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toMatch(/invalid token/i);

    await signIn(ctx, "member@b.test", "brand-new-secret");
    const old = await clientFor(ctx.app).post("/api/auth/sign-in/email", { email: "member@b.test", password: fixturePassword("member-b") });
    expect(old.status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const token = await resetLinkFor("viewer@b.test");
    await ctx.deps.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "%"));
    expect(await (await clientFor(ctx.app).get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: false });
    const res = await clientFor(ctx.app).post("/api/auth/reset-password", { token, newPassword: "brand-new-secret" });
    expect(res.status).toBe(400);
  });

  it("refuses a too-short new password and keeps the token usable", async () => {
    const token = await resetLinkFor("viewer@a.test");
    const res = await clientFor(ctx.app).post("/api/auth/reset-password", { token, newPassword: "short" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/too short/i);
    expect(await (await clientFor(ctx.app).get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: true });
  });
});
