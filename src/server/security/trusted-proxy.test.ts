import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { authAttempts, session } from "../db/schema";
import { twoOrganizations } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";
import { listen, reverseProxy, type Running } from "../test/http-servers";

// Real HTTP: the app on loopback, and a reverse proxy that reports the client address it was
// told to play (x-test-client) in X-Forwarded-For, like nginx's $proxy_add_x_forwarded_for.
const limits = { max: 3, windowSeconds: 600 };
const authLimits = {
  signInPerIp: limits,
  signInPerAccountIp: { max: 50, windowSeconds: 600 },
  signInPerAccount: { max: 50, windowSeconds: 600 },
  resetPerIp: limits,
  resetPerAccount: limits,
};

async function setUp(trustProxy: string | undefined) {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const ctx = await createTestContext({
    authLimits,
    env: trustProxy ? { TRUST_PROXY: trustProxy } : {},
    log: pino({ level: "info" }, sink),
  });
  await twoOrganizations(ctx);
  const server = await listen(ctx.app);
  const proxy = await reverseProxy(server.url, (h) => {
    const playing = String(h["x-test-client"]);
    const forwarded = h["x-forwarded-for"] ? `${h["x-forwarded-for"]}, ${playing}` : playing;
    return { ...h, "x-forwarded-for": forwarded, "x-forwarded-proto": "https" };
  });
  return { ctx, server, proxy, lines };
}

const failSignIn = (base: string, headers: Record<string, string>, n: number) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: JSON.stringify({ email: `nobody${n}@a.test`, password: "wrong-password-123" }),
  }).then((r) => r.status);

const signInThrough = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
    body: JSON.stringify({ email: "owner@a.test", password: "owner-a-password-123" }),
  }).then((r) => r.status);

const lastSessionIp = async (ctx: TestContext) =>
  (await ctx.deps.db.select().from(session).orderBy(desc(session.createdAt)).limit(1))[0].ipAddress;

describe("behind a trusted proxy (TRUST_PROXY=127.0.0.1)", () => {
  let s: { ctx: TestContext; server: Running; proxy: Running; lines: string[] };
  beforeAll(async () => (s = await setUp("127.0.0.1")));
  afterAll(async () => {
    await s.proxy.close();
    await s.server.close();
    await s.ctx.close();
  });

  it("rate limits each client address on its own: one attacker does not lock everyone out", async () => {
    const attacker = { "x-test-client": "203.0.113.66" };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await failSignIn(s.proxy.url, attacker, i));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(await failSignIn(s.proxy.url, { "x-test-client": "198.51.100.7" }, 9)).toBe(401);
    // An attacker cannot escape their bucket by sending their own X-Forwarded-For: the proxy appends the real address.
    expect(await failSignIn(s.proxy.url, { ...attacker, "x-forwarded-for": "192.0.2.1" }, 10)).toBe(429);
  });

  it("logs and keeps on the session the client's address, not the proxy's", async () => {
    expect(await signInThrough(s.proxy.url, { "x-test-client": "198.51.100.23" })).toBe(200);
    expect(await lastSessionIp(s.ctx)).toBe("198.51.100.23");
    const logged = s.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request" && l.path === "/api/auth/sign-in/email");
    expect(logged.at(-1).ip).toBe("198.51.100.23");
  });
});

describe("without TRUST_PROXY, spoofed forwarding headers are ignored", () => {
  let s: { ctx: TestContext; server: Running; proxy: Running; lines: string[] };
  beforeAll(async () => (s = await setUp(undefined)));
  afterAll(async () => {
    await s.proxy.close();
    await s.server.close();
    await s.ctx.close();
  });

  it("every request counts against the socket address, whatever X-Forwarded-For / Forwarded say", async () => {
    const spoofs: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.1" },
      { "x-forwarded-for": "203.0.113.2" },
      { forwarded: "for=203.0.113.3" },
      { "x-forwarded-for": "203.0.113.4", "x-real-ip": "203.0.113.4" },
    ];
    const statuses = [];
    for (const [i, headers] of spoofs.entries()) statuses.push(await failSignIn(s.server.url, headers, i));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("sessions and logs show the socket address, not the spoofed one", async () => {
    await s.ctx.deps.db.delete(authAttempts);
    expect(await signInThrough(s.server.url, { "x-forwarded-for": "203.0.113.99", "x-fundline-client-ip": "203.0.113.98" })).toBe(200);
    expect(await lastSessionIp(s.ctx)).toBe("127.0.0.1");
    const logged = s.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request" && l.path === "/api/auth/sign-in/email");
    expect(logged.at(-1).ip).toBe("127.0.0.1");
    expect(s.lines.join("")).not.toContain("203.0.113.99");
  });
});
