import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { expectCursorChecked, inPairs, pagesWhileChanging, okPage } from "../../test/keyset-pages";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let ownerId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  ownerId = (await (await a.owner.get("/api/v1/me")).json()).user.id;
});
afterAll(() => ctx.close());

const list = async (query = "") => (await a.member.get(`/api/v1/tickets${query}`)).json();

describe("development tickets", () => {
  it("creates with the spec's defaults, assigned to the creator", async () => {
    const res = await a.owner.post("/api/v1/tickets", { title: "  Export LPs to CSV  " });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: "Export LPs to CSV",
      description: "",
      status: "Not started",
      priority: "Medium",
      taskType: "Feature request",
      effortLevel: "M",
      dueDate: null,
      assigneeId: ownerId,
      organizationName: "Alpha Capital",
      version: 1,
    });
  });

  it("an empty assignee (omitted or blank) becomes the creator; created with a due date by a member", async () => {
    const memberId = (await (await a.member.get("/api/v1/me")).json()).user.id;
    for (const assigneeId of [undefined, ""]) {
      const res = await a.member.post("/api/v1/tickets", {
        title: "Fix board drag",
        priority: "Critical",
        taskType: "Bug fix",
        assigneeId,
        dueDate: "2026-12-01",
        status: "Done",
      });
      expect(res.status).toBe(201);
      const ticket = await res.json();
      expect(ticket).toMatchObject({ assigneeId: memberId, createdBy: memberId, dueDate: "2026-12-01", status: "Done" });
      if (assigneeId === "") expect((await a.member.delete(`/api/v1/tickets/${ticket.id}`)).status).toBe(204);
    }
  });

  it("a ticket created as Unassigned (null) stays unassigned", async () => {
    const res = await a.member.post("/api/v1/tickets", { title: "Whoever has time", assigneeId: null });
    expect(res.status).toBe(201);
    const ticket = await res.json();
    expect(ticket.assigneeId).toBeNull();
    expect((await a.member.delete(`/api/v1/tickets/${ticket.id}`)).status).toBe(204);
  });

  it("refuses a missing title, bad enums, bad dates and foreign assignees, creating nothing", async () => {
    const before = (await list("?status=all")).totalAll;
    const otherOrgUser = (await (await b.owner.get("/api/v1/me")).json()).user.id;
    const cases: [object, RegExp][] = [
      [{ title: "  " }, /Title is required/],
      [{ title: "X", status: "Finished" }, /status/i],
      [{ title: "X", dueDate: "tomorrow" }, /Due date/],
      [{ title: "X", assigneeId: otherOrgUser }, /not a member/],
      [{ title: "X", orgId: b.id }, /unrecognized|orgId/i],
    ];
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/tickets", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await list("?status=all")).totalAll).toBe(before);
  });

  it("filters: Active hides Done by default; All; one status; priority; counts N of M", async () => {
    const active = await list();
    expect(active.items.map((t: { title: string }) => t.title)).toEqual(["Export LPs to CSV"]);
    expect(active.total).toBe(1);
    expect(active.totalAll).toBe(2);
    expect((await list("?status=all")).total).toBe(2);
    expect((await list("?status=Done")).items[0].title).toBe("Fix board drag");
    expect((await list("?status=all&priority=Critical")).total).toBe(1);
    expect((await list("?priority=Critical")).total).toBe(0);
  });

  it("pages newest first with a cursor", async () => {
    for (let i = 0; i < 5; i++) await a.owner.post("/api/v1/tickets", { title: `Page ${i}` });
    const first = await list("?status=all&limit=3");
    expect(first.items.map((t: { title: string }) => t.title)).toEqual(["Page 4", "Page 3", "Page 2"]);
    const second = await list(`?status=all&limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((t: { title: string }) => t.title)).toEqual(["Page 1", "Page 0", "Fix board drag"]);
    const third = await list(`?status=all&limit=3&cursor=${second.nextCursor}`);
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
  });

  it("pages after the last row shown, though it was edited or deleted; garbage cursors are a 400, bare ids still page", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.unshift((await (await a.owner.post("/api/v1/tickets", { title: `Pager ${i}` })).json()).id);
    const query = (cursor?: string) =>
      a.member.get(`/api/v1/tickets?q=Pager&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const page = okPage(query);
    // Newest first: an edit does not move a ticket, so the rename here only shows it changes nothing.
    const rename = async (id: string) => {
      const { version } = await (await a.member.get(`/api/v1/tickets/${id}`)).json();
      expect((await a.member.patch(`/api/v1/tickets/${id}`, { title: "Pager renamed", version })).status).toBe(200);
    };
    const remove = async (id: string) => expect((await a.member.delete(`/api/v1/tickets/${id}`)).status).toBe(204);
    expect(await pagesWhileChanging(page, { rename, remove })).toEqual(inPairs(ids));
    // "Pager 3" is gone: the page after "Pager 4" starts at "Pager 2".
    await expectCursorChecked(query, ids[2], ids[4]);
    expect((await query(Buffer.from(JSON.stringify(["not a time", ids[2]])).toString("base64url"))).status).toBe(400);
    for (const id of ids.filter((id) => id !== ids[3])) await remove(id);
  });

  it("edits one field at a time with versions; a stale edit gets 409 and loses nothing", async () => {
    const [ticket] = (await list()).items.filter((t: { title: string }) => t.title === "Page 0");
    const one = await (await a.member.patch(`/api/v1/tickets/${ticket.id}`, { status: "In review", version: ticket.version })).json();
    expect(one).toMatchObject({ status: "In review", version: ticket.version + 1 });
    const stale = await a.owner.patch(`/api/v1/tickets/${ticket.id}`, { priority: "Low", version: ticket.version });
    expect(stale.status).toBe(409);
    const now = await (await a.member.get(`/api/v1/tickets/${ticket.id}`)).json();
    expect(now).toMatchObject({ status: "In review", priority: "Medium" });
    expect(new Date(now.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(now.createdAt).getTime());
  });

  it("is invisible to another organisation and read-only for viewers", async () => {
    const [ticket] = (await list()).items;
    expect((await b.owner.get(`/api/v1/tickets/${ticket.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/tickets/${ticket.id}`, { title: "Hijack", version: ticket.version })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/tickets/${ticket.id}`)).status).toBe(404);
    expect((await (await b.owner.get("/api/v1/tickets?status=all")).json()).totalAll).toBe(0);
    expect((await a.viewer.get("/api/v1/tickets")).status).toBe(200);
    expect((await a.viewer.post("/api/v1/tickets", { title: "Nope" })).status).toBe(403);
    expect((await a.viewer.patch(`/api/v1/tickets/${ticket.id}`, { title: "Nope", version: ticket.version })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/tickets/${ticket.id}`)).status).toBe(403);
  });

  it("deletes", async () => {
    const [ticket] = (await list()).items;
    expect((await a.member.delete(`/api/v1/tickets/${ticket.id}`)).status).toBe(204);
    expect((await a.member.get(`/api/v1/tickets/${ticket.id}`)).status).toBe(404);
  });
});
