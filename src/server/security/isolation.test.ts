import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";
import { dataChecksum, idsOfOrganization, routeCatalog, sampleBody, sessionRoutes, type CatalogRoute } from "./catalog";
import { concretePath, createOneOfEach, hasPathParams, sampleUpload } from "./resources";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let routes: CatalogRoute[];
let idsOfA: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  idsOfA = await createOneOfEach(a);
  await createOneOfEach(b);
  routes = sessionRoutes(await routeCatalog(ctx));
});
afterAll(() => ctx.close());

const call = (route: CatalogRoute, path: string) =>
  b.owner.request(
    route.method,
    path,
    route.bodyType === "json"
      ? { json: sampleBody(route.bodySchema) }
      : route.bodyType === "multipart"
        ? { body: sampleUpload(route.path) }
        : {},
  );

// Lists whose query has a required parameter get a valid one.
const listQueries: Record<string, string> = {
  "/api/v1/companies/groups": "?groupBy=sector",
  // Every fixture ticket is called "Ticket …", so both organisations have a match (features/search counts every type).
  "/api/v1/search": "?q=ticket&limit=50",
};
// Backups are of the whole instance, not rows of an organisation (features/backup tests who may read them).
const instanceRoutes = new Set(["/api/v1/backups", "/api/v1/backups/{name}"]);

describe("tenant isolation matrix", () => {
  it("every route with an id answers 404 to another organisation's owner and changes nothing", async () => {
    const withIds = routes.filter((r) => hasPathParams(r.path));
    expect(withIds.length).toBeGreaterThanOrEqual(10);
    const before = await dataChecksum(ctx);
    const results: string[] = [];
    for (const route of withIds) {
      const res = await call(route, concretePath(route.path, idsOfA));
      results.push(`${route.method} ${route.path} → ${res.status}`);
      if (res.status === 404) expect((await res.json()).error.code).toBe("not_found");
    }
    expect(results.filter((r) => !r.endsWith("→ 404"))).toEqual([]);
    expect(await dataChecksum(ctx)).toBe(before);
  });

  it("every list answers only with the caller's organisation's rows", async () => {
    const lists = routes.filter((r) => r.method === "GET" && !hasPathParams(r.path) && !instanceRoutes.has(r.path));
    expect(lists.length).toBeGreaterThanOrEqual(6);
    const foreignIds = await idsOfOrganization(ctx, a.id);
    expect(foreignIds.length).toBeGreaterThan(10);
    for (const route of lists) {
      const res = await b.owner.get(route.path + (listQueries[route.path] ?? ""));
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 200 });
      const text = await res.text();
      expect(
        foreignIds.filter((id) => text.includes(id)),
        route.path,
      ).toEqual([]);
    }
  });

  it("the same requests by the owning organisation do reach the rows (the matrix is not vacuous)", async () => {
    const gets = routes.filter(
      (r) => r.method === "GET" && hasPathParams(r.path) && !r.path.endsWith("/avatar") && !instanceRoutes.has(r.path),
    );
    for (const route of gets) expect((await a.owner.get(concretePath(route.path, idsOfA))).status, route.path).toBe(200);
  });
});
