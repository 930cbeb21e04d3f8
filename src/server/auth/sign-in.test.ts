import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, fixturePassword } from "../test/fixtures";
import { clientFor, createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
const limits = {
  signInPerIp: { max: 1000, windowSeconds: 900 },
  signInPerAccountIp: { max: 3, windowSeconds: 900 },
  signInPerAccount: { max: 1000, windowSeconds: 900 },
  resetPerIp: { max: 1000, windowSeconds: 900 },
  resetPerAccount: { max: 2, windowSeconds: 900 },
};
beforeAll(async () => {
  ctx = await createTestContext({ authLimits: limits });
  await twoOrganizations(ctx);
});
afterAll(() => ctx.close());

const signInAs = (email: string, password: string, extra: object = {}) =>
  clientFor(ctx.app).post("/api/auth/sign-in/email", { email, password, ...extra });

describe("sign-in", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie and keeps the token out of the body", async () => {
    const res = await signInAs("owner@a.test", fixturePassword("owner-a"), { rememberMe: true });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/Secure/); // plain http in tests
    const body = await res.json();
    expect(body.token).toBeUndefined();
    expect(body.user.email).toBe("owner@a.test");
  });

  it("without Remember me the cookie lasts for the browser session only", async () => {
    const res = await signInAs("member@a.test", fixturePassword("member-a"), { rememberMe: false });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).not.toMatch(/Max-Age/);
    expect(cookie).not.toMatch(/Expires/);
  });

  it("a wrong password answers 401 with the service message in the error shape", async () => {
    const res = await signInAs("owner@b.test", "wrong-password");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "invalid_email_or_password", message: "Invalid email or password" } });
  });

  it("repeated failures on one account get 429 with Retry-After, even with the right password", async () => {
    for (let i = 0; i < 3; i++) expect((await signInAs("viewer@b.test", "nope-nope-nope")).status).toBe(401);
    const res = await signInAs("viewer@b.test", fixturePassword("viewer-b"));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error.code).toBe("rate_limited");
  });

  it("a success clears the account's failure count", async () => {
    for (let i = 0; i < 2; i++) await signInAs("member@b.test", "nope-nope-nope");
    expect((await signInAs("member@b.test", fixturePassword("member-b"))).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await signInAs("member@b.test", "nope-nope-nope")).status).toBe(401);
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await clientFor(ctx.app).post(
      "/api/auth/sign-in/email",
      { email: "owner@a.test", password: fixturePassword("owner-a") },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
  });

  it("sign-out ends the session", async () => {
    const res = await signInAs("owner@a.test", fixturePassword("owner-a"));
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const client = clientFor(ctx.app, cookie);
    expect((await client.get("/api/v1/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/v1/me")).status).toBe(401);
  });
});

describe("reset-link requests", () => {
  it("are limited per account with 429 + Retry-After, for unknown e-mails too (no enumeration)", async () => {
    for (const email of ["owner@b.test", "ghost@nowhere.test"]) {
      const ask = () => clientFor(ctx.app).post("/api/auth/request-password-reset", { email });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const res = await ask();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

describe("per-IP limit", () => {
  it("many failures from one address are refused across accounts", async () => {
    const strict = await createTestContext({ authLimits: { ...limits, signInPerIp: { max: 4, windowSeconds: 900 } } });
    try {
      const attempt = (n: number) =>
        clientFor(strict.app).post("/api/auth/sign-in/email", { email: `nobody${n}@x.test`, password: "whatever1" });
      for (let i = 0; i < 4; i++) expect((await attempt(i)).status).toBe(401);
      const res = await attempt(99);
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});
