import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type TestContext } from "../../test/harness";
import { runNotifications } from "./notify-run";
import { unsubscribeToken } from "./unsubscribe";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId: string;
const memberIds: Record<string, string> = {};
const userIds: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);

const json = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json();
};
const run = (opts: Parameters<typeof runNotifications>[1] = { sendNow: true }) => runNotifications(ctx.deps, opts);
const mailsTo = (email: string) => ctx.mails.filter((m) => m.to === email);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  for (const org of [a, b])
    for (const m of (await json(await org.owner.get("/api/v1/members"))).items) {
      memberIds[m.email] = m.id;
      userIds[m.email] = m.userId;
    }
  companyId = (await json(await a.owner.post("/api/v1/companies", { name: "Kestrel Health" }), 201)).id;
});
afterAll(() => ctx.close());
beforeEach(() => void ctx.mails.splice(0));

describe("inbox and mentions", () => {
  it("a mention notifies the mentioned member of the same organisation, newest first, and read/read-all clear it", async () => {
    await json(
      await a.owner.post("/api/v1/comments", {
        companyId,
        text: "@member a can you check the deck?",
        mentions: [memberIds["member@a.test"]],
      }),
      201,
    );
    const inbox = await json(await a.member.get("/api/v1/notifications?unread=true"));
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: "mention", link: `/companies/${companyId}?tab=comments`, readAt: null });
    expect(inbox.items[0].text).toContain("Owner A mentioned you: @member a can you check the deck?");
    // The author is not notified, and nobody else's inbox shows it.
    expect((await json(await a.owner.get("/api/v1/notifications"))).unread).toBe(0);
    // Another organisation's member (or a member of no organisation) cannot be mentioned.
    const foreign = await a.owner.post("/api/v1/comments", { companyId, text: "hi", mentions: [memberIds["member@b.test"]] });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields.mentions).toMatch(/members of your organisation/);

    const id = inbox.items[0].id;
    expect((await b.owner.post(`/api/v1/notifications/${id}/read`)).status).toBe(404);
    expect((await a.owner.post(`/api/v1/notifications/${id}/read`)).status).toBe(404);
    expect((await json(await a.member.post(`/api/v1/notifications/${id}/read`))).readAt).not.toBeNull();
    expect((await json(await a.member.get("/api/v1/notifications?unread=true"))).items).toEqual([]);
    await json(await a.owner.post("/api/v1/comments", { companyId, text: "again", mentions: [memberIds["member@a.test"]] }), 201);
    expect(await json(await a.member.post("/api/v1/notifications/read-all"))).toEqual({ updated: 1 });
    expect((await json(await a.member.get("/api/v1/notifications"))).unread).toBe(0);
  });

  it("assigning a ticket to someone else notifies them, once per assignment", async () => {
    const ticket = await json(
      await a.owner.post("/api/v1/tickets", { title: "Fix the LP export", assigneeId: userIds["member@a.test"] }),
      201,
    );
    const mine = await json(await a.owner.post("/api/v1/tickets", { title: "My own" }), 201);
    const inbox = await json(await a.member.get("/api/v1/notifications?unread=true"));
    expect(inbox.items.map((n: { text: string }) => n.text)).toEqual(["Owner A assigned you: Fix the LP export"]);
    expect(inbox.items[0]).toMatchObject({ kind: "assignment", entityId: ticket.id, link: "/development" });
    expect((await json(await a.owner.get("/api/v1/notifications"))).items.some((n: { entityId: string }) => n.entityId === mine.id)).toBe(
      false,
    );
    await json(await a.member.post("/api/v1/notifications/read-all"));
  });

  it("viewers can mark their own notifications read", async () => {
    expect((await a.viewer.post("/api/v1/notifications/read-all")).status).toBe(200);
  });
});

describe("settings and rules", () => {
  it("reads and changes my settings; refuses an unknown time zone and hour", async () => {
    expect(await json(await a.member.get("/api/v1/me/notification-settings"))).toMatchObject({ digestHour: 8, timeZone: "UTC" });
    const next = await json(
      await a.member.patch("/api/v1/me/notification-settings", {
        timeZone: "Europe/Berlin",
        kinds: { alert: { inApp: true, email: false } },
      }),
    );
    expect(next).toMatchObject({ timeZone: "Europe/Berlin", kinds: { alert: { inApp: true, email: false }, mention: { email: true } } });
    expect((await a.member.patch("/api/v1/me/notification-settings", { timeZone: "Mars/Olympus" })).status).toBe(400);
    expect((await a.member.patch("/api/v1/me/notification-settings", { digestHour: 24 })).status).toBe(400);
    await json(
      await a.member.patch("/api/v1/me/notification-settings", { timeZone: "UTC", kinds: { alert: { inApp: true, email: true } } }),
    );
  });

  it("alert rules are for owners and admins", async () => {
    expect((await a.member.get("/api/v1/alert-rules")).status).toBe(403);
    expect((await a.member.patch("/api/v1/alert-rules", { rules: [{ kind: "contact_no_meeting", days: 30 }] })).status).toBe(403);
    const bad = await a.owner.patch("/api/v1/alert-rules", { rules: [{ kind: "company_in_stage", days: 30 }] });
    expect(bad.status).toBe(400);
    const { items } = await json(
      await a.owner.patch("/api/v1/alert-rules", { rules: [{ kind: "company_in_stage", stage: "Leads", days: 10 }] }),
    );
    expect(items).toContainEqual({ kind: "company_in_stage", stage: "Leads", days: 10, enabled: true });
  });
});

