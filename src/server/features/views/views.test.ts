import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

type View = { id: string; name: string; version: number; shared: boolean; editable: boolean };
const save = async (who: OrgFixture["member"], body: Record<string, unknown>): Promise<View> => {
  const res = await who.post("/api/v1/views", { page: "pipeline", filters: {}, shared: false, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const names = async (who: OrgFixture["member"], page = "pipeline") =>
  ((await (await who.get(`/api/v1/views?page=${page}`)).json()).items as View[]).map((v) => v.name);

describe("saved views", () => {
  it("saves filters, sort, columns, grouping and mode; lists the caller's own and the shared ones", async () => {
    const v = await save(a.member, {
      name: "Strong fits",
      filters: { "cf.thesis_fit": "Strong", stage: "Reviewing" },
      sort: "-cf.check_size",
      columns: ["name", "cf.thesis_fit"],
      groupBy: "sector",
      viewMode: "table",
    });
    expect(v).toMatchObject({
      name: "Strong fits",
      shared: false,
      editable: true,
      filters: { "cf.thesis_fit": "Strong" },
      columns: ["name", "cf.thesis_fit"],
    });
    await save(a.owner, { name: "Owner private" });
    await save(a.owner, { name: "Team view", shared: true });
    await save(a.member, { name: "Network one", page: "network" });
    expect(await names(a.member)).toEqual(["Strong fits", "Team view"]);
    expect(await names(a.owner)).toEqual(["Owner private", "Team view"]);
    expect(await names(a.member, "network")).toEqual(["Network one"]);
    expect(await names(b.owner)).toEqual([]);
  });

  it("a shared view is changed by its author, owners and admins; someone else's private view is a 404", async () => {
    const shared = await save(a.member, { name: "Member shared", shared: true });
    const listed = ((await (await a.viewer.get("/api/v1/views?page=pipeline")).json()).items as View[]).find((v) => v.id === shared.id);
    expect(listed?.editable).toBe(false);
    const byOwner = await a.owner.patch(`/api/v1/views/${shared.id}`, { name: "Renamed by owner", version: shared.version });
    expect(byOwner.status).toBe(200);
    const ownerView = await save(a.owner, { name: "Owner shared", shared: true });
    expect((await a.member.patch(`/api/v1/views/${ownerView.id}`, { name: "Nope", version: 1 })).status).toBe(403);
    expect((await a.member.delete(`/api/v1/views/${ownerView.id}`)).status).toBe(403);
    const mine = await save(a.owner, { name: "Owner only" });
    expect((await a.member.patch(`/api/v1/views/${mine.id}`, { name: "x", version: 1 })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/views/${ownerView.id}`)).status).toBe(404);
    expect((await a.owner.patch(`/api/v1/views/${mine.id}`, { name: "Stale", version: 9 })).status).toBe(409);
    expect((await a.owner.delete(`/api/v1/views/${ownerView.id}`)).status).toBe(204);
    expect((await a.viewer.post("/api/v1/views", { page: "pipeline", name: "V", filters: {}, shared: false })).status).toBe(403);
  });

  it("refuses an unknown page, a blank name and a non-string filter", async () => {
    for (const body of [
      { page: "tickets", name: "X", shared: false },
      { page: "pipeline", name: " ", shared: false },
      { page: "pipeline", name: "X", shared: false, filters: { stage: 3 } },
    ])
      expect((await a.member.post("/api/v1/views", body)).status).toBe(400);
    expect((await a.member.get("/api/v1/views?page=tickets")).status).toBe(400);
  });

  it("a default view per user and page: own or shared, one per page, cleared with null or with the view", async () => {
    const own = await save(a.member, { name: "My default", page: "portfolio" });
    const team = await save(a.owner, { name: "Team portfolio", page: "portfolio", shared: true });
    const defaults = async (who: OrgFixture["member"]) =>
      ((await (await who.get("/api/v1/views?page=portfolio")).json()).items as (View & { isDefault: boolean })[])
        .filter((v) => v.isDefault)
        .map((v) => v.name);
    const put = (who: OrgFixture["member"], body: Record<string, unknown>) => who.request("PUT", "/api/v1/views/default", { json: body });

    expect(await defaults(a.member)).toEqual([]);
    expect((await put(a.member, { page: "portfolio", viewId: own.id })).status).toBe(200);
    expect(await defaults(a.member)).toEqual(["My default"]);
    // One per page: choosing the shared view replaces it; the owner's own default is untouched.
    expect((await put(a.member, { page: "portfolio", viewId: team.id })).status).toBe(200);
    expect(await defaults(a.member)).toEqual(["Team portfolio"]);
    expect(await defaults(a.owner)).toEqual([]);
    // Another page's view, someone else's private view, another organisation's: refused.
    const pipelineView = await save(a.member, { name: "Pipeline one" });
    expect((await put(a.member, { page: "portfolio", viewId: pipelineView.id })).status).toBe(400);
    const ownerPrivate = await save(a.owner, { name: "Owner private portfolio", page: "portfolio" });
    expect((await put(a.member, { page: "portfolio", viewId: ownerPrivate.id })).status).toBe(404);
    expect((await put(b.owner, { page: "portfolio", viewId: team.id })).status).toBe(404);
    expect((await put(a.member, { page: "portfolio", viewId: "nope" })).status).toBe(400);
    // Deleting the view removes it as a default; null clears it.
    expect((await a.owner.delete(`/api/v1/views/${team.id}`)).status).toBe(204);
    expect(await defaults(a.member)).toEqual([]);
    expect((await put(a.member, { page: "portfolio", viewId: own.id })).status).toBe(200);
    expect((await put(a.member, { page: "portfolio", viewId: null })).status).toBe(200);
    expect(await defaults(a.member)).toEqual([]);
  });
});
