import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { defaultAuthLimits, type AuthLimits } from "../auth/rate-limit";
import { bootstrap } from "../bootstrap";
import { authAttempts } from "../db/schema";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { fixturePassword, twoOrganizations } from "../test/fixtures";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/harness";
import { listen, type Running } from "../test/http-servers";

// Real parallel requests over HTTP (on PostgreSQL in CI, several pool connections at once).
// The app trusts loopback as a proxy, so each request plays a client address in X-Forwarded-For.
let ctx: TestContext;
let server: Running;
let secondServer: Running;
let closeSecond: () => Promise<void>;

async function startSecondProcess(): Promise<{ server: Running; close: () => Promise<void> }> {
  // A second app instance with its own connection pool on the same database: what a second
  // server process is to the limits (on PGlite, one process by design, it shares the database).
  if (!process.env.DATABASE_URL) return { server: await listen(ctx.app), close: async () => {} };
  const deps = await bootstrap(
    loadEnv({ DATABASE_URL: ctx.deps.env.DATABASE_URL, DATA_DIR: ctx.dataDir, PUBLIC_URL: TEST_ORIGIN, TRUST_PROXY: "loopback" }),
    { log: createLogger("silent"), mailer: { send: async () => {} }, authLimits: defaultAuthLimits },
  );
  const running = await listen(createApp(deps));
  return {
    server: running,
    close: async () => {
      await running.close();
      await deps.changes.close();
      await deps.database.close();
    },
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ authLimits: defaultAuthLimits, env: { TRUST_PROXY: "loopback" } });
  await twoOrganizations(ctx);
  server = await listen(ctx.app);
  ({ server: secondServer, close: closeSecond } = await startSecondProcess());
});
afterAll(async () => {
  await closeSecond();
  await server.close();
  await ctx.close();
});
beforeEach(() => ctx.deps.db.delete(authAttempts));

const signIn = (email: string, password: string, from: string, base = server.url) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

const statuses = (results: { status: number }[]) =>
  results.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

describe("sign-in limits under parallel requests", () => {
  it("25 simultaneous guesses at one account from one address: 5 are checked, 20 refused", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        signIn("owner@a.test", `wrong-guess-${i}`, "203.0.113.10", i % 2 ? secondServer.url : server.url),
      ),
    );
    expect(statuses(results)).toEqual({ 401: defaultAuthLimits.signInPerAccountIp.max, 429: 20 });
  }, 60_000);

  it("a correct guess inside a burst is one of the 5 checked at most: never more passwords are tried", async () => {
    const guesses = Array.from({ length: 20 }, (_, i) => `wrong-guess-${i}`);
    guesses.splice(13, 0, fixturePassword("owner-a"));
    const results = await Promise.all(
      guesses.map((p, i) => signIn("owner@a.test", p, "203.0.113.11", i % 2 ? secondServer.url : server.url)),
    );
    const checked = results.filter((r) => r.status !== 429).length;
    expect(checked).toBeLessThanOrEqual(defaultAuthLimits.signInPerAccountIp.max);
    // A success in the middle does not open a new budget for the guesses still in flight.
    expect((await signIn("owner@a.test", "one-more-guess", "203.0.113.11")).status).toBe(429);
  }, 60_000);

  it("100 simultaneous guesses from one address over many accounts: 30 are checked", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(`nobody${i}@a.test`, "wrong-password", "203.0.113.12", i % 2 ? secondServer.url : server.url),
      ),
    );
    expect(statuses(results)).toEqual({ 401: defaultAuthLimits.signInPerIp.max, 429: 70 });
  }, 60_000);
});

describe("locking out the real user is not a weapon", () => {
  it("guesses from one address block that address only: the owner signs in from another", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("member@a.test", "wrong-guess", "198.51.100.1")).status).toBe(401);
    const blocked = await signIn("member@a.test", fixturePassword("member-a"), "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    expect((await signIn("member@a.test", fixturePassword("member-a"), "192.0.2.44")).status).toBe(200);
  }, 60_000);

  it("a distributed attack meets the account's ceiling: a clear message, and the reset path still works", async () => {
    const limits: AuthLimits = { ...defaultAuthLimits, signInPerAccount: { max: 12, windowSeconds: 900 } };
    const strict = await createTestContext({ authLimits: limits, env: { TRUST_PROXY: "loopback" } });
    const strictServer = await listen(strict.app);
    try {
      await twoOrganizations(strict);
      const attack = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn("viewer@b.test", "wrong-guess", `203.0.113.${100 + (i % 6)}`, strictServer.url)),
      );
      expect(attack.filter((r) => r.status === 401)).toHaveLength(12);
      const owner = await signIn("viewer@b.test", fixturePassword("viewer-b"), "192.0.2.55", strictServer.url);
      expect(owner.status).toBe(429);
      expect(owner.body.error.code).toBe("rate_limited");
      expect(owner.body.error.message).toMatch(/locked .* after many failed sign-ins .*reset your password/);
      const reset = await fetch(`${strictServer.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": "192.0.2.55" },
        body: JSON.stringify({ email: "viewer@b.test", redirectTo: "/update-password" }),
      });
      expect(reset.status).toBe(200);
      expect(strict.mails.some((m) => m.to === "viewer@b.test")).toBe(true);
    } finally {
      await strictServer.close();
      await strict.close();
    }
  }, 60_000);
});
