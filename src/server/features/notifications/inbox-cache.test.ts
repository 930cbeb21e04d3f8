import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
/** The same member of org a through a second server process (its own caches) on the same database. */
let other: Requester;
let memberId: string;
let companyId: string;

type Inbox = { items: { id: string; kind: string; text: string; readAt: string | null }[]; unread: number };
const inbox = async (r: Requester, query = ""): Promise<Inbox> => {
  const res = await r.get(`/api/v1/notifications${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const texts = (i: Inbox) => i.items.map((n) => n.text);
/** A notification added the way the notify run (or any other process) adds one: straight into the table. */
const addByHand = (text: string, kind = "reminder") =>
  ctx.deps.db.execute(sql`insert into notifications (org_id, member_id, kind, entity_type, entity_id, link, text, dedupe_key)
    values (${a.id}, ${memberId}, ${kind}, 'company', ${companyId}, '/companies', ${text}, ${text})`);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.member.cookie);
  const members = (await (await a.owner.get("/api/v1/members")).json()).items as { id: string; email: string }[];
  memberId = members.find((m) => m.email === "member@a.test")!.id;
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Inbox Cache Co" })).json()).id;
});
afterAll(() => ctx.close());

describe("the cached inbox", () => {
  it("shows a new notification, a read and a read-all on the very next request, in this server and in another one", async () => {
    for (const r of [a.member, other]) expect(await inbox(r)).toEqual({ items: [], unread: 0 });

    const mention = await a.owner.post("/api/v1/comments", { companyId, text: "@member a look", mentions: [memberId] });
    expect(mention.status).toBe(201);
    for (const r of [a.member, other]) {
      const now = await inbox(r);
      expect(now.unread).toBe(1);
      expect(texts(now)).toEqual(["Owner A mentioned you: @member a look"]);
    }

    await addByHand("Due today · Inbox Cache Co: call the founder");
    for (const r of [a.member, other]) {
      expect((await inbox(r)).unread).toBe(2);
      expect((await inbox(r, "?unread=true&limit=1")).items).toHaveLength(1);
    }

    const [first] = (await inbox(a.member)).items;
    expect((await other.post(`/api/v1/notifications/${first.id}/read`)).status).toBe(200);
    for (const r of [a.member, other]) {
      const now = await inbox(r);
      expect(now.unread).toBe(1);
      expect(now.items.find((n) => n.id === first.id)?.readAt).not.toBeNull();
      expect((await inbox(r, "?unread=true")).items.map((n) => n.id)).not.toContain(first.id);
    }

    expect(await (await a.member.post("/api/v1/notifications/read-all")).json()).toEqual({ updated: 1 });
    for (const r of [a.member, other]) {
      expect((await inbox(r)).unread).toBe(0);
      expect((await inbox(r, "?unread=true")).items).toEqual([]);
    }
  });

  it("counts a read committed before a request even while concurrent requests share the version reads", async () => {
    for (let round = 0; round < 5; round++) {
      await addByHand(`Under load ${round}`);
      const busy = Promise.all(Array.from({ length: 16 }, (_, i) => inbox(i % 2 ? other : a.member)));
      expect((await a.member.post("/api/v1/notifications/read-all")).status).toBe(200);
      for (const r of [other, a.member]) expect((await inbox(r)).unread).toBe(0);
      await busy;
    }
  });

  it("hides the kinds switched off in the app (list and count) as soon as the setting is saved", async () => {
    await addByHand("Stale Co has been in Leads for 40 days", "alert");
    for (const r of [a.member, other]) expect(texts(await inbox(r, "?unread=true"))).toEqual(["Stale Co has been in Leads for 40 days"]);

    const off = await other.patch("/api/v1/me/notification-settings", { kinds: { alert: { inApp: false, email: true } } });
    expect(off.status).toBe(200);
    for (const r of [a.member, other]) {
      expect(await inbox(r, "?unread=true")).toEqual({ items: [], unread: 0 });
      expect((await inbox(r)).items.some((n) => n.kind === "alert")).toBe(false);
    }

    expect((await a.member.patch("/api/v1/me/notification-settings", { kinds: { alert: { inApp: true, email: true } } })).status).toBe(200);
    for (const r of [a.member, other]) expect((await inbox(r, "?unread=true")).unread).toBe(1);
    await a.member.post("/api/v1/notifications/read-all");
  });

  it("keeps each member's inbox to that member", async () => {
    await addByHand("Only for member a");
    expect(texts(await inbox(a.member))).toContain("Only for member a");
    expect(texts(await inbox(a.owner))).not.toContain("Only for member a");
    expect(texts(await inbox(a.viewer))).not.toContain("Only for member a");
  });

  it("is answered from memory while nothing changed (a change that skips the triggers stays unseen)", async () => {
    const before = await inbox(a.member);
    // Only a superuser can skip triggers; this proves the cache is used, never do it for real.
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update notifications set text = 'changed behind the cache' where member_id = ${memberId}`);
    });
    expect(await inbox(a.member)).toEqual(before);
    await addByHand("A real change");
    expect(texts(await inbox(a.member))).toContain("changed behind the cache");
  });
});
