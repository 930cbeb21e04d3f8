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

// POCs and subsectors share one implementation; both paths are exercised here.
describe.each(["/api/v1/pocs", "/api/v1/subsectors"])("%s", (path) => {
  it("adds, lists sorted by name, renames and deletes", async () => {
    for (const name of ["zeta", "Alpha", "mike"]) expect((await a.owner.post(path, { name })).status).toBe(201);
    const list = await (await a.member.get(path)).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(["Alpha", "mike", "zeta"]);
    expect(list.total).toBe(3);

    const mike = list.items[1];
    const renamed = await a.owner.patch(`${path}/${mike.id}`, { name: "Mike", version: mike.version });
    expect(await renamed.json()).toMatchObject({ name: "Mike", version: mike.version + 1 });
    expect((await a.owner.delete(`${path}/${mike.id}`)).status).toBe(204);
    expect((await (await a.member.get(path)).json()).total).toBe(2);
  });

  it("refuses duplicates case-insensitively, but another organisation may use the name", async () => {
    const res = await a.owner.post(path, { name: "  ALPHA " });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/already exists/);
    expect((await b.owner.post(path, { name: "Alpha" })).status).toBe(201);
  });

  it("refuses an empty name with the field message", async () => {
    const res = await a.owner.post(path, { name: "   " });
    expect(res.status).toBe(400);
    expect(Object.values((await res.json()).error.fields)[0]).toMatch(/is required/);
  });

  it("a stale version gets 409 and the newer name stays", async () => {
    const created = await (await a.owner.post(path, { name: "Stale test" })).json();
    expect((await a.owner.patch(`${path}/${created.id}`, { name: "First", version: created.version })).status).toBe(200);
    const second = await a.owner.patch(`${path}/${created.id}`, { name: "Second", version: created.version });
    expect(second.status).toBe(409);
    const names = (await (await a.owner.get(path)).json()).items.map((i: { name: string }) => i.name);
    expect(names).toContain("First");
    expect(names).not.toContain("Second");
  });

  it("another organisation gets 404 and its list never shows these rows", async () => {
    const [item] = (await (await a.owner.get(path)).json()).items;
    expect((await b.owner.patch(`${path}/${item.id}`, { name: "Hijack", version: item.version })).status).toBe(404);
    expect((await b.owner.delete(`${path}/${item.id}`)).status).toBe(404);
    const theirs = (await (await b.owner.get(path)).json()).items.map((i: { id: string }) => i.id);
    expect(theirs).not.toContain(item.id);
  });

  it("members and viewers may read but not change (403)", async () => {
    const [item] = (await (await a.owner.get(path)).json()).items;
    for (const who of [a.member, a.viewer]) {
      expect((await who.get(path)).status).toBe(200);
      expect((await who.post(path, { name: "Nope" })).status).toBe(403);
      expect((await who.patch(`${path}/${item.id}`, { name: "Nope", version: item.version })).status).toBe(403);
      expect((await who.delete(`${path}/${item.id}`)).status).toBe(403);
    }
  });
});
