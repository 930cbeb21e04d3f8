import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** The same owner of org a through a second server process (its own caches) on the same database. */
let other: Requester;

type Listed = { id: string; name: string; pocName: string | null; lastMeeting: string | null; version: number };
const listed = async (r: Requester, query = ""): Promise<Listed[]> =>
  (await (await r.get(`/api/v1/people?limit=100${query}`)).json()).items;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.owner.cookie);
});
afterAll(() => ctx.close());

describe("cached people pages and searches", () => {
  it("follow every change at once, in this server and in another one", async () => {
    for (const r of [a.owner, other]) {
      expect(await listed(r)).toEqual([]);
      expect(await listed(r, "&q=martin")).toEqual([]);
    }
    const poc = await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json();
    const person = await (await other.post("/api/v1/people", { name: "Ana Martin", pocId: poc.id })).json();
    for (const r of [a.owner, other]) {
      expect((await listed(r)).map((p) => p.name)).toEqual(["Ana Martin"]);
      expect((await listed(r, "&q=martin")).map((p) => p.name)).toEqual(["Ana Martin"]);
    }

    const renamed = await a.owner.patch(`/api/v1/people/${person.id}`, { name: "Ana Martins", version: person.version });
    expect(renamed.status).toBe(200);
    for (const r of [a.owner, other]) expect((await listed(r, "&q=martin")).map((p) => p.name)).toEqual(["Ana Martins"]);

    expect((await other.post(`/api/v1/people/${person.id}/meetings`, { date: "2026-02-01", purpose: "Catch-up" })).status).toBe(201);
    for (const r of [a.owner, other]) expect((await listed(r))[0].lastMeeting).toBe("2026-02-01");

    expect((await other.patch(`/api/v1/pocs/${poc.id}`, { name: "Maya Chen-Li", version: poc.version })).status).toBe(200);
    for (const r of [a.owner, other]) expect((await listed(r))[0].pocName).toBe("Maya Chen-Li");

    expect((await a.owner.delete(`/api/v1/people/${person.id}`)).status).toBe(204);
    for (const r of [a.owner, other]) {
      expect(await listed(r)).toEqual([]);
      expect(await listed(r, "&q=martin")).toEqual([]);
    }
  });

  it("never serves one organisation's entries to another", async () => {
    await a.owner.post("/api/v1/people", { name: "Only In A" });
    expect((await listed(a.member)).map((p) => p.name)).toContain("Only In A");
    expect(await listed(b.member)).toEqual([]);
  });
});
