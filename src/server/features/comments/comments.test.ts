import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { addDays, earliestToday } from "@shared/comment-labels";
import { activityLog } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId: string;
let otherCompanyId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Kestrel Health" })).json()).id;
  otherCompanyId = (await (await a.owner.post("/api/v1/companies", { name: "Orbit Labs" })).json()).id;
});
afterAll(() => ctx.close());

const list = async (query: string, who = a.member) => (await who.get(`/api/v1/comments?${query}`)).json();
const add = async (body: object, who = a.member) => {
  const res = await who.post("/api/v1/comments", body);
  expect(res.status).toBe(201);
  return res.json();
};
const activityFor = async (entityId: string) =>
  (
    await ctx.deps.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, entityId), eq(activityLog.orgId, a.id)))
  )[0].n;

describe("comments and reminders", () => {
  it("adds a comment with its author and company, and records it", async () => {
    const c = await add({ companyId, text: "  Strong founder-market fit  " });
    expect(c).toMatchObject({
      kind: "comment",
      text: "Strong founder-market fit",
      authorName: "member a",
      companyName: "Kestrel Health",
      done: false,
      dueDate: null,
      version: 1,
    });
    expect(await activityFor(c.id)).toBe(1);
  });

  it("adds reminders with and without a due date from today on, and refuses the past, blank text and comment due dates", async () => {
    await add({ companyId, kind: "reminder", text: "Send term sheet", dueDate: addDays(today, 1) });
    await add({ companyId, kind: "reminder", text: "Call references" });
    const before = (await list(`companyId=${companyId}&kind=reminder`)).total;
    const cases: [object, RegExp][] = [
      [{ companyId, kind: "reminder", text: "Late", dueDate: addDays(earliestToday(), -1) }, /earlier than today/],
      [{ companyId, kind: "reminder", text: "   " }, /Text is required/],
      [{ companyId, kind: "comment", text: "Dated", dueDate: addDays(today, 2) }, /Only reminders/],
      [{ companyId, kind: "memo", text: "X" }, /kind/i],
      [{ companyId: "not-a-uuid", text: "X" }, /company/i],
      [{ companyId, text: "x".repeat(5001) }, /at most 5,000/],
    ];
    for (const [body, message] of cases) {
      const res = await a.member.post("/api/v1/comments", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await list(`companyId=${companyId}&kind=reminder`)).total).toBe(before);
  });

  it("toggles done both ways with the version, 409 when stale", async () => {
    const r = await add({ companyId, kind: "reminder", text: "Chase data room" });
    const done = await (await a.member.patch(`/api/v1/comments/${r.id}`, { done: true, version: r.version })).json();
    expect(done).toMatchObject({ done: true, version: 2 });
    expect(done.doneAt).not.toBeNull();
    const stale = await a.owner.patch(`/api/v1/comments/${r.id}`, { done: false, version: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed by someone else/);
    const undone = await (await a.owner.patch(`/api/v1/comments/${r.id}`, { done: false, version: 2 })).json();
    expect(undone).toMatchObject({ done: false, doneAt: null, version: 3 });
    expect(await activityFor(r.id)).toBe(3);
  });

  it("filters by status, overdue and upcoming in the user's day; lists active before completed; counts per kind", async () => {
    const scoped = `companyId=${otherCompanyId}&kind=reminder&today=${today}`;
    await add({ companyId: otherCompanyId, kind: "reminder", text: "Due in three days", dueDate: addDays(today, 3) });
    await add({ companyId: otherCompanyId, kind: "reminder", text: "Due in a month", dueDate: addDays(today, 30) });
    const finished = await add({ companyId: otherCompanyId, kind: "reminder", text: "Finished" });
    await a.member.patch(`/api/v1/comments/${finished.id}`, { done: true, version: 1 });
    // "Yesterday" for the user: ask with a today one day later than the due date.
    const tomorrow = addDays(today, 1);
    const overdue = await list(`companyId=${otherCompanyId}&kind=reminder&due=overdue&today=${addDays(today, 4)}`);
    expect(overdue.items.map((i: { text: string }) => i.text)).toEqual(["Due in three days"]);
    expect((await list(`${scoped}&due=upcoming`)).items.map((i: { text: string }) => i.text)).toEqual(["Due in three days"]);
    expect((await list(`companyId=${otherCompanyId}&kind=reminder&due=overdue&today=${tomorrow}`)).total).toBe(0);
    expect((await list(`${scoped}&status=active`)).total).toBe(2);
    expect((await list(`${scoped}&status=done`)).items.map((i: { text: string }) => i.text)).toEqual(["Finished"]);
    const all = await list(scoped);
    expect(all.items.map((i: { done: boolean }) => i.done)).toEqual([false, false, true]);
    expect(all.counts).toEqual({ comment: 0, reminder: 3 });
    const oldest = await list(`${scoped}&sort=oldest&status=active`);
    expect(oldest.items.map((i: { text: string }) => i.text)).toEqual(["Due in three days", "Due in a month"]);
  });

  it("orders reminders incomplete first, then earliest due date, dated before undated, then newest (company and mine)", async () => {
    const company = (await (await a.owner.post("/api/v1/companies", { name: "Order Labs" })).json()).id;
    const texts = (page: { items: { text: string; companyName: string }[] }) =>
      page.items.filter((i) => i.companyName === "Order Labs").map((i) => i.text);
    await add({ companyId: company, kind: "reminder", text: "Undated, older" }, a.owner);
    await add({ companyId: company, kind: "reminder", text: "Due in ten days", dueDate: addDays(today, 10) }, a.owner);
    const done = await add({ companyId: company, kind: "reminder", text: "Done, due tomorrow", dueDate: addDays(today, 1) }, a.owner);
    await a.owner.patch(`/api/v1/comments/${done.id}`, { done: true, version: 1 });
    await add({ companyId: company, kind: "reminder", text: "Due in two days", dueDate: addDays(today, 2) }, a.owner);
    await add({ companyId: company, kind: "reminder", text: "Undated, newer" }, a.owner);
    const expected = ["Due in two days", "Due in ten days", "Undated, newer", "Undated, older", "Done, due tomorrow"];
    expect(texts(await list(`companyId=${company}&kind=reminder&today=${today}`))).toEqual(expected);
    expect(texts(await list(`mine=true&kind=reminder&today=${today}`, a.owner))).toEqual(expected);
  });

  it("searches text and author name case-insensitively; mine shows only my items across companies", async () => {
    await add({ companyId: otherCompanyId, text: "Owner's view on pricing" }, a.owner);
    expect((await list(`companyId=${companyId}&q=FOUNDER-market`)).total).toBe(1);
    expect((await list(`kind=comment&q=owner a`)).items.map((i: { text: string }) => i.text)).toEqual(["Owner's view on pricing"]);
    const mine = await list("mine=true&kind=comment", a.owner);
    expect(mine.items.map((i: { authorName: string }) => i.authorName)).toEqual(["Owner A"]);
    expect(mine.counts.comment).toBe(1);
    expect((await list("q=100%25")).total).toBe(0);
  });

  it("pages with a cursor", async () => {
    const first = await list(`companyId=${otherCompanyId}&kind=reminder&limit=2`);
    expect(first.items).toHaveLength(2);
    const second = await list(`companyId=${otherCompanyId}&kind=reminder&limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  it("writes list items exactly as the single read does (escaped text, dates, done, author)", async () => {
    const company = (await (await a.owner.post("/api/v1/companies", { name: 'Quote "Co"\\Ltd' })).json()).id;
    await add({ companyId: company, text: 'He said "no"\\maybe\n\tnext line – é 🚀' });
    const r = await add({ companyId: company, kind: "reminder", text: "Plain", dueDate: addDays(today, 2) }, a.owner);
    await a.owner.patch(`/api/v1/comments/${r.id}`, { done: true, version: 1 });
    for (const kind of ["comment", "reminder"]) {
      const page = await list(`companyId=${company}&kind=${kind}`);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toEqual(await (await a.member.get(`/api/v1/comments/${page.items[0].id}`)).json());
    }
    const [reminder] = (await list(`companyId=${company}&kind=reminder&status=done`)).items;
    expect(reminder).toMatchObject({ done: true, dueDate: addDays(today, 2), authorName: "Owner A", companyName: 'Quote "Co"\\Ltd' });
    expect(reminder.doneAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("gives the total and the counts per kind with a search, and on a page past the end", async () => {
    const company = (await (await a.owner.post("/api/v1/companies", { name: "Counted Co" })).json()).id;
    for (const text of ["Pricing call", "Pricing memo", "Hiring plan"]) await add({ companyId: company, text });
    await add({ companyId: company, kind: "reminder", text: "Pricing follow-up" });
    const searched = await list(`companyId=${company}&kind=comment&q=pricing&limit=1`);
    expect(searched).toMatchObject({ total: 2, counts: { comment: 3, reminder: 1 }, nextCursor: "1" });
    expect(await list(`companyId=${company}&kind=comment&cursor=10`)).toEqual({
      items: [],
      total: 3,
      counts: { comment: 3, reminder: 1 },
      nextCursor: null,
    });
    expect(await list(`companyId=${company}&kind=reminder&status=done`)).toMatchObject({
      items: [],
      total: 0,
      counts: { comment: 3, reminder: 1 },
    });
  });

  it("deletes (any writer, no ownership check) and records it", async () => {
    const c = await add({ companyId, text: "Remove me" });
    expect((await a.owner.delete(`/api/v1/comments/${c.id}`)).status).toBe(204);
    expect((await a.owner.get(`/api/v1/comments/${c.id}`)).status).toBe(404);
    expect(await activityFor(c.id)).toBe(2);
  });

  it("keeps other organisations out (404) and viewers read-only (403)", async () => {
    const c = await add({ companyId, kind: "reminder", text: "Private" });
    expect((await b.owner.get(`/api/v1/comments/${c.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/comments/${c.id}`, { done: true, version: 1 })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/comments/${c.id}`)).status).toBe(404);
    expect((await b.owner.post("/api/v1/comments", { companyId, text: "Sneaky" })).status).toBe(404);
    expect((await list(`companyId=${companyId}`, b.owner)).total).toBe(0);
    expect((await a.viewer.get(`/api/v1/comments?companyId=${companyId}`)).status).toBe(200);
    expect((await a.viewer.post("/api/v1/comments", { companyId, text: "Viewer" })).status).toBe(403);
    expect((await a.viewer.patch(`/api/v1/comments/${c.id}`, { done: true, version: 1 })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/comments/${c.id}`)).status).toBe(403);
    expect((await a.owner.get(`/api/v1/comments/${c.id}`)).status).toBe(200);
  });
});
