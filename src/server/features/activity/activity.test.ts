import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, signIn, type TestContext } from "../../test/harness";
import { fileForm } from "../../security/resources";
import type { ActivityEntry } from "@shared/schemas/activity";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let company: { id: string; version: number };
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  const poc = await (await a.owner.post("/api/v1/pocs", { name: "Maya" })).json();
  company = await (await a.member.post("/api/v1/companies", { name: "Kestrel Health", pocIds: [] })).json();
  company = await (await a.member.patch(`/api/v1/companies/${company.id}`, { version: company.version, stage: "Due Diligence" })).json();
  company = await (
    await a.member.patch(`/api/v1/companies/${company.id}`, { version: company.version, pocIds: [poc.id], round: "Seed" })
  ).json();
  await a.member.request("POST", `/api/v1/companies/${company.id}/documents`, {
    body: fileForm("%PDF-1.7\n", "deck.pdf", "application/pdf"),
  });
});
afterAll(() => ctx.close());

const timeline = async (query = "") =>
  (await (await a.viewer.get(`/api/v1/companies/${company.id}/activity${query}`)).json()) as {
    items: ActivityEntry[];
    nextCursor: string | null;
  };

describe("company timeline", () => {
  it("lists the company's changes newest first, with field-level before and after for updates only", async () => {
    const { items } = await timeline();
    expect(items.map((e) => [e.entityType, e.action])).toEqual([
      ["document", "created"],
      ["company", "updated"],
      ["company", "updated"],
      ["company", "created"],
    ]);
    expect(items[0]).toMatchObject({ entityLabel: "deck.pdf", parentType: "company", parentId: company.id, actorName: "member a" });
    expect(items[1].changes).toEqual({ round: { from: null, to: "Seed" }, pocs: { from: [], to: ["Maya"] } });
    expect(items[2].changes).toEqual({ stage: { from: "Leads", to: "Due Diligence" } });
    expect(items[2]).toMatchObject({ entityLabel: "Kestrel Health", actorName: "member a" });
    expect(items[3].changes).toBeNull();
    expect(items[0]).not.toHaveProperty("ip");
  });

  it("pages with a cursor", async () => {
    const first = await timeline("?limit=3");
    expect(first.items).toHaveLength(3);
    const second = await timeline(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((e) => e.action)).toEqual(["created"]);
    expect(second.nextCursor).toBeNull();
  });

  it("a stale save records nothing; another organisation's company is a 404", async () => {
    const before = (await timeline()).items.length;
    expect((await a.member.patch(`/api/v1/companies/${company.id}`, { version: 1, stage: "Passed" })).status).toBe(409);
    expect((await timeline()).items.length).toBe(before);
    expect((await b.owner.get(`/api/v1/companies/${company.id}/activity`)).status).toBe(404);
  });
});

describe("audit log", () => {
  it("is for owners and admins only", async () => {
    expect((await a.member.get("/api/v1/activity")).status).toBe(403);
    expect((await a.viewer.get("/api/v1/activity")).status).toBe(403);
    expect((await a.viewer.get("/api/v1/activity/export")).status).toBe(403);
    expect((await a.owner.get("/api/v1/activity")).status).toBe(200);
  });

  it("records sign-ins with the person, and never shows another organisation's entries", async () => {
    await signIn(ctx, "member@b.test", "member-b-password-123");
    const own = (await (await a.owner.get("/api/v1/activity?limit=100")).json()).items as ActivityEntry[];
    expect(own.some((e) => e.action === "signed_in" && e.actorName === "member a")).toBe(true);
    const other = (await (await b.owner.get("/api/v1/activity?limit=100")).json()).items as ActivityEntry[];
    expect(other.some((e) => e.action === "signed_in" && e.actorName === "member b")).toBe(true);
    expect(other.some((e) => e.entityLabel === "Kestrel Health" || e.actorName.endsWith(" a"))).toBe(false);
  });

  it("filters by person, entity type and date range", async () => {
    const me = await (await a.member.get("/api/v1/me")).json();
    const byPerson = (await (await a.owner.get(`/api/v1/activity?actorUserId=${me.user.id}&entityType=company`)).json()).items;
    expect(byPerson.length).toBe(4); // three company entries and the company's document
    expect(byPerson.every((e: ActivityEntry) => e.actorName === "member a")).toBe(true);
    const withDocs = (await (await a.owner.get("/api/v1/activity?entityType=document")).json()).items;
    expect(withDocs.map((e: ActivityEntry) => e.entityLabel)).toEqual(["deck.pdf"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await (await a.owner.get(`/api/v1/activity?from=${today}&to=${today}`)).json()).items.length).toBeGreaterThan(3);
    expect((await (await a.owner.get("/api/v1/activity?to=2020-01-01")).json()).items).toEqual([]);
    expect((await a.owner.get("/api/v1/activity?from=yesterday")).status).toBe(400);
  });

  it("exports the filtered log as CSV, formulas defused", async () => {
    await a.member.post("/api/v1/tickets", { title: '=HYPERLINK("http://evil")' });
    const res = await a.owner.get("/api/v1/activity/export?entityType=ticket");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text())
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Person,Action,Type,Record,Changes,IP address");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`member a,created,ticket,"'=HYPERLINK(""http://evil"")"`);
  });
});

