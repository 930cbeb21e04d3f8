import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verification } from "../db/schema";
import { fixturePassword, twoOrganizations, type OrgFixture } from "../test/fixtures";
import { clientFor, createTestContext, signIn, type TestContext } from "../test/harness";
import { userCommand } from "./user";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe("npx fundline user reset-link", () => {
  it("prints a one-time link with the rules of e-mailed links: hashed at rest, one hour, works once, ends other sessions", async () => {
    const link = (await userCommand(ctx.deps, ["reset-link", "--email", "Member@A.test"])) as { url: string; expiresAt: string };
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/update-password\?token=/);
    const token = tokenOf(link.url);
    expect(Math.abs(new Date(link.expiresAt).getTime() - Date.now() - 3600_000)).toBeLessThan(60_000);
    const stored = await ctx.deps.db.select().from(verification);
    expect(stored.some((v) => v.identifier.includes(token))).toBe(false);

    const anon = clientFor(ctx.app);
    expect(await (await anon.get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: true });
    expect((await anon.post("/api/auth/reset-password", { token, newPassword: "fresh-cli-password" })).status).toBe(200);
    expect((await a.member.get("/api/v1/me")).status).toBe(401);
    expect((await anon.post("/api/auth/reset-password", { token, newPassword: "second-try-password" })).status).toBe(400);
    expect(await (await anon.get(`/api/v1/public/password-reset/${token}`)).json()).toEqual({ valid: false });
    a.member = await signIn(ctx, "member@a.test", "fresh-cli-password");
  });

  it("names an unknown e-mail and a bad command clearly", async () => {
    await expect(userCommand(ctx.deps, ["reset-link", "--email", "ghost@a.test"])).rejects.toThrow("No user with e-mail ghost@a.test");
    await expect(userCommand(ctx.deps, ["frobnicate", "--email", "owner@a.test"])).rejects.toThrow(/usage: user reset-link/);
    await expect(userCommand(ctx.deps, ["set-role", "--email", "owner@a.test", "--role", "emperor"])).rejects.toThrow();
  });
});

describe("npx fundline user set-role", () => {
  it("keeps one owner, and lets the operator promote someone so the old owner can step down", async () => {
    await expect(userCommand(ctx.deps, ["set-role", "--email", "owner@a.test", "--role", "viewer"])).rejects.toThrow(/last owner/);
    expect(await userCommand(ctx.deps, ["set-role", "--email", "member@a.test", "--role", "owner"])).toMatchObject({ role: "owner" });
    expect((await (await a.member.get("/api/v1/me")).json()).role).toBe("owner");
    await userCommand(ctx.deps, ["set-role", "--email", "owner@a.test", "--role", "viewer"]);
    expect((await a.owner.post("/api/v1/pocs", { name: "Refused" })).status).toBe(403);
  });
});

describe("npx fundline user disable", () => {
  it("ends the user's sessions at once and refuses sign-in; enable undoes it", async () => {
    expect((await a.viewer.get("/api/v1/me")).status).toBe(200);
    await userCommand(ctx.deps, ["disable", "--email", "viewer@a.test"]);
    expect((await a.viewer.get("/api/v1/me")).status).toBe(401);
    const attempt = await clientFor(ctx.app).post("/api/auth/sign-in/email", {
      email: "viewer@a.test",
      password: fixturePassword("viewer-a"),
    });
    expect(attempt.status).toBe(403);
    expect((await attempt.json()).error.message).toBe("This account is disabled. Ask your administrator.");
    expect(attempt.headers.getSetCookie().join("")).not.toContain("session_token=");
    // A wrong password tells nothing about the account.
    const wrong = await clientFor(ctx.app).post("/api/auth/sign-in/email", { email: "viewer@a.test", password: "not-the-password" });
    expect(wrong.status).toBe(401);

    await userCommand(ctx.deps, ["enable", "--email", "viewer@a.test"]);
    const back = await signIn(ctx, "viewer@a.test", fixturePassword("viewer-a"));
    expect((await back.get("/api/v1/me")).status).toBe(200);
  });
});

describe("sign-in page flag", () => {
  it("GET /api/v1/setup says whether mail reaches users (SMTP, or the local dev outbox)", async () => {
    const cases: [Record<string, string>, boolean][] = [
      [{ PUBLIC_URL: "https://fund.example" }, false],
      [{ PUBLIC_URL: "https://fund.example", SMTP_URL: "smtp://127.0.0.1:2525" }, true],
      [{}, true],
    ];
    for (const [env, mailConfigured] of cases) {
      const c = await createTestContext({ env });
      try {
        expect(await (await clientFor(c.app).get("/api/v1/setup")).json()).toEqual({ needsSetup: true, mailConfigured });
      } finally {
        await c.close();
      }
    }
  });
});

describe("the real CLI", () => {
  it("org create, then user reset-link prints the link as JSON on stdout", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "fundline-cli-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: "https://fund.example", LOG_LEVEL: "silent" };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/fundline.ts", ...args], { env, encoding: "utf8" });
    try {
      const org = cli("org", "create", "--name", "Cli Capital", "--admin-email", "ops@cli.test", "--admin-password", "ops-password-123");
      expect(org.status, org.stderr).toBe(0);
      const link = cli("user", "reset-link", "--email", "ops@cli.test");
      expect(link.status, link.stderr).toBe(0);
      expect(JSON.parse(link.stdout).url).toMatch(/^https:\/\/fund\.example\/update-password\?token=[\w-]{32}$/);
      const missing = cli("user", "disable", "--email", "nobody@cli.test");
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain("No user with e-mail nobody@cli.test");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
