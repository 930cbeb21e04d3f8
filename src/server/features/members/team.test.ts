import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePassword, twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, signIn, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

type MemberRow = { id: string; email: string; role: string; version: number };
const team = async (who: Requester): Promise<MemberRow[]> => (await (await who.get("/api/v1/members")).json()).items;
const memberByEmail = async (who: Requester, email: string) => (await team(who)).find((m) => m.email === email)!;
const tokenFromLastMail = (to: string) => {
  const mail = [...ctx.mails].reverse().find((m) => m.to === to)!;
  return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
};

describe("invitations", () => {
  it("invites by e-mail; the invitee sets name and password and lands in the organisation", async () => {
    const res = await a.owner.post("/api/v1/invitations", { email: "New.Hire@a.test", role: "admin" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: "new.hire@a.test", role: "admin" });
    const token = tokenFromLastMail("new.hire@a.test");
    expect(ctx.mails.at(-1)!.subject).toBe("You're invited to Alpha Capital on Fundline");

    const lookup = await clientFor(ctx.app).get(`/api/v1/public/invitations/${token}`);
    expect(await lookup.json()).toEqual({ organizationName: "Alpha Capital", email: "new.hire@a.test", role: "admin" });
    const accept = await clientFor(ctx.app).post(`/api/v1/public/invitations/${token}/accept`, {
      name: "Nia Hire",
      password: "nia-password-1",
    });
    expect(accept.status).toBe(200);

    const nia = await signIn(ctx, "new.hire@a.test", "nia-password-1");
    expect(await (await nia.get("/api/v1/me")).json()).toMatchObject({
      role: "admin",
      organization: { id: a.id },
      user: { name: "Nia Hire" },
    });
    expect(
      (await clientFor(ctx.app).post(`/api/v1/public/invitations/${token}/accept`, { name: "Again", password: "again-password" })).status,
    ).toBe(404);
    expect((await (await a.owner.get("/api/v1/invitations")).json()).total).toBe(0);
  });

  it("stores only a hash of the token", async () => {
    await a.owner.post("/api/v1/invitations", { email: "hash.check@a.test", role: "member" });
    const token = tokenFromLastMail("hash.check@a.test");
    const dump = JSON.stringify(await ctx.deps.db.query.invitations.findMany());
    expect(dump).not.toContain(token);
  });

  it("pending invitations can be revoked, after which the link is dead", async () => {
    const inv = await (await a.owner.post("/api/v1/invitations", { email: "revoked@a.test", role: "member" })).json();
    const token = tokenFromLastMail("revoked@a.test");
    expect((await b.owner.delete(`/api/v1/invitations/${inv.id}`)).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/invitations/${inv.id}`)).status).toBe(204);
    const res = await clientFor(ctx.app).get(`/api/v1/public/invitations/${token}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toMatch(/invalid or has expired/);
  });

  it("an address with an account in another organisation is answered like any other; accepting tells the invitee", async () => {
    const shape = async (email: string) => {
      const res = await a.owner.post("/api/v1/invitations", { email, role: "member" });
      const body = await res.json();
      return { status: res.status, keys: Object.keys(body).sort(), email: body.email === email };
    };
    expect(await shape("member@b.test")).toEqual(await shape("nobody.yet@a.test"));
    const accept = await clientFor(ctx.app).post(`/api/v1/public/invitations/${tokenFromLastMail("member@b.test")}/accept`, {
      name: "Someone Else",
      password: "someone-else-pass",
    });
    expect(accept.status).toBe(409);
  });

  it("refuses existing members, admins inviting owners, members and viewers", async () => {
    expect((await a.owner.post("/api/v1/invitations", { email: "member@a.test", role: "member" })).status).toBe(409);
    const nia = await signIn(ctx, "new.hire@a.test", "nia-password-1");
    expect((await nia.post("/api/v1/invitations", { email: "boss@a.test", role: "owner" })).status).toBe(403);
    expect((await a.member.post("/api/v1/invitations", { email: "x@a.test", role: "member" })).status).toBe(403);
    expect((await a.viewer.get("/api/v1/invitations")).status).toBe(403);
  });
});

describe("roles and removal", () => {
  it("an owner changes roles; a stale version gets 409", async () => {
    const viewer = await memberByEmail(a.owner, "viewer@a.test");
    const res = await a.owner.patch(`/api/v1/members/${viewer.id}`, { role: "member", version: viewer.version });
    expect(await res.json()).toMatchObject({ role: "member", version: viewer.version + 1 });
    expect((await a.owner.patch(`/api/v1/members/${viewer.id}`, { role: "admin", version: viewer.version })).status).toBe(409);
    await a.owner.patch(`/api/v1/members/${viewer.id}`, { role: "viewer", version: viewer.version + 1 });
  });

  it("an admin cannot make or change an owner", async () => {
    const nia = await signIn(ctx, "new.hire@a.test", "nia-password-1");
    const member = await memberByEmail(a.owner, "member@a.test");
    const owner = await memberByEmail(a.owner, "owner@a.test");
    expect((await nia.patch(`/api/v1/members/${member.id}`, { role: "owner", version: member.version })).status).toBe(403);
    expect((await nia.patch(`/api/v1/members/${owner.id}`, { role: "member", version: owner.version })).status).toBe(403);
    expect((await nia.delete(`/api/v1/members/${owner.id}`)).status).toBe(403);
  });

  it("the last owner can be neither demoted nor removed", async () => {
    const owner = await memberByEmail(a.owner, "owner@a.test");
    const demote = await a.owner.patch(`/api/v1/members/${owner.id}`, { role: "admin", version: owner.version });
    expect(demote.status).toBe(409);
    expect((await demote.json()).error.message).toMatch(/last owner/);
    expect((await a.owner.delete(`/api/v1/members/${owner.id}`)).status).toBe(409);
  });

  it("removing a member ends their sessions at once", async () => {
    const member = await memberByEmail(a.owner, "member@a.test");
    expect((await a.member.get("/api/v1/me")).status).toBe(200);
    expect((await b.owner.delete(`/api/v1/members/${member.id}`)).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/members/${member.id}`)).status).toBe(204);
    expect((await a.member.get("/api/v1/me")).status).toBe(401);
    const again = await clientFor(ctx.app).post("/api/auth/sign-in/email", {
      email: "member@a.test",
      password: fixturePassword("member-a"),
    });
    const cookie = again.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await clientFor(ctx.app, cookie).get("/api/v1/me")).status).toBe(401);
  });

  it("a removed person can be invited back and chooses a new password", async () => {
    await a.owner.post("/api/v1/invitations", { email: "member@a.test", role: "viewer" });
    const token = tokenFromLastMail("member@a.test");
    expect(
      (await clientFor(ctx.app).post(`/api/v1/public/invitations/${token}/accept`, { name: "Back Again", password: "back-again-pass" }))
        .status,
    ).toBe(200);
    const back = await signIn(ctx, "member@a.test", "back-again-pass");
    expect((await (await back.get("/api/v1/me")).json()).role).toBe("viewer");
  });
});
