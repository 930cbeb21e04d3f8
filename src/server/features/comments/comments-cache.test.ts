import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** The same member of org a through a second server process (its own caches) on the same database. */
let other: Requester;

type Item = { id: string; text: string; done: boolean; authorName: string | null; companyName: string; version: number };
const today = new Date().toISOString().slice(0, 10);
const comments = async (r: Requester, scope: string, kind = "comment"): Promise<Item[]> =>
  (await (await r.get(`/api/v1/comments?kind=${kind}&sort=newest&today=${today}&limit=200&${scope}`)).json()).items;
const notes = async (r: Requester, companyId: string, q = "") =>
  (await (await r.get(`/api/v1/companies/${companyId}/notes${q}`)).json()).items.map((n: { title: string }) => n.title);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.member.cookie);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

describe("cached comment, reminder and note lists", () => {
  it("follow every change at once, in this server and in another one", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Cache Notes Co" })).json();
    const scope = `companyId=${company.id}`;
    for (const r of [a.member, other]) {
      expect(await comments(r, scope)).toEqual([]);
      expect(await notes(r, company.id)).toEqual([]);
    }

    const made: Item = await (await other.post("/api/v1/comments", { companyId: company.id, kind: "comment", text: "Strong team" })).json();
    for (const r of [a.member, other]) expect((await comments(r, scope)).map((c) => c.text)).toEqual(["Strong team"]);
    const edited = await a.member.patch(`/api/v1/comments/${made.id}`, { text: "Strong team, thin market", version: made.version });
    expect(edited.status).toBe(200);
    for (const r of [a.member, other]) expect((await comments(r, scope))[0].text).toBe("Strong team, thin market");

    expect((await a.member.patch("/api/v1/me", { name: "Mia Renamed" })).status).toBe(200);
    for (const r of [a.member, other]) expect((await comments(r, scope))[0].authorName).toBe("Mia Renamed");
    const renamed = await a.owner.patch(`/api/v1/companies/${company.id}`, { name: "Cache Notes Inc", version: company.version });
    expect(renamed.status).toBe(200);
    for (const r of [a.member, other]) expect((await comments(r, scope))[0].companyName).toBe("Cache Notes Inc");

    const note = await (await other.post(`/api/v1/companies/${company.id}/notes`, { title: "Churn", content: "Monthly churn 2%" })).json();
    for (const r of [a.member, other]) expect(await notes(r, company.id, "?q=churn")).toEqual(["Churn"]);
    const saved = await a.member.patch(`/api/v1/companies/${company.id}/notes/${note.id}`, {
      title: "Churn review",
      version: note.version,
    });
    expect(saved.status).toBe(200);
    for (const r of [a.member, other]) expect(await notes(r, company.id)).toEqual(["Churn review"]);

    expect((await other.delete(`/api/v1/comments/${made.id}`)).status).toBe(204);
    for (const r of [a.member, other]) expect(await comments(r, scope)).toEqual([]);
  });

  it("keeps each member's own reminders apart, and each organisation's", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Mine Co" })).json();
    const remind = (r: Requester, text: string) =>
      r.post("/api/v1/comments", { companyId: company.id, kind: "reminder", text, dueDate: null });
    expect((await remind(a.owner, "Owner's")).status).toBe(201);
    expect((await remind(a.member, "Member's")).status).toBe(201);
    expect((await comments(a.owner, "mine=true", "reminder")).map((c) => c.text)).toEqual(["Owner's"]);
    expect((await comments(a.member, "mine=true", "reminder")).map((c) => c.text)).toEqual(["Member's"]);
    expect(await comments(b.owner, "mine=true", "reminder")).toEqual([]);
    expect((await b.owner.get(`/api/v1/companies/${company.id}/notes`)).status).toBe(404);
  });

  it("follow the server's day when the client gives none: a reminder turns overdue overnight without any change", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Overnight Co" })).json();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const made = await a.member.post("/api/v1/comments", { companyId: company.id, kind: "reminder", text: "Call back", dueDate: tomorrow });
    expect(made.status).toBe(201);
    const overdue = async () =>
      (await (await a.member.get(`/api/v1/comments?kind=reminder&due=overdue&companyId=${company.id}`)).json()).items.map(
        (c: Item) => c.text,
      );
    expect(await overdue()).toEqual([]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    expect(await overdue()).toEqual(["Call back"]);
  });
});
