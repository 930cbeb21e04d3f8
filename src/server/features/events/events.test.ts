import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePassword, twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { openEvents } from "../../test/sse";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const changeOf = (entityId: string) => (m: { event: string; data: string }) => m.event === "change" && m.data.includes(entityId);

describe("GET /api/v1/events", () => {
  it("streams the organisation's changes to every role, without field values; other organisations get nothing", async () => {
    const viewerA = await openEvents(a.viewer);
    const ownerB = await openEvents(b.owner);
    expect(viewerA.status).toBe(200);
    expect(await viewerA.next((m) => m.event === "ready")).not.toBeNull();
    const created = await (await a.member.post("/api/v1/companies", { name: "Kestrel Health" })).json();
    const moved = await a.member.patch(`/api/v1/companies/${created.id}`, { version: created.version, stage: "Due Diligence" });
    expect(moved.status).toBe(200);

    const update = await viewerA.next((m) => changeOf(created.id)(m) && m.data.includes('"updated"'));
    expect(update).not.toBeNull();
    const data = JSON.parse(update!.data);
    expect(data).toEqual({
      id: update!.id,
      entityType: "company",
      entityId: created.id,
      parentType: null,
      parentId: null,
      action: "updated",
      actorUserId: expect.any(String),
    });
    expect(update!.data).not.toContain("Due Diligence");
    expect(update!.data).not.toContain("Kestrel");
    expect(await ownerB.next(changeOf(created.id), 500)).toBeNull();
    viewerA.close();
    ownerB.close();
  });

  it("needs a session", async () => {
    const { clientFor } = await import("../../test/harness");
    expect((await openEvents(clientFor(ctx.app))).status).toBe(401);
  });

  it("resumes after Last-Event-ID with the changes missed meanwhile, in order", async () => {
    const first = await openEvents(a.owner);
    const ready = await first.next((m) => m.event === "ready");
    first.close();
    const t1 = await (await a.member.post("/api/v1/tickets", { title: "Missed one" })).json();
    const t2 = await (await a.member.post("/api/v1/tickets", { title: "Missed two" })).json();
    const resumed = await openEvents(a.owner, { "last-event-id": ready!.id! });
    expect(await resumed.next(changeOf(t2.id))).not.toBeNull();
    const ids = resumed.messages.filter((m) => m.event === "change").map((m) => JSON.parse(m.data).entityId);
    expect(ids).toEqual([t1.id, t2.id]);
    resumed.close();
  });

  it("asks the client to reload when the gap is beyond the resume window", async () => {
    const { activityLog } = await import("../../db/schema");
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const [old] = await ctx.deps.db
      .insert(activityLog)
      .values({ orgId: a.id, actorName: "Someone", entityType: "ticket", entityId: "x", action: "created", createdAt: twoDaysAgo })
      .returning();
    const stream = await openEvents(a.owner, { "last-event-id": ctx.deps.changeIds.encode(old.id - 1) });
    expect(await stream.next((m) => m.event === "reset")).not.toBeNull();
    stream.close();
  });

  it("ends a removed member's stream at once, while colleagues' streams go on", async () => {
    const { addMemberWithPassword } = await import("../../lib/organizations");
    const { signIn } = await import("../../test/harness");
    await addMemberWithPassword(ctx.deps.db, ctx.deps.auth, a.id, {
      email: "leaver@a.test",
      password: "leaver-password-1",
      name: "Leaver",
      role: "member",
    });
    const leaver = await signIn(ctx, "leaver@a.test", "leaver-password-1");
    const leaverStream = await openEvents(leaver);
    const ownerStream = await openEvents(a.owner);
    await leaverStream.next((m) => m.event === "ready");
    const members = (await (await a.owner.get("/api/v1/members")).json()).items as { id: string; name: string }[];
    const target = members.find((m) => m.name === "Leaver")!;
    expect((await a.owner.delete(`/api/v1/members/${target.id}`)).status).toBe(204);
    for (let i = 0; i < 100 && !leaverStream.ended; i++) await new Promise((r) => setTimeout(r, 20));
    expect(leaverStream.ended).toBe(true);
    expect(await ownerStream.next(changeOf(target.id))).not.toBeNull();
    expect(ownerStream.ended).toBe(false);
    ownerStream.close();
  });

  it("signing out ends that session's streams at once (not at the next heartbeat); other sessions' go on, and hear nothing of it", async () => {
    const { signIn } = await import("../../test/harness");
    const tab = await signIn(ctx, "member@a.test", fixturePassword("member-a"));
    const leaving = await openEvents(tab);
    const staying = await openEvents(a.owner);
    await leaving.next((m) => m.event === "ready");
    await staying.next((m) => m.event === "ready");
    const started = Date.now();
    expect((await tab.post("/api/auth/sign-out", {})).status).toBe(200);
    for (let i = 0; i < 100 && !leaving.ended; i++) await new Promise((r) => setTimeout(r, 20));
    expect(leaving.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000); // the heartbeat is 25 s
    expect(staying.ended).toBe(false);
    expect(staying.messages.some((m) => m.data.includes('"session"'))).toBe(false);
    staying.close();
  });
});

describe("GET /api/v1/events between changes", () => {
  it("sends a heartbeat while the session is valid, and ends the stream at the heartbeat after the session expired", async () => {
    const { createApp } = await import("../../app");
    const { clientFor, signIn } = await import("../../test/harness");
    const { session } = await import("../../db/schema");
    const { eq, sql } = await import("drizzle-orm");
    const quick = createApp({ ...ctx.deps, eventsHeartbeatMs: 100 });
    const tab = await signIn(ctx, "member@a.test", fixturePassword("member-a"));
    const stream = await openEvents(clientFor(quick, tab.cookie));
    expect(await stream.next((m) => m.event === "comment")).not.toBeNull();
    expect(stream.ended).toBe(false);

    const token = decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(tab.cookie)![1]);
    await ctx.deps.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.token, token));
    for (let i = 0; i < 100 && !stream.ended; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stream.ended).toBe(true);
  });
});
