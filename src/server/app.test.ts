import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "./test/fixtures";
import { clientFor, createTestContext, TEST_ORIGIN, type TestContext } from "./test/harness";
import { documentedRoutes } from "./test/openapi-routes";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const securityHeaders = (res: Response) => {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBeTruthy();
};

describe("health", () => {
  it("livez and readyz answer ok while the database is up", async () => {
    expect(await (await ctx.app.request("/livez")).json()).toEqual({ status: "ok" });
    expect((await ctx.app.request("/readyz")).status).toBe(200);
  });
});

describe("every /api/v1 route", () => {
  it("answers 401 without a session (routes read from the OpenAPI document)", async () => {
    const routes = (await documentedRoutes(ctx)).filter((r) => r.path.startsWith("/api/v1") && !r.public);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const res = await clientFor(ctx.app).request(
        route.method,
        route.concrete(a.ids.ownerMember),
        route.method === "GET" ? {} : { json: {} },
      );
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
      expect((await res.json()).error.code).toBe("unauthorized");
    }
  });

  it("answers 404 to another organisation's ids, exactly like a missing id", async () => {
    const routes = (await documentedRoutes(ctx)).filter((r) => r.path.includes("{id}") && r.method === "GET");
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const foreign = await b.owner.get(route.concrete(a.ids.ownerMember));
      const missing = await b.owner.get(route.concrete("00000000-0000-4000-8000-000000000000"));
      expect(foreign.status).toBe(404);
      expect(missing.status).toBe(404);
      expect((await foreign.json()).error.code).toBe("not_found");
    }
  });

  it("lists only the caller's organisation", async () => {
    const list = await (await b.member.get("/api/v1/members")).json();
    expect(list.items.map((m: { email: string }) => m.email).sort()).toEqual(["member@b.test", "owner@b.test", "viewer@b.test"]);
  });
});

describe("errors and headers", () => {
  it("malformed JSON is a 400 in the error shape, never a stack trace", async () => {
    const res = await a.owner.request("PATCH", "/api/v1/me", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBeTruthy();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("unknown fields and wrong types are refused with a clear message", async () => {
    const res = await a.owner.patch("/api/v1/me", { name: 42, __proto__: { admin: true }, extra: 1 });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBeTruthy();
  });

  it("ids that are not UUIDs get 400", async () => {
    expect((await a.owner.get("/api/v1/members/not-a-uuid")).status).toBe(400);
  });

  it("unknown API paths get a JSON 404 with security headers", async () => {
    const res = await a.owner.get("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    securityHeaders(res);
  });

  it("JSON API responses carry security headers and Cache-Control: no-store", async () => {
    const res = await a.owner.get("/api/v1/me");
    securityHeaders(res);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("writes with a foreign Origin are refused with 403 and change nothing", async () => {
    const res = await a.owner.patch("/api/v1/me", { name: "Hijacked" }, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await (await a.owner.get("/api/v1/me")).json()).user.name).toBe("Owner A");
  });
});

describe("JSON body limit", () => {
  const oversized = JSON.stringify({ name: "Too Big Co", oneLiner: "x".repeat(2 * 1024 * 1024) });
  const companyNames = async () =>
    ((await (await a.owner.get("/api/v1/companies?stage=all")).json()) as { items: { name: string }[] }).items.map((c) => c.name);

  it("refuses a JSON body over 2 MB with 413, whether its length is declared or streamed, and changes nothing", async () => {
    const declared = await a.owner.post("/api/v1/companies", undefined, {
      body: oversized,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(oversized)) },
    });
    // No content-length: the limit counts the bytes as they arrive.
    const streamed = await ctx.app.request(`${TEST_ORIGIN}/api/v1/companies`, {
      method: "POST",
      headers: { cookie: a.owner.cookie, "content-type": "application/json" },
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(oversized)), c.close()) }),
      duplex: "half",
    } as RequestInit);
    for (const res of [declared, streamed]) {
      expect(res.status).toBe(413);
      expect((await res.json()).error.message).toBe("Request body is too large");
    }
    expect(await companyNames()).not.toContain("Too Big Co");
  });
});

describe("OpenAPI", () => {
  it("documents the API and renders a docs page", async () => {
    const routes = await documentedRoutes(ctx);
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(["GET /api/v1/me", "POST /api/v1/setup", "POST /api/auth/sign-in/email"]));
    const docs = await ctx.app.request("/api/docs");
    expect(await docs.text()).toContain("/api/v1/members/{id}");
  });
});
