import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createApp } from "../app";
import { bootstrap } from "../bootstrap";
import type { Deps } from "../deps";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { twoOrganizations, fixturePassword, type OrgFixture } from "../test/fixtures";
import { cookieFrom, createTestContext, TEST_ORIGIN, type TestContext } from "../test/harness";
import { listen, type Running } from "../test/http-servers";
import { setDisabled } from "./account-admin";
import { callerCacheOf, createCallerCache, type CachedCaller } from "./caller-cache";

const log = createLogger("silent");

describe("the caller cache", () => {
  const caller = (n: number): CachedCaller => ({
    sessionId: `s${n}`,
    userId: `u${n}`,
    memberId: `m${n}`,
    orgId: "o",
    role: "member",
    email: `${n}@x.test`,
    name: `N${n}`,
    expiresAt: new Date(10_000_000),
  });
  /** A cache on a fake LISTEN whose callbacks the test calls, with a clock it moves. */
  function fixture(readEpoch?: () => Promise<number>) {
    const clock = { now: 1_000_000 };
    const hooks: { payload?: (p: string) => void; reconnect?: () => void; lost?: () => void } = {};
    let up!: () => void;
    const ready = new Promise<void>((r) => (up = r));
    const database = {
      listen: async (_c: string, payload: (p: string) => void, reconnect?: () => void, lost?: () => void) => {
        Object.assign(hooks, { payload, reconnect, lost });
        await ready;
        return async () => {};
      },
    };
    const cache = createCallerCache(database, log, { ttlMs: 5000, now: () => clock.now, readEpoch });
    let loads = 0;
    const get = (n: number) => cache.lookup(`token-${n}`, async () => (loads++, caller(n)));
    return {
      cache,
      clock,
      hooks,
      get,
      loads: () => loads /** The LISTEN is up (a first lookup starts it). */,
      up: async () => {
        await cache.lookup("first", async () => null);
        up();
        await new Promise((r) => setTimeout(r, 0));
      },
    };
  }

  it("asks the database until the LISTEN is up, then keeps a caller for its lifetime only", async () => {
    const f = fixture();
    await f.get(1);
    await f.get(1);
    expect(f.loads()).toBe(2);
    await f.up();
    await f.get(1);
    await f.get(1);
    f.clock.now += 4999;
    await f.get(1);
    expect(f.loads()).toBe(3);
    f.clock.now += 2;
    await f.get(1);
    expect(f.loads()).toBe(4);
  });

  it("drops the entries a notification names, and everything when the connection is lost", async () => {
    const f = fixture();
    await f.up();
    for (const n of [1, 2, 3, 4]) await f.get(n);
    expect(f.cache.size()).toBe(4);
    f.hooks.payload!("session:s1");
    f.hooks.payload!("member:m2");
    f.hooks.payload!("user:u3");
    expect(f.cache.size()).toBe(1);
    f.hooks.lost!();
    expect(f.cache.size()).toBe(0);
    await f.get(4);
    expect(f.cache.size()).toBe(0); // not trusted while the notifications may be missed
    f.hooks.reconnect!();
    await f.get(4);
    expect(f.cache.size()).toBe(1);
  });

  it("does not store an answer read before an invalidation that landed meanwhile", async () => {
    const f = fixture();
    await f.up();
    let release!: () => void;
    const slow = f.cache.lookup("token-9", () => new Promise<CachedCaller>((r) => (release = () => r(caller(9)))));
    f.hooks.payload!("member:m9");
    release();
    await slow;
    expect(f.cache.size()).toBe(0);
  });

  it("with an epoch, trusts a hit only once every invalidation committed before it has been heard", async () => {
    let epoch = 7;
    const f = fixture(async () => epoch);
    await f.up();
    await f.get(1);
    await f.get(1);
    expect(f.loads()).toBe(1); // heard up to 7 when the LISTEN came up: the hit is trusted
    epoch = 8; // committed on another process; its NOTIFY has not arrived here yet
    await f.get(1);
    await f.get(1);
    expect(f.loads()).toBe(3); // not trusted: asked the database each time
    f.hooks.payload!("session:other:8");
    await f.get(1);
    await f.get(1);
    expect(f.loads()).toBe(3); // caught up: served from memory again
  });

  it("shares one epoch read between concurrent hits, and never one sent before a hit arrived", async () => {
    const pending: ((n: number) => void)[] = [];
    let held = false; // the read made when the LISTEN comes up answers at once
    const f = fixture(() => (held ? new Promise<number>((resolve) => pending.push(resolve)) : Promise.resolve(0)));
    await f.up();
    held = true;
    await f.get(1); // a miss: no read
    expect(pending).toHaveLength(0);
    const tick = () => new Promise((r) => setTimeout(r, 0));
    const hits = [f.get(1), f.get(1), f.get(1), f.get(1)];
    await tick();
    expect(pending).toHaveLength(1); // the first hit's read; the others arrived after it was sent
    pending.shift()!(0);
    await tick();
    expect(pending).toHaveLength(1); // one read for the three that waited
    pending.shift()!(0);
    await Promise.all(hits);
    expect(pending).toHaveLength(0);
    expect(f.loads()).toBe(1);
  });

  it("never keeps a caller past its session's end", async () => {
    const f = fixture();
    await f.up();
    const ending = { ...caller(5), expiresAt: new Date(f.clock.now + 1000) };
    await f.cache.lookup("t", async () => ending);
    f.clock.now += 1001;
    let loaded = false;
    await f.cache.lookup("t", async () => ((loaded = true), null));
    expect(loaded).toBe(true);
  });
});

