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
  "PUT /api/v1/views/default": "the member's own default view of a page: a personal setting like the preferences, nobody else's data",
  "PATCH /api/v1/me/notification-settings": "personal notification preferences: nobody else's data, no one else sees them",
  "PUT /api/v1/me/capture-settings": "a member's own privacy choice for what they capture: no record of the organisation changes",
  "POST /api/v1/notifications/{id}/read": "the member's own inbox state; the member's streams hear it (lib/notify.ts), nobody else's data",
  "POST /api/v1/imports": "keeps the uploaded file for the wizard; the organisation's records change only at commit, which records them",
  "POST /api/v1/imports/{id}/dry-run": "a report of what a commit would do; it changes no record",
  "POST /api/v1/notifications/read-all": "the member's own inbox state; the member's streams hear it (lib/notify.ts), nobody else's data",
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
  // A list of rules must name one (the sample body's arrays are empty).
  if ("rules" in out) out.rules = [{ kind: "contact_no_meeting", days: 30 }];
  return out;
};

/** An upload for a multipart route; a captured e-mail is dropped on the fixture person (else nothing matches it). */
const uploadFor = (path: string, ids: Record<string, string>) => {
  const form = sampleUpload(path);
  if (path === "/api/v1/interactions/import") form.append("personId", ids.people);
  return form;
};

/** An import's commit runs as a job: wait until it has finished (or failed). */
async function importSettled(id: string) {
  for (let i = 0; i < 200; i++) {
    const { status } = (await (await a.owner.request("GET", `/api/v1/imports/${id}`)).json()) as { status: string };
    if (status !== "running" && status !== "uploaded") return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

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
      // Undo needs a committed import (the fixture's has had its dry run only).
      if (route.path === "/api/v1/imports/{id}/undo") {
        await a.owner.request("POST", `/api/v1/imports/${ids.imports}/commit`);
        expect(await importSettled(ids.imports)).toBe("done");
      }
      const before = await entries();
      const res = await a.owner.request(
        route.method,
        concretePath(route.path, ids),
        route.bodyType === "json"
          ? { json: withFixtureRefs(sampleBody(route.bodySchema), ids) }
          : route.bodyType === "multipart"
            ? { body: uploadFor(route.path, ids) }
            : {},
      );
      if (route.path === "/api/v1/imports/{id}/commit" && res.status === 202) await importSettled(ids.imports);
      const label = `${route.method} ${route.path} → ${res.status}`;
      if (res.status >= 300) missing.push(`${label} (route not covered: the call failed, extend this test's set-up)`);
      else if ((await entries()) <= before) missing.push(`${label} wrote no activity entry`);
      // The role change made the fixture member a viewer; the next set-up needs a member again.
      if (route.method === "PATCH" && route.path === "/api/v1/members/{id}")
        await ctx.deps.db.update(members).set({ role: "member" }).where(eq(members.id, ids.members));
    }
    expect(missing).toEqual([]);
    // One fixture set per write route: the time grows with the routes (fields and views added eight).
  }, 240_000);
});
