import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { expectCursorChecked, inPairs, pagesWhileChanging, okPage } from "../../test/keyset-pages";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let fundOne = "";
let fundTwo = "";
let foreignFund = "";
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  [fundOne, fundTwo] = (await (await a.owner.get("/api/v1/funds")).json()).items.map((f: { id: string }) => f.id);
  foreignFund = (await (await b.owner.get("/api/v1/funds")).json()).items[0].id;
});
afterAll(() => ctx.close());

const entriesFor = (entityId: string) => ctx.deps.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));

describe("limited partners", () => {
  it("adds LPs per fund, lists them by name and totals the commitments per fund", async () => {
    const res = await a.member.post("/api/v1/lps", {
      fundId: fundOne,
      entityName: "  Zephyr Pension ",
      email: "ir@zephyr.example",
      phone: "+1 415 555 0100",
      commitmentUsd: 2_500_000,
    });
    expect(res.status).toBe(201);
    const zephyr = await res.json();
    expect(zephyr).toMatchObject({ entityName: "Zephyr Pension", fundId: fundOne, commitmentUsd: 2_500_000, version: 1 });
    await a.member.post("/api/v1/lps", { fundId: fundOne, entityName: "Acme Endowment", commitmentUsd: 1_000_000 });
    await a.member.post("/api/v1/lps", { fundId: fundOne, entityName: "No Commitment Trust" });
    await a.member.post("/api/v1/lps", { fundId: fundTwo, entityName: "Second Fund LP", commitmentUsd: 700 });

    const list = await (await a.viewer.get(`/api/v1/lps?fundId=${fundOne}`)).json();
    expect(list.items.map((l: { entityName: string }) => l.entityName)).toEqual([
      "Acme Endowment",
      "No Commitment Trust",
      "Zephyr Pension",
    ]);
    expect(list.items[1]).toMatchObject({ email: null, phone: null, commitmentUsd: null });
    expect(list.total).toBe(3);

    const totals = (await (await a.viewer.get("/api/v1/lps/totals")).json()).items;
    expect(totals).toEqual(
      expect.arrayContaining([
        { fundId: fundOne, count: 3, commitmentUsd: 3_500_000 },
        { fundId: fundTwo, count: 1, commitmentUsd: 700 },
      ]),
    );
    expect(await entriesFor(zephyr.id)).toHaveLength(1);
  });

  it("pages by cursor in name order", async () => {
    const first = await (await a.owner.get(`/api/v1/lps?fundId=${fundOne}&limit=2`)).json();
    expect(first.items).toHaveLength(2);
    const second = await (await a.owner.get(`/api/v1/lps?fundId=${fundOne}&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((l: { entityName: string }) => l.entityName)).toEqual(["Zephyr Pension"]);
    expect(second.nextCursor).toBeNull();
  });

  it("edits with the version seen (stale is 409), records the change, deletes", async () => {
    const lp = await (await a.owner.post("/api/v1/lps", { fundId: fundOne, entityName: "Edit Me LP", commitmentUsd: 100 })).json();
    const edited = await a.member.patch(`/api/v1/lps/${lp.id}`, { commitmentUsd: 150, fundId: fundTwo, version: 1 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ commitmentUsd: 150, fundId: fundTwo, version: 2 });
    const stale = await a.member.patch(`/api/v1/lps/${lp.id}`, { commitmentUsd: 999, version: 1 });
    expect(stale.status).toBe(409);
    expect((await (await a.owner.get(`/api/v1/lps/${lp.id}`)).json()).commitmentUsd).toBe(150);
    const [, updated] = await entriesFor(lp.id);
    expect(updated.changes).toMatchObject({ commitmentUsd: { from: 100, to: 150 } });
    expect((await a.member.delete(`/api/v1/lps/${lp.id}`)).status).toBe(204);
    expect((await a.owner.get(`/api/v1/lps/${lp.id}`)).status).toBe(404);
    expect((await entriesFor(lp.id)).map((e) => e.action)).toEqual(["created", "updated", "deleted"]);
  });

  it("refuses bad input with a 400 and a clear message", async () => {
    const cases: [object, RegExp][] = [
      [{ fundId: fundOne, entityName: "  " }, /Entity Name is required/],
      [{ fundId: fundOne }, /Entity Name is required/],
      [{ entityName: "No fund" }, /fund/i],
      [{ fundId: fundOne, entityName: "X", email: "nope" }, /valid email/],
      [{ fundId: fundOne, entityName: "X", commitmentUsd: -1 }, /cannot be negative/],
      [{ fundId: fundOne, entityName: "X", commitmentUsd: 10.5 }, /whole dollars/],
      [{ fundId: fundOne, entityName: "X", orgId: b.id }, /unrecognized|orgId/i],
      [{ fundId: foreignFund, entityName: "X" }, /fund is not one of your organisation's/],
    ];
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/lps", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await a.owner.get("/api/v1/lps?fundId=not-a-uuid")).status).toBe(400);
  });

  it("is scoped: another organisation's LP is a 404 and never listed; viewers cannot write", async () => {
    const lp = await (await a.owner.post("/api/v1/lps", { fundId: fundOne, entityName: "Private LP" })).json();
    expect((await b.owner.get(`/api/v1/lps/${lp.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/lps/${lp.id}`, { entityName: "Stolen", version: 1 })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/lps/${lp.id}`)).status).toBe(404);
    expect((await (await b.owner.get(`/api/v1/lps?fundId=${fundOne}`)).json()).total).toBe(0);
    expect((await (await b.owner.get("/api/v1/lps/totals")).json()).items).toEqual([]);
    expect((await a.viewer.post("/api/v1/lps", { fundId: fundOne, entityName: "Viewer LP" })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/lps/${lp.id}`)).status).toBe(403);
  });

  it("a fund with LPs cannot be deleted", async () => {
    const res = await a.owner.delete(`/api/v1/funds/${fundOne}`);
    expect(res.status).toBe(409);
    const rows = await ctx.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, fundOne), eq(activityLog.action, "deleted")));
    expect(rows).toHaveLength(0);
  });
});

describe("limited partners: pages while the list changes", () => {
  const list = (cursor?: string) => a.viewer.get(`/api/v1/lps?q=Pager&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);

  it("pages after the last row shown, though it was renamed or deleted; garbage cursors are a 400, bare ids still page", async () => {
    const ids: string[] = [];
    for (const n of "ABCDEFG")
      ids.push((await (await a.member.post("/api/v1/lps", { fundId: fundOne, entityName: `Pager ${n}` })).json()).id);
    const rename = async (id: string) => {
      const { version } = await (await a.owner.get(`/api/v1/lps/${id}`)).json();
      expect((await a.member.patch(`/api/v1/lps/${id}`, { entityName: "Pager 0", version })).status).toBe(200);
    };
    const remove = async (id: string) => expect((await a.member.delete(`/api/v1/lps/${id}`)).status).toBe(204);
    const page = okPage(list);
    expect(await pagesWhileChanging(page, { rename, remove })).toEqual(inPairs(ids));
    // "Pager D" is gone: the page after "Pager C" starts at "Pager E".
    await expectCursorChecked(list, ids[2], ids[4]);
    for (const id of ids.filter((id) => id !== ids[3])) await remove(id);
  });
});