// Two app instances, each with its own connection pool and LISTEN, on one PostgreSQL database:
// what two server processes are to the cache. (On PGlite, one process by design, B is A.)
describe("the next request after a change that ends or re-scopes a session", () => {
  let ctx: TestContext;
  let a: OrgFixture;
  let b: OrgFixture;
  let serverA: Running;
  let serverB: Running;
  let depsB: Deps;
  let closeB = async () => {};

  beforeAll(async () => {
    ctx = await createTestContext();
    ({ a, b } = await twoOrganizations(ctx));
    serverA = await listen(ctx.app);
    depsB = ctx.deps;
    serverB = serverA;
    if (process.env.DATABASE_URL) {
      depsB = await bootstrap(loadEnv({ DATABASE_URL: ctx.deps.env.DATABASE_URL, DATA_DIR: ctx.dataDir, PUBLIC_URL: TEST_ORIGIN }), {
        log,
        mailer: { send: async () => {} },
      });
      serverB = await listen(createApp(depsB));
      closeB = async () => {
        await serverB.close();
        await depsB.changes.close();
        await depsB.database.close();
      };
    }
  }, 120_000);
  afterAll(async () => {
    await closeB();
    await serverA.close();
    await ctx.close();
  });

  const call = (server: Running, cookie: string, method = "GET", path = "/api/v1/me", json?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, ...(json ? { "content-type": "application/json" } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${serverA.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    return cookieFrom(res);
  };
  /**
   * B has the session in its cache, so the next answer could come from memory. B keeps callers only
   * once its LISTEN is up and its epoch current, which on a loaded machine can take longer than a few
   * requests after it started: ask until it holds one (or give up after 10 s and fail).
   */
  const warmOnB = async (cookie: string) => {
    const deadline = Date.now() + 10_000;
    do {
      for (let i = 0; i < 3; i++) expect((await call(serverB, cookie)).status).toBe(200);
      if (callerCacheOf(depsB.db)!.size() > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    } while (Date.now() < deadline);
    expect(callerCacheOf(depsB.db)!.size()).toBeGreaterThan(0);
  };
  const memberRow = async (email: string) => {
    const list = (await (await call(serverA, a.owner.cookie, "GET", "/api/v1/members")).json()) as {
      items: { id: string; email: string; version: number }[];
    };
    const listB = (await (await call(serverA, b.owner.cookie, "GET", "/api/v1/members")).json()) as typeof list;
    return [...list.items, ...listB.items].find((m) => m.email === email)!;
  };

  it("with the session in memory, its token under another signature, or none, is still refused", async () => {
    const cookie = await signIn("owner@b.test", fixturePassword("owner-b"));
    await warmOnB(cookie);
    const [name, value] = cookie.split(";")[0].split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    const bytes = Buffer.from(signature, "base64");
    bytes[0] ^= 1;
    const forged = bytes.toString("base64");
    for (const altered of [`${token}.${forged}`, token, `${token}.`])
      expect((await call(serverB, `${name}=${encodeURIComponent(altered)}`)).status).toBe(401);
    expect((await call(serverB, cookie)).status).toBe(200);
  });

  it("a session signed out on A is refused on B", async () => {
    const cookie = await signIn("owner@b.test", fixturePassword("owner-b"));
    await warmOnB(cookie);
    expect((await call(serverA, cookie, "POST", "/api/auth/sign-out", {})).status).toBe(200);
    expect((await call(serverB, cookie)).status).toBe(401);
  });

  it("a member removed on A is refused on B", async () => {
    await warmOnB(a.member.cookie);
    const row = await memberRow("member@a.test");
    expect((await call(serverA, a.owner.cookie, "DELETE", `/api/v1/members/${row.id}`)).status).toBe(204);
    expect((await call(serverB, a.member.cookie)).status).toBe(401);
  });

  it("a role changed on A applies to the next request on B", async () => {
    await warmOnB(b.member.cookie);
    const row = await memberRow("member@b.test");
    const patch = await call(serverA, b.owner.cookie, "PATCH", `/api/v1/members/${row.id}`, { role: "viewer", version: row.version });
    expect(patch.status).toBe(200);
    expect(((await (await call(serverB, b.member.cookie)).json()) as { role: string }).role).toBe("viewer");
    const write = await call(serverB, b.member.cookie, "POST", "/api/v1/companies", { name: "Not allowed" });
    expect(write.status).toBe(403);
  });

  it("a user disabled by the operator CLI is refused on B", async () => {
    await warmOnB(a.viewer.cookie);
    await setDisabled(ctx.deps, "viewer@a.test", true);
    expect((await call(serverB, a.viewer.cookie)).status).toBe(401);
  });

  it("a session deleted by hand in SQL is refused on B (the table's trigger, whatever the path)", async () => {
    const cookie = await signIn("owner@a.test", fixturePassword("owner-a"));
    await warmOnB(cookie);
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    await ctx.deps.db.execute(sql`delete from session where token = ${token}`);
    expect((await call(serverB, cookie)).status).toBe(401);
  });
});
