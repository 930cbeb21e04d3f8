import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { fileForm, pngBytes } from "../../security/resources";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";
import { createOrgCache } from "../../lib/org-cache";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** The same signed-in owner of org a, through a second server process (its own cache) on the same database. */
let other: Requester;

type Card = { id: string; name: string; stage: string; version: number; logoUrl: string | null; pocs: { name: string }[] };
const boardCards = async (r: Requester): Promise<Card[]> =>
  (await (await r.get("/api/v1/companies/board")).json()).columns.flatMap((c: { items: Card[] }) => c.items);
const listed = async (r: Requester): Promise<Card[]> => (await (await r.get("/api/v1/companies?sort=name")).json()).items;
const card = async (r: Requester, name: string) => (await boardCards(r)).find((c) => c.name === name);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.owner.cookie);
});
afterAll(() => ctx.close());

describe("cached pipeline responses", () => {
  it("follow every change at once, in this server and in another one", async () => {
    const poc = await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json();
    const made = await (await a.owner.post("/api/v1/companies", { name: "Cache Co", pocIds: [poc.id] })).json();
    // Both servers cache the board and the list now.
    for (const r of [a.owner, other]) {
      expect((await card(r, "Cache Co"))?.pocs).toEqual([{ id: poc.id, name: "Maya Chen" }]);
      expect((await listed(r)).map((c) => c.name)).toEqual(["Cache Co"]);
    }

    const moved = await (await a.owner.patch(`/api/v1/companies/${made.id}`, { stage: "Due Diligence", version: made.version })).json();
    for (const r of [a.owner, other]) expect(await card(r, "Cache Co")).toMatchObject({ stage: "Due Diligence", version: moved.version });

    expect((await other.patch(`/api/v1/pocs/${poc.id}`, { name: "Maya Chen-Li", version: poc.version })).status).toBe(200);
    for (const r of [a.owner, other]) expect((await listed(r))[0].pocs).toEqual([{ id: poc.id, name: "Maya Chen-Li" }]);

    const dan = await (await a.owner.post("/api/v1/pocs", { name: "Dan Okafor" })).json();
    const reordered = await a.owner.patch(`/api/v1/companies/${made.id}`, { pocIds: [poc.id, dan.id], version: moved.version });
    const twoPocs = [
      { id: poc.id, name: "Maya Chen-Li" },
      { id: dan.id, name: "Dan Okafor" },
    ];
    for (const r of [a.owner, other]) expect((await card(r, "Cache Co"))?.pocs).toEqual(twoPocs);
    const swapped = await a.owner.patch(`/api/v1/companies/${made.id}`, {
      pocIds: [dan.id, poc.id],
      version: (await reordered.json()).version,
    });
    for (const r of [a.owner, other]) expect((await card(r, "Cache Co"))?.pocs).toEqual([...twoPocs].reverse());
    expect((await a.owner.delete(`/api/v1/pocs/${dan.id}`)).status).toBe(204);
    for (const r of [a.owner, other]) expect((await card(r, "Cache Co"))?.pocs).toEqual([twoPocs[0]]);

    expect((await a.owner.patch(`/api/v1/companies/${made.id}`, { pocIds: [], version: (await swapped.json()).version })).status).toBe(200);
    for (const r of [a.owner, other]) expect((await card(r, "Cache Co"))?.pocs).toEqual([]);

    expect((await a.owner.put(`/api/v1/companies/${made.id}/logo`, { body: fileForm(pngBytes(), "logo.png", "image/png") })).status).toBe(
      200,
    );
    for (const r of [a.owner, other]) expect((await card(r, "Cache Co"))?.logoUrl).toMatch(/\/logo\?v=/);

    expect((await other.delete(`/api/v1/companies/${made.id}`)).status).toBe(204);
    for (const r of [a.owner, other]) {
      expect(await card(r, "Cache Co")).toBeUndefined();
      expect(await listed(r)).toEqual([]);
    }
  });

  it("never serves one organisation's entries to another", async () => {
    await a.owner.post("/api/v1/companies", { name: "Only In A" });
    expect((await listed(a.member)).map((c) => c.name)).toEqual(["Only In A"]);
    expect(await listed(b.member)).toEqual([]);
    expect(await boardCards(b.member)).toEqual([]);
  });
});

describe("createOrgCache", () => {
  it("computes once for requests that miss together, again after the version moves, and stays within its size", async () => {
    const cached = createOrgCache(ctx.deps.db, { follows: "pipeline", maxBytes: 100 });
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 20));
      return `"${"x".repeat(40)}${computed}"`;
    };
    const together = await Promise.all(Array.from({ length: 5 }, () => cached(a.id, "q1", compute)));
    expect(new Set(together).size).toBe(1);
    expect(computed).toBe(1);
    expect(await cached(a.id, "q1", compute)).toBe(together[0]);
    expect(computed).toBe(1);

    // One edit, then ten readers at once: one computation for all of them (no thundering herd).
    await ctx.deps.db.execute(sql`update company_analytics_cache set version = version + 1 where org_id = ${a.id}`);
    const afterEdit = await Promise.all(Array.from({ length: 10 }, () => cached(a.id, "q1", compute)));
    expect(new Set(afterEdit).size).toBe(1);
    expect(afterEdit[0]).not.toBe(together[0]);
    expect(computed).toBe(2);

    // 100 bytes hold two 43-byte entries: a third pushes out the least recently used (q1).
    await cached(a.id, "q2", compute);
    await cached(a.id, "q3", compute);
    expect(computed).toBe(4);
    await cached(a.id, "q3", compute);
    expect(computed).toBe(4);
    await cached(a.id, "q1", compute);
    expect(computed).toBe(5);
  });

  it("computes every time when its size is 0 (PIPELINE_CACHE_MB=0)", async () => {
    const off = createOrgCache(ctx.deps.db, { follows: "pipeline", maxBytes: 0 });
    let computed = 0;
    const compute = async () => `${++computed}`;
    expect([String(await off(a.id, "q", compute)), String(await off(a.id, "q", compute))]).toEqual(["1", "2"]);
  });
});