describe("notify run", () => {
  it("sends nothing when nothing is due", async () => {
    const res = await run();
    expect(res.digestsSent).toBe(0);
    expect(ctx.mails).toEqual([]);
  });

  it("a reminder due today: one digest with its text, links on PUBLIC_URL and one-click unsubscribe; a second run sends nothing", async () => {
    await json(await a.member.post("/api/v1/comments", { kind: "reminder", companyId, text: "Send the term sheet", dueDate: today }), 201);
    const first = await run();
    expect(first.reminders).toBe(1);
    const [mail, ...more] = mailsTo("member@a.test");
    expect(more).toEqual([]);
    expect(mail.subject).toBe("Your Fundline digest: 1 reminder");
    expect(mail.text).toContain("Due today · Kestrel Health: Send the term sheet");
    expect(mail.text).toContain(`http://localhost:3000/companies/${companyId}?tab=comments&kind=reminder`);
    expect(mail.html).toContain("Send the term sheet");
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/unsubscribe\?token=[\w.-]+>$/);
    // The inbox got the reminder too.
    expect((await json(await a.member.get("/api/v1/notifications"))).items[0]).toMatchObject({ kind: "reminder" });

    ctx.mails.splice(0);
    expect(await run()).toMatchObject({ reminders: 0, digestsQueued: 0, digestsSent: 0 });
    expect(ctx.mails).toEqual([]);
  });

  it("respects the member's hour in their own time zone (without --now)", async () => {
    await json(await a.owner.post("/api/v1/comments", { kind: "reminder", companyId, text: "Call the LP", dueDate: today }), 201);
    // 06:30 UTC is 07:30 in Berlin (before its 08:00) and 12:00 in Kolkata (after its 11:00).
    const now = new Date(`${today}T06:30:00Z`);
    await json(await a.owner.patch("/api/v1/me/notification-settings", { timeZone: "Europe/Berlin", digestHour: 8 }));
    expect((await run({ now })).digestsSent).toBe(0);
    await json(await a.owner.patch("/api/v1/me/notification-settings", { timeZone: "Asia/Kolkata", digestHour: 11 }));
    expect((await run({ now })).digestsSent).toBe(1); // 12:00 in Kolkata
    expect(mailsTo("owner@a.test")[0].text).toContain("Call the LP");
  });

  it("two concurrent runs send each digest once", async () => {
    await json(
      await b.member.post("/api/v1/comments", {
        kind: "reminder",
        companyId: (await json(await b.owner.post("/api/v1/companies", { name: "Orbit" }), 201)).id,
        text: "Follow up",
        dueDate: today,
      }),
      201,
    );
    // At midday UTC, as the test before: on the real clock, after 18:30 UTC it is tomorrow in Kolkata,
    // where that test put the owner of A, whose reminder then makes tomorrow's digest due too.
    const at = { sendNow: true, now: new Date(`${today}T12:00:00Z`) };
    const results = await Promise.all([run(at), run(at), run(at)]);
    expect(results.reduce((n, r) => n + r.digestsSent, 0)).toBe(1);
    expect(mailsTo("member@b.test")).toHaveLength(1);
  });

  it("unsubscribes by token without a session; a forged token is refused", async () => {
    const anonymous = clientFor(ctx.app);
    const token = unsubscribeToken(ctx.deps.authSecret, memberIds["viewer@a.test"], "digest");
    expect(await json(await anonymous.get(`/api/v1/unsubscribe?token=${token}`))).toMatchObject({ kind: "digest", unsubscribed: false });
    const forged = `${Buffer.from(`${memberIds["owner@a.test"]}.digest`).toString("base64url")}.${token.split(".")[1]}`;
    expect((await anonymous.post(`/api/v1/unsubscribe?token=${forged}`)).status).toBe(400);
    expect((await anonymous.get(`/api/v1/unsubscribe?token=nonsense`)).status).toBe(400);
    const res = await anonymous.request("POST", `/api/v1/unsubscribe?token=${token}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await json(res)).toMatchObject({ kind: "digest", unsubscribed: true, email: "viewer@a.test" });
    expect((await json(await a.viewer.get("/api/v1/me/notification-settings"))).digestEnabled).toBe(false);
    expect((await json(await a.owner.get("/api/v1/me/notification-settings"))).digestEnabled).toBe(true);
  });

  it("a stale-stage alert appears once per situation and again when the situation changes", async () => {
    const orbit = await json(await a.owner.post("/api/v1/companies", { name: "Stale Co" }), 201);
    await ctx.deps.db.execute(sql`update companies set stage_entered_at = now() - interval '20 days' where id = ${orbit.id}`);
    await run({});
    await run({});
    const alerts = async () =>
      (await json(await a.owner.get("/api/v1/notifications"))).items.filter(
        (n: { kind: string; entityId: string }) => n.kind === "alert" && n.entityId === orbit.id,
      );
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0].text).toMatch(/^Stale Co has been in Leads for 20 days$/);
    await ctx.deps.db.execute(sql`update companies set stage_entered_at = now() - interval '25 days' where id = ${orbit.id}`);
    await run({});
    expect(await alerts()).toHaveLength(2);
  });
});
