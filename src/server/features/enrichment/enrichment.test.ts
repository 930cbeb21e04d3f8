import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { activityLog, enrichmentCache } from "../../db/schema";
import { startFakeEnrichmentServer } from "../../test/enrichment-server";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { domainOf } from "./enrichment.service";

let fake: Awaited<ReturnType<typeof startFakeEnrichmentServer>>;
let ctx: TestContext;
let plain: TestContext;
let a: OrgFixture;
let b: OrgFixture;

beforeAll(async () => {
  fake = await startFakeEnrichmentServer("enrich-key");
  ctx = await createTestContext({ env: fake.env });
  ({ a, b } = await twoOrganizations(ctx));
  plain = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
  await fake.close();
});

const addCompany = async (name: string, website?: string, who = a.owner) => {
  const res = await who.post("/api/v1/companies", { name, ...(website ? { website } : {}) });
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
};
const enrichment = (id: string, who = a.member) => who.get(`/api/v1/companies/${id}/enrichment`);
const refresh = (id: string, who = a.member) => who.post(`/api/v1/companies/${id}/enrichment/refresh`, {});
const lookups = (domain: string) => fake.requests.filter((r) => (r.body as { company_domain?: string })?.company_domain === domain).length;
const refreshEntries = async (companyId: string) =>
  ctx.deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, "enrichment"), eq(activityLog.entityId, companyId)));

describe("company enrichment", () => {
  it("looks the website's domain up once, caches it with the fetch time, and maps the data", async () => {
    const id = await addCompany("Kestrel Health", "https://www.kestrel.health/about");
    const res = await enrichment(id, a.viewer);
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first).toMatchObject({
      status: "ok",
      domain: "kestrel.health",
      data: {
        legalName: "Kestrel Health, Inc.",
        headcount: { current: 84 },
        funding: { total: 18_500_000 },
        webTraffic: { current: 42_000 },
      },
    });
    expect(first.data.news).toHaveLength(5);
    expect(Date.parse(first.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(fake.requests.at(-1)?.authorization).toBe("Bearer enrich-key");
    const again = await (await enrichment(id)).json();
    expect(again).toEqual(first);
    expect(lookups("kestrel.health")).toBe(1);
    // A GET that fills the cache is not recorded as anyone's change.
    expect(await refreshEntries(id)).toHaveLength(0);
  });

  it("refresh looks the company up again, replaces the cache and records the refresh", async () => {
    const id = await addCompany("Refresh Co", "refresh.example");
    const first = await (await enrichment(id)).json();
    const res = await refresh(id);
    expect(res.status).toBe(200);
    const refreshed = await res.json();
    expect(refreshed.status).toBe("ok");
    expect(Date.parse(refreshed.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt));
    expect(lookups("refresh.example")).toBe(2);
    const [row] = await ctx.deps.db.select().from(enrichmentCache).where(eq(enrichmentCache.companyId, id));
    expect(row.version).toBe(2);
    const entries = await refreshEntries(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "updated", entityLabel: "Refresh Co", parentType: "company", parentId: id, orgId: a.id });
  });

  it("answers not_found for the provider's 404 and error with the text for a 500 or malformed JSON", async () => {
    const missing = await addCompany("Ghost Co", "unknown-ghost.example");
    expect(await (await enrichment(missing)).json()).toMatchObject({ status: "not_found", domain: "unknown-ghost.example" });
    const broken = await addCompany("Broken Co", "broken.example");
    expect(await (await enrichment(broken)).json()).toMatchObject({
      status: "error",
      error: "The enrichment service answered 500 Internal Server Error.",
    });
    const garbled = await addCompany("Garbled Co", "garbled.example");
    expect(await (await enrichment(garbled)).json()).toMatchObject({
      status: "error",
      error: "The enrichment service sent a response that is not valid JSON.",
    });
  });

  it("says no_domain without a website, without calling the provider", async () => {
    const before = fake.requests.length;
    const id = await addCompany("No Site Co");
    expect(await (await enrichment(id)).json()).toEqual({ status: "no_domain" });
    expect(fake.requests.length).toBe(before);
  });

  it("looks up again when the website changed", async () => {
    const id = await addCompany("Moving Co", "old-moving.example");
    await enrichment(id);
    const company = await (await a.owner.get(`/api/v1/companies/${id}`)).json();
    const patched = await a.owner.patch(`/api/v1/companies/${id}`, { website: "new-moving.example", version: company.version });
    expect(patched.status).toBe(200);
    expect(await (await enrichment(id)).json()).toMatchObject({ status: "ok", domain: "new-moving.example" });
  });

  it("refuses viewers a refresh (403) and hides other organisations' companies (404)", async () => {
    const id = await addCompany("Private Co", "private.example");
    expect((await refresh(id, a.viewer)).status).toBe(403);
    expect((await enrichment(id, b.owner)).status).toBe(404);
    expect((await refresh(id, b.owner)).status).toBe(404);
    expect((await enrichment("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await enrichment("not-a-uuid")).status).toBe(400);
    expect(await refreshEntries(id)).toHaveLength(0);
  });
});

describe("company enrichment without an API key", () => {
  it("answers not_configured for a view and a refresh, records nothing", async () => {
    const { a: pa } = await twoOrganizations(plain);
    const id = (await (await pa.owner.post("/api/v1/companies", { name: "Unkeyed Co", website: "kestrel.health" })).json()).id;
    const res = await pa.member.get(`/api/v1/companies/${id}/enrichment`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "not_configured" });
    const r = await pa.member.post(`/api/v1/companies/${id}/enrichment/refresh`, {});
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: "not_configured" });
    const entries = await plain.deps.db.select().from(activityLog).where(eq(activityLog.entityType, "enrichment"));
    expect(entries).toHaveLength(0);
  });
});

describe("domainOf", () => {
  it("takes the host name of a website, without www", () => {
    expect(domainOf("https://www.Kestrel.health/about?x=1")).toBe("kestrel.health");
    expect(domainOf("kestrel.health")).toBe("kestrel.health");
    expect(domainOf("  http://sub.example.co.uk ")).toBe("sub.example.co.uk");
    expect(domainOf("localhost")).toBeNull();
    expect(domainOf("")).toBeNull();
    expect(domainOf(null)).toBeNull();
  });
});