// After the audit log tests: these add companies of their own.
describe("company timeline, more records", () => {
  it("interleaves the company's own entries and its children's by time, page after page, as the audit log shows them", async () => {
    const other = await (await a.member.post("/api/v1/companies", { name: 'Orbit "Labs"\tLtd' })).json();
    const comment = await (await a.member.post("/api/v1/comments", { companyId: other.id, text: 'Said "yes"\\no\nnext line' })).json();
    await a.member.patch(`/api/v1/companies/${other.id}`, { version: other.version, round: "Series A" });
    await a.member.patch(`/api/v1/comments/${comment.id}`, { version: comment.version, text: "Edited" });
    const pages: ActivityEntry[] = [];
    for (let cursor = ""; ;) {
      const page = (await (await a.viewer.get(`/api/v1/companies/${other.id}/activity?limit=1${cursor}`)).json()) as Awaited<
        ReturnType<typeof timeline>
      >;
      pages.push(...page.items);
      if (!page.nextCursor) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(pages.map((e) => [e.entityType, e.action])).toEqual([
      ["comment", "updated"],
      ["company", "updated"],
      ["comment", "created"],
      ["company", "created"],
    ]);
    const audit = ((await (await a.owner.get("/api/v1/activity?limit=100")).json()).items as ActivityEntry[])
      .filter((e) => pages.some((p) => p.id === e.id))
      .map(({ ip: _ip, ...e }) => e);
    expect(pages).toEqual(audit);
  });

  it("a deleted company's timeline is a 404, though its entries stay in the audit log", async () => {
    const gone = await (await a.member.post("/api/v1/companies", { name: "Gone Co" })).json();
    expect((await a.member.delete(`/api/v1/companies/${gone.id}`)).status).toBe(204);
    expect((await a.viewer.get(`/api/v1/companies/${gone.id}/activity`)).status).toBe(404);
    const audit = (await (await a.owner.get("/api/v1/activity?entityType=company")).json()).items as ActivityEntry[];
    expect(audit.filter((e) => e.entityId === gone.id).map((e) => e.action)).toEqual(["deleted", "created"]);
  });
});

describe("opaque ids", () => {
  it("ids and cursors are opaque: they do not count other organisations' writes, and a forged cursor is a 400", async () => {
    const before = (await timeline("?limit=1")).items[0].id;
    for (let i = 0; i < 5; i++) await b.owner.post("/api/v1/tickets", { title: `Busy elsewhere ${i}` });
    await a.member.patch(`/api/v1/companies/${company.id}`, { version: company.version, round: "Series A" });
    company = await (await a.member.get(`/api/v1/companies/${company.id}`)).json();
    const after = (await timeline("?limit=1")).items[0].id;
    for (const id of [before, after]) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(after).not.toMatch(/^\d+$/);
    // The server still orders them (the newer entry decodes to a larger id), the client cannot.
    expect(ctx.deps.changeIds.decode(after)!).toBeGreaterThan(ctx.deps.changeIds.decode(before)!);
    // Another character in the middle: other bits of the encrypted block, so it no longer decrypts to an id.
    const forged = `${after.slice(0, 10)}${after[10] === "A" ? "B" : "A"}${after.slice(11)}`;
    const res = await a.viewer.get(`/api/v1/companies/${company.id}/activity?cursor=${forged}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Invalid cursor");
  });
});
