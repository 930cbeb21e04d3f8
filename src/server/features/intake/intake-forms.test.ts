import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

describe("intake forms (Settings)", () => {
  it("owners add a form with defaults, edit and disable it, and delete it", async () => {
    const res = await a.owner.post("/api/v1/intake-forms", { title: "Apply to Alpha", slug: "Alpha-Apply" });
    expect(res.status).toBe(201);
    const form = await res.json();
    expect(form).toMatchObject({
      title: "Apply to Alpha",
      slug: "alpha-apply",
      variant: "full",
      websiteUrl: null,
      enabled: true,
      publicPath: "/raise/alpha-apply",
      version: 1,
    });
    const edited = await a.owner.patch(`/api/v1/intake-forms/${form.id}`, {
      variant: "compact",
      websiteUrl: "https://alpha.example",
      enabled: false,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ variant: "compact", websiteUrl: "https://alpha.example", enabled: false, version: 2 });
    const stale = await a.owner.patch(`/api/v1/intake-forms/${form.id}`, { title: "Late", version: 1 });
    expect(stale.status).toBe(409);
    const list = await (await a.member.get("/api/v1/intake-forms")).json();
    expect(list.items.map((f: { slug: string }) => f.slug)).toContain("alpha-apply");
    expect((await a.owner.delete(`/api/v1/intake-forms/${form.id}`)).status).toBe(204);
    expect((await a.owner.get(`/api/v1/intake-forms/${form.id}`)).status).toBe(404);
  });

  it("/raise and /raise-prevail are short public paths", async () => {
    const form = await (await a.owner.post("/api/v1/intake-forms", { title: "Main", slug: "raise" })).json();
    expect(form.publicPath).toBe("/raise");
    await a.owner.delete(`/api/v1/intake-forms/${form.id}`);
  });

  it("refuses bad slugs, links and variants, and a slug another organisation uses", async () => {
    const cases = [
      [{ title: "X", slug: "no spaces" }, /lower-case letters/],
      [{ title: "X", slug: "a" }, /at least 2/],
      [{ title: "", slug: "ok-slug" }, /Title is required/],
      [{ title: "X", slug: "ok-slug", websiteUrl: "javascript:alert(1)" }, /full link/],
      [{ title: "X", slug: "ok-slug", variant: "huge" }, /full or compact/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/intake-forms", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect((await b.owner.post("/api/v1/intake-forms", { title: "Beta", slug: "shared-slug" })).status).toBe(201);
    const taken = await a.owner.post("/api/v1/intake-forms", { title: "Alpha", slug: "shared-slug" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fields.slug).toMatch(/already taken/);
  });

  it("is scoped to the organisation and only owners and admins write", async () => {
    const form = await (await a.owner.post("/api/v1/intake-forms", { title: "Scoped", slug: "scoped-form" })).json();
    expect((await b.owner.get(`/api/v1/intake-forms/${form.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/intake-forms/${form.id}`, { enabled: false, version: 1 })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/intake-forms/${form.id}`)).status).toBe(404);
    const bList = await (await b.owner.get("/api/v1/intake-forms")).json();
    expect(bList.items.map((f: { id: string }) => f.id)).not.toContain(form.id);
    expect((await a.member.post("/api/v1/intake-forms", { title: "M", slug: "member-form" })).status).toBe(403);
    expect((await a.member.patch(`/api/v1/intake-forms/${form.id}`, { enabled: false, version: 1 })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/intake-forms/${form.id}`)).status).toBe(403);
  });
});
