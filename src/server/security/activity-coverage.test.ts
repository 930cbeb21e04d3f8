import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { activityLog, members } from "../db/schema";
import { startFakeEnrichmentServer } from "../test/enrichment-server";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";
import { routeCatalog, sampleBody, sessionRoutes, writeRoutes } from "./catalog";
import { concretePath, createOneOfEach, fileForm, pngBytes, sampleUpload } from "./resources";

/**
 * Writes that deliberately leave no entry, with the reason. Everything else in the API
 * document must record what it changed (a new write route fails here until it calls recordChange).
 */
const notRecorded: Record<string, string> = {
  "PATCH /api/v1/me/preferences": "personal view settings (table or board, grouping): nobody else's data, no one else sees them",
};

let ctx: TestContext;
let a: OrgFixture;
// Enrichment refreshes write only when a provider is configured: a local fake one answers here.
let enrichment: Awaited<ReturnType<typeof startFakeEnrichmentServer>>;
beforeAll(async () => {
  enrichment = await startFakeEnrichmentServer();
  ctx = await createTestContext({ env: enrichment.env });
  ({ a } = await twoOrganizations(ctx));
});
afterAll(async () => {
  await ctx.close();
  await enrichment.close();
});

/** A body that names another record (e.g. comments' companyId) points at the fixture's. */
const withFixtureRefs = (body: Record<string, unknown>, ids: Record<string, string>) => {
  const out = { ...body };
  if ("companyId" in out) out.companyId = ids.companies;
  if ("fundId" in out) out.fundId = ids.funds;
  if ("subboardId" in out) out.subboardId = ids.subboards;
  if ("pocId" in out) out.pocId = ids.pocs;
  return out;
};

const entries = async () => (await ctx.deps.db.select({ n: count() }).from(activityLog).where(eq(activityLog.orgId, a.id)))[0].n;

describe("activity coverage", () => {
  it("every documented write route records an activity entry", async () => {
    const writes = writeRoutes(sessionRoutes(await routeCatalog(ctx)))
      .filter((r) => !notRecorded[`${r.method} ${r.path}`])
      // Removing the member goes last: the fixtures need one.
      .sort(
        (x, y) =>
          Number(x.path === "/api/v1/members/{id}" && x.method === "DELETE") -
          Number(y.path === "/api/v1/members/{id}" && y.method === "DELETE"),
      );
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const missing: string[] = [];
    for (const route of writes) {
      const ids = await createOneOfEach(a);
      if (route.method === "DELETE" && route.path === "/api/v1/me/avatar")
        await a.owner.put("/api/v1/me/avatar", { body: fileForm(pngBytes(), "me.png", "image/png") });
      const before = await entries();
      const res = await a.owner.request(
        route.method,
        concretePath(route.path, ids),
        route.bodyType === "json"
          ? { json: withFixtureRefs(sampleBody(route.bodySchema), ids) }
          : route.bodyType === "multipart"
            ? { body: sampleUpload(route.path) }
            : {},
      );
      const label = `${route.method} ${route.path} → ${res.status}`;
      if (res.status >= 300) missing.push(`${label} (route not covered: the call failed, extend this test's set-up)`);
      else if ((await entries()) <= before) missing.push(`${label} wrote no activity entry`);
      // The role change made the fixture member a viewer; the next set-up needs a member again.
      if (route.method === "PATCH" && route.path === "/api/v1/members/{id}")
        await ctx.deps.db.update(members).set({ role: "member" }).where(eq(members.id, ids.members));
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
