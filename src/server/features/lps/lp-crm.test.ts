import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { expectCursorChecked, inPairs, pagesWhileChanging } from "../../test/keyset-pages";

type Subboard = { id: string; name: string; color: string; version: number };
type Board = { id: string; name: string; version: number; subboards: Subboard[] };

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let board: Board;
let foreign: Board;
let poc = "";
let foreignPoc = "";
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  board = await (await a.member.post("/api/v1/lp-boards", { name: "Fund III raise" })).json();
  foreign = await (await b.owner.post("/api/v1/lp-boards", { name: "Beta raise" })).json();
  poc = (await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json()).id;
  foreignPoc = (await (await b.owner.post("/api/v1/pocs", { name: "Beta POC" })).json()).id;
});
afterAll(() => ctx.close());

const addRow = async (org: OrgFixture, body: object) => {
  const res = await org.member.post("/api/v1/lp-crm-rows", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const rowsOf = async (boardId: string, q = "") =>
  (await (await a.viewer.get(`/api/v1/lp-crm-rows?boardId=${boardId}${q ? `&q=${q}` : ""}`)).json()).items;

describe("LP CRM boards and subboards", () => {
  it("a new board has Stage A, Stage B and Stage C with their colours, and is listed", async () => {
    expect(board.name).toBe("Fund III raise");
    expect(board.subboards.map((s) => [s.name, s.color])).toEqual([
      ["Stage A", "#FCA5A5"],
      ["Stage B", "#93C5FD"],
      ["Stage C", "#6EE7B7"],
    ]);
    const list = await (await a.viewer.get("/api/v1/lp-boards")).json();
    expect(list.items.map((x: Board) => x.id)).toEqual([board.id]);
    expect(await (await a.viewer.get(`/api/v1/lp-boards/${board.id}`)).json()).toEqual(board);
  });

  it("renames a board (blank refused, stale version 409)", async () => {
    const res = await a.member.patch(`/api/v1/lp-boards/${board.id}`, { name: "Fund III close", version: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Fund III close", version: 2 });
    expect((await a.member.patch(`/api/v1/lp-boards/${board.id}`, { name: "Old", version: 1 })).status).toBe(409);
    const blank = await a.member.patch(`/api/v1/lp-boards/${board.id}`, { name: "   ", version: 2 });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toMatch(/Board name is required/);
    expect((await a.member.post("/api/v1/lp-boards", { name: "" })).status).toBe(400);
  });

  it("adds a subboard at the end (default colour #ffffff), renames and recolours it, deletes it", async () => {
    const res = await a.member.post(`/api/v1/lp-boards/${board.id}/subboards`, { name: "Closed" });
    expect(res.status).toBe(201);
    const closed = await res.json();
    expect(closed).toMatchObject({ name: "Closed", color: "#ffffff", position: 4, version: 1 });
    const path = `/api/v1/lp-boards/${board.id}/subboards/${closed.id}`;
    const edited = await a.member.patch(path, { name: "Closed won", color: "#A7F3D0", version: 1 });
    expect(await edited.json()).toMatchObject({ name: "Closed won", color: "#A7F3D0", version: 2 });
    expect((await a.member.patch(path, { color: "red", version: 2 })).status).toBe(400);
    expect((await a.member.patch(path, { name: "Stale", version: 1 })).status).toBe(409);
    expect((await a.member.post(`/api/v1/lp-boards/${board.id}/subboards`, { name: " " })).status).toBe(400);
    expect((await a.member.delete(path)).status).toBe(204);
    const after = await (await a.viewer.get(`/api/v1/lp-boards/${board.id}`)).json();
    expect(after.subboards.map((s: Subboard) => s.name)).toEqual(["Stage A", "Stage B", "Stage C"]);
  });
});

describe("LP CRM rows", () => {
  it("adds rows, lists a board's rows in lead order, searches by lead", async () => {
    const [stageA] = board.subboards;
    const row = await addRow(a, {
      subboardId: stageA.id,
      lead: "Northwind Family Office",
      pocId: poc,
      introPoc: "Sam",
      lpPoc: "Jo",
      lpEmail: "jo@northwind.example",
      commitmentUsd: 5_000_000,
    });
    expect(row).toMatchObject({ boardId: board.id, subboardId: stageA.id, pocName: "Maya Chen", commitmentUsd: 5_000_000, version: 1 });
    const bare = await addRow(a, { subboardId: stageA.id, lead: "acme pension" });
    expect((await rowsOf(board.id)).map((r: { lead: string }) => r.lead)).toEqual(["acme pension", "Northwind Family Office"]);
    // The list reads raw rows: each is exactly what the row's own read answers, types and nulls included.
    expect(await rowsOf(board.id)).toEqual([bare, row]);
    expect(bare).toMatchObject({ pocId: null, pocName: null, introPoc: null, commitmentUsd: null });
    expect((await rowsOf(board.id, "NORTH")).map((r: { lead: string }) => r.lead)).toEqual(["Northwind Family Office"]);
  });

  it("searches leads in SQL, page by page, with the total of the matches (the board's search)", async () => {
    const search = (await (await a.member.post("/api/v1/lp-boards", { name: "Search raise" })).json()) as Board;
    const [first, second] = search.subboards;
    for (const lead of ["Harbor Capital", "harbor pension", "Oak Harbor Trust", "Pine 100% LP", "Pine_1 Office", "Elm Endowment"])
      await addRow(a, { subboardId: lead.startsWith("Oak") ? second.id : first.id, lead });
    const list = async (query: string) => (await a.viewer.get(`/api/v1/lp-crm-rows?boardId=${search.id}&${query}`)).json();
    const leads = (page: { items: { lead: string }[] }) => page.items.map((r) => r.lead);

    const page1 = await list("q=HARBOR&limit=2");
    expect(leads(page1)).toEqual(["Harbor Capital", "harbor pension"]);
    expect(page1.total).toBe(3);
    const page2 = await list(`q=HARBOR&limit=2&cursor=${page1.nextCursor}`);
    expect(leads(page2)).toEqual(["Oak Harbor Trust"]);
    expect(page2.nextCursor).toBeNull();
    expect(leads(await list(`q=harbor&subboardId=${second.id}`))).toEqual(["Oak Harbor Trust"]);
    // % and _ are matched as themselves, not as wildcards.
    expect(leads(await list(`q=${encodeURIComponent("100%")}`))).toEqual(["Pine 100% LP"]);
    expect(leads(await list("q=e_1"))).toEqual(["Pine_1 Office"]);
    expect(await list("q=nobody")).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await a.viewer.get(`/api/v1/lp-crm-rows?boardId=${search.id}&q=${"x".repeat(201)}`)).status).toBe(400);
    // Another organisation finds none of them, even by name.
    const theirs = await (await b.owner.get("/api/v1/lp-crm-rows?q=harbor")).json();
    expect(theirs).toMatchObject({ items: [], total: 0 });
    expect(await (await b.owner.get(`/api/v1/lp-crm-rows?boardId=${search.id}&q=harbor`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it("edits a cell and moves a row to another subboard, recording both; a stale version is a 409", async () => {
    const [stageA, stageB] = board.subboards;
    const row = await addRow(a, { subboardId: stageA.id, lead: "Mover LP", commitmentUsd: 100 });
    const edit = await a.member.patch(`/api/v1/lp-crm-rows/${row.id}`, { commitmentUsd: 250, version: 1 });
    expect(await edit.json()).toMatchObject({ commitmentUsd: 250, version: 2 });
    const move = await a.member.patch(`/api/v1/lp-crm-rows/${row.id}`, { subboardId: stageB.id, version: 2 });
    expect(move.status).toBe(200);
    expect(await move.json()).toMatchObject({ subboardId: stageB.id, boardId: board.id, version: 3 });
    expect((await a.member.patch(`/api/v1/lp-crm-rows/${row.id}`, { lead: "Stale", version: 2 })).status).toBe(409);
    const entries = await ctx.deps.db.select().from(activityLog).where(eq(activityLog.entityId, row.id));
    expect(entries.map((e) => e.changes)).toEqual([
      null,
      { commitmentUsd: { from: 100, to: 250 } },
      { stage: { from: "Stage A", to: "Stage B" } },
    ]);
  });

  it("refuses bad rows with a 400", async () => {
    const [stageA] = board.subboards;
    const cases: [object, RegExp][] = [
      [{ subboardId: stageA.id, lead: " " }, /Lead is required/],
      [{ subboardId: stageA.id, lead: "X", lpEmail: "nope" }, /valid email/],
      [{ subboardId: stageA.id, lead: "X", commitmentUsd: -5 }, /cannot be negative/],
      [{ subboardId: stageA.id, lead: "X", pocId: foreignPoc }, /POC/],
      [{ subboardId: "nope", lead: "X" }, /subboard/i],
      [{ lead: "X" }, /subboard/i],
    ];
    for (const [body, message] of cases) {
      const res = await a.member.post("/api/v1/lp-crm-rows", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
  });

  it("deletes a row", async () => {
    const row = await addRow(a, { subboardId: board.subboards[2].id, lead: "Gone LP" });
    expect((await a.member.delete(`/api/v1/lp-crm-rows/${row.id}`)).status).toBe(204);
    expect((await a.viewer.get(`/api/v1/lp-crm-rows/${row.id}`)).status).toBe(404);
    expect((await a.member.delete(`/api/v1/lp-crm-rows/${row.id}`)).status).toBe(404);
  });
});

describe("LP CRM isolation", () => {
  it("another organisation's board, subboard and row are 404, and a row cannot move into its subboard", async () => {
    const mine = await addRow(a, { subboardId: board.subboards[0].id, lead: "Scoped Lead" });
    const theirs = await addRow(b, { subboardId: foreign.subboards[0].id, lead: "Their Lead" });
    const theirSub = foreign.subboards[1];
    // Boards
    expect((await a.owner.get(`/api/v1/lp-boards/${foreign.id}`)).status).toBe(404);
    expect((await a.owner.patch(`/api/v1/lp-boards/${foreign.id}`, { name: "Mine", version: 1 })).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/lp-boards/${foreign.id}`)).status).toBe(404);
    expect((await (await a.owner.get("/api/v1/lp-boards")).json()).items.map((x: Board) => x.id)).not.toContain(foreign.id);
    // Subboards
    expect((await a.owner.post(`/api/v1/lp-boards/${foreign.id}/subboards`, { name: "Sneaky" })).status).toBe(404);
    expect((await a.owner.patch(`/api/v1/lp-boards/${foreign.id}/subboards/${theirSub.id}`, { name: "X", version: 1 })).status).toBe(404);
    expect((await a.owner.patch(`/api/v1/lp-boards/${board.id}/subboards/${theirSub.id}`, { name: "X", version: 1 })).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/lp-boards/${foreign.id}/subboards/${theirSub.id}`)).status).toBe(404);
    // Rows
    expect((await a.owner.get(`/api/v1/lp-crm-rows/${theirs.id}`)).status).toBe(404);
    expect((await a.owner.patch(`/api/v1/lp-crm-rows/${theirs.id}`, { lead: "X", version: 1 })).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/lp-crm-rows/${theirs.id}`)).status).toBe(404);
    expect(await rowsOf(foreign.id)).toEqual([]);
    expect((await a.owner.post("/api/v1/lp-crm-rows", { subboardId: theirSub.id, lead: "Planted" })).status).toBe(404);
    const move = await a.owner.patch(`/api/v1/lp-crm-rows/${mine.id}`, { subboardId: theirSub.id, version: 1 });
    expect(move.status).toBe(404);
    expect(await (await a.owner.get(`/api/v1/lp-crm-rows/${mine.id}`)).json()).toMatchObject({
      subboardId: board.subboards[0].id,
      version: 1,
    });
    expect((await (await b.owner.get(`/api/v1/lp-crm-rows?subboardId=${theirSub.id}`)).json()).total).toBe(0);
  });

  it("viewers read but cannot write", async () => {
    expect((await a.viewer.post("/api/v1/lp-boards", { name: "Viewer board" })).status).toBe(403);
    expect((await a.viewer.post("/api/v1/lp-crm-rows", { subboardId: board.subboards[0].id, lead: "V" })).status).toBe(403);
    expect((await a.viewer.post(`/api/v1/lp-boards/${board.id}/subboards`, { name: "V" })).status).toBe(403);
  });

  it("deleting a board removes its subboards and rows", async () => {
    const temp: Board = await (await a.member.post("/api/v1/lp-boards", { name: "Temp board" })).json();
    const row = await addRow(a, { subboardId: temp.subboards[0].id, lead: "Temp lead" });
    expect((await a.member.delete(`/api/v1/lp-boards/${temp.id}`)).status).toBe(204);
    expect((await a.owner.get(`/api/v1/lp-crm-rows/${row.id}`)).status).toBe(404);
    expect((await a.owner.get(`/api/v1/lp-boards/${temp.id}`)).status).toBe(404);
  });
});

describe("LP CRM rows: pages while the list changes", () => {
  it("pages after the last row shown, though it was renamed or deleted; garbage cursors are a 400, bare ids still page", async () => {
    const pager = (await (await a.member.post("/api/v1/lp-boards", { name: "Pager raise" })).json()) as Board;
    const ids: string[] = [];
    for (const n of "ABCDEFG") ids.push((await addRow(a, { subboardId: pager.subboards[n < "D" ? 0 : 1].id, lead: `Pager ${n}` })).id);
    const list = (cursor?: string) =>
      a.viewer.get(`/api/v1/lp-crm-rows?boardId=${pager.id}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const page = async (cursor?: string) => {
      const res = await list(cursor);
      expect(res.status, await res.clone().text()).toBe(200);
      const body = await res.json();
      // The cursor's key is read beside each raw row but is not one of its fields.
      for (const row of body.items) expect(row).toEqual(await (await a.viewer.get(`/api/v1/lp-crm-rows/${row.id}`)).json());
      return body;
    };
    const rename = async (id: string) => {
      const { version } = await (await a.viewer.get(`/api/v1/lp-crm-rows/${id}`)).json();
      expect((await a.member.patch(`/api/v1/lp-crm-rows/${id}`, { lead: "Pager 0", version })).status).toBe(200);
    };
    const remove = async (id: string) => expect((await a.member.delete(`/api/v1/lp-crm-rows/${id}`)).status).toBe(204);
    expect(await pagesWhileChanging(page, { rename, remove })).toEqual(inPairs(ids));
    // "Pager D" is gone: the page after "Pager C" starts at "Pager E".
    await expectCursorChecked(list, ids[2], ids[4]);
    expect((await a.member.delete(`/api/v1/lp-boards/${pager.id}`)).status).toBe(204);
  });
});
