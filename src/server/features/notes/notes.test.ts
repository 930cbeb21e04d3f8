import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { activityLog, mentions } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId: string;
let otherCompanyId: string;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Kestrel Health" })).json()).id;
  otherCompanyId = (await (await a.owner.post("/api/v1/companies", { name: "Orbit Labs" })).json()).id;
  base = `/api/v1/companies/${companyId}/notes`;
});
afterAll(() => ctx.close());

const create = async (body: object) => {
  const res = await a.member.post(base, body);
  expect(res.status).toBe(201);
  return res.json();
};
const entries = async (entityId: string) =>
  (
    await ctx.deps.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, entityId), eq(activityLog.orgId, a.id)))
  )[0].n;

describe("company notes", () => {
  it("creates a markdown note with its author and records it", async () => {
    const note = await create({ title: "  First call  ", content: "# Summary\n\n- ARR $1.2M" });
    expect(note).toMatchObject({ title: "First call", content: "# Summary\n\n- ARR $1.2M", authorName: "member a", version: 1, companyId });
    expect(await entries(note.id)).toBe(1);
  });

  it("refuses with the spec's messages and creates nothing", async () => {
    const before = (await (await a.member.get(base)).json()).total;
    const cases: [object, string][] = [
      [{ title: "   " }, "Note title is required."],
      [{ title: "x".repeat(101) }, "Title must be less than 100 characters."],
      [{ title: "Long", content: "x".repeat(50_001) }, "Content must be less than 50000 characters."],
    ];
    for (const [body, message] of cases) {
      const res = await a.member.post(base, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain(message);
    }
    expect((await create({ title: "x".repeat(100), content: "y".repeat(50_000) })).title).toHaveLength(100);
    expect((await (await a.member.get(base)).json()).total).toBe(before + 1);
  });

  it("lists last edited first without bodies, and searches title and content", async () => {
    await create({ title: "Market map", content: "Competitors: **Acme**, Zeta" });
    const page = await (await a.member.get(base)).json();
    expect(page.items[0]).toMatchObject({ title: "Market map", excerpt: "Competitors: **Acme**, Zeta" });
    expect(page.items[0].content).toBeUndefined();
    expect((await (await a.member.get(`${base}?q=ACME`)).json()).items.map((n: { title: string }) => n.title)).toEqual(["Market map"]);
    expect((await (await a.member.get(`${base}?q=first`)).json()).total).toBe(1);
  });

  it("saves with the version (409 when stale, nothing lost) and records only real changes", async () => {
    const note = await create({ title: "Draft", content: "v1" });
    const saved = await (await a.member.patch(`${base}/${note.id}`, { content: "v2", version: 1 })).json();
    expect(saved).toMatchObject({ content: "v2", version: 2 });
    const stale = await a.owner.patch(`${base}/${note.id}`, { content: "other", version: 1 });
    expect(stale.status).toBe(409);
    expect((await (await a.member.get(`${base}/${note.id}`)).json()).content).toBe("v2");
    await a.member.patch(`${base}/${note.id}`, { content: "v2", version: 2 });
    expect(await entries(note.id)).toBe(2);
  });

  it("deletes and records it", async () => {
    const note = await create({ title: "Scratch" });
    expect((await a.member.delete(`${base}/${note.id}`)).status).toBe(204);
    expect((await a.member.get(`${base}/${note.id}`)).status).toBe(404);
    expect(await entries(note.id)).toBe(2);
  });

  it("keeps notes to their company and organisation (404) and viewers read-only (403)", async () => {
    const note = await create({ title: "Confidential" });
    const wrongCompany = `/api/v1/companies/${otherCompanyId}/notes/${note.id}`;
    expect((await a.owner.get(wrongCompany)).status).toBe(404);
    expect((await a.owner.patch(wrongCompany, { title: "Moved", version: 1 })).status).toBe(404);
    expect((await b.owner.get(base)).status).toBe(404);
    expect((await b.owner.get(`${base}/${note.id}`)).status).toBe(404);
    expect((await b.owner.post(base, { title: "Sneaky" })).status).toBe(404);
    expect((await b.owner.delete(`${base}/${note.id}`)).status).toBe(404);
    expect((await a.viewer.get(`${base}/${note.id}`)).status).toBe(200);
    expect((await a.viewer.post(base, { title: "Viewer" })).status).toBe(403);
    expect((await a.viewer.patch(`${base}/${note.id}`, { title: "Viewer", version: 1 })).status).toBe(403);
    expect((await a.viewer.delete(`${base}/${note.id}`)).status).toBe(403);
  });

  it("mentions in a note are stored as references and notify each member once per note", async () => {
    const ids = async (org: OrgFixture) =>
      Object.fromEntries(
        ((await (await org.owner.get("/api/v1/members")).json()).items as { email: string; id: string }[]).map((m) => [m.email, m.id]),
      );
    const [mine, theirs] = [await ids(a), await ids(b)];
    const mentionsOf = async (memberEmail: string, org = a) =>
      (
        (await (await (memberEmail.startsWith("owner") ? org.owner : org.viewer).get("/api/v1/notifications")).json()).items as {
          kind: string;
          entityId: string;
          link: string;
          text: string;
        }[]
      ).filter((n) => n.kind === "mention");

    const note = await create({
      title: "IC memo",
      content: "## Ask\n\n- @Owner A please review the\n- **market** section",
      mentions: [mine["owner@a.test"]],
    });
    const [owner] = (await mentionsOf("owner@a.test")).filter((n) => n.entityId === note.id);
    expect(owner).toMatchObject({ link: `/companies/${companyId}?tab=notes&note=${note.id}` });
    expect(owner.text).toBe("member a mentioned you: IC memo: Ask @Owner A please review the market section");

    // An edit that mentions the owner again and the viewer for the first time notifies only the viewer.
    const edited = await a.member.patch(`${base}/${note.id}`, {
      content: "@Owner A please review the market section, @viewer a the deck",
      mentions: [mine["owner@a.test"], mine["viewer@a.test"]],
      version: note.version,
    });
    expect(edited.status).toBe(200);
    expect((await mentionsOf("owner@a.test")).filter((n) => n.entityId === note.id)).toHaveLength(1);
    expect((await mentionsOf("viewer@a.test")).filter((n) => n.entityId === note.id)).toHaveLength(1);
    const refs = await ctx.deps.db.select().from(mentions).where(eq(mentions.sourceId, note.id));
    expect(refs.map((r) => [r.sourceType, r.memberId]).sort()).toEqual(
      [
        ["note", mine["owner@a.test"]],
        ["note", mine["viewer@a.test"]],
      ].sort(),
    );

    // Another organisation's member cannot be mentioned: 400 on the field, and the note is unchanged.
    const foreign = await a.member.patch(`${base}/${note.id}`, { content: "@Owner B", mentions: [theirs["owner@b.test"]], version: 2 });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields.mentions).toMatch(/members of your organisation/);
    expect((await (await a.member.get(`${base}/${note.id}`)).json()).version).toBe(2);
    expect(await mentionsOf("owner@b.test", b)).toHaveLength(0);
  });
});
