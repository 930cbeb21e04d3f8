import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type Requester, type TestContext } from "../test/harness";
import { dataChecksum, routeCatalog, sampleBody, sessionRoutes, writeRoutes, type CatalogRoute } from "./catalog";
import { concretePath, createOneOfEach, sampleUpload } from "./resources";

let ctx: TestContext;
let a: OrgFixture;
let routes: CatalogRoute[];
let ids: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  ids = await createOneOfEach(a);
  routes = sessionRoutes(await routeCatalog(ctx));
});
afterAll(() => ctx.close());

// A viewer keeps their own profile and inbox (marking notifications read) and their own (read-only) personal API tokens.
const ownProfile = (r: CatalogRoute) => /^\/api\/v1\/(me|api-tokens|notifications)(\/|$)/.test(r.path);
const call = (who: Requester, route: CatalogRoute) =>
  who.request(
    route.method,
    concretePath(route.path, ids),
    route.bodyType === "json"
      ? { json: sampleBody(route.bodySchema) }
      : route.bodyType === "multipart"
        ? { body: sampleUpload(route.path) }
        : {},
  );

describe("roles", () => {
  it("a viewer gets 403 on every write route (except their own profile, inbox and tokens) and changes nothing", async () => {
    const writes = writeRoutes(routes).filter((r) => !ownProfile(r));
    expect(writes.length).toBeGreaterThanOrEqual(15);
    const before = await dataChecksum(ctx);
    for (const route of writes) expect((await call(a.viewer, route)).status, `${route.method} ${route.path}`).toBe(403);
    expect(await dataChecksum(ctx)).toBe(before);
  });

  it("a member gets 403 on every owner/admin route", async () => {
    const adminRoutes = routes.filter((r) => r.minRole === "admin");
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    const before = await dataChecksum(ctx);
    for (const route of adminRoutes) expect((await call(a.member, route)).status, `${route.method} ${route.path}`).toBe(403);
    expect(await dataChecksum(ctx)).toBe(before);
  });

  it("routes not marked for admins are open to members (so the marks are complete)", async () => {
    const memberWrites = writeRoutes(routes).filter((r) => !r.minRole);
    expect(memberWrites.length).toBeGreaterThan(0);
    for (const route of memberWrites) expect((await call(a.member, route)).status, `${route.method} ${route.path}`).not.toBe(403);
  });
});
