import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

// Cursors carry the last row's sort key (companies-keyset.ts): a page continues where the last one
// ended even when that row was deleted or renamed in between. With a cursor that was only an id,
// a deleted row ended the list early and a renamed one skipped rows.

let ctx: TestContext;
let a: OrgFixture;
type Card = { id: string; name: string; version: number };
type Page = { items: Card[]; nextCursor: string | null };
const names = (page: { items: Card[] }) => page.items.map((c) => c.name);
const get = async (path: string) => {
  const res = await a.member.get(path);
  expect(res.status).toBe(200);
  return res.json();
};
const list = (query: string): Promise<Page> => get(`/api/v1/companies?stage=Leads&${query}`);
const after = (query: string, cursor: string | null) => list(`${query}&cursor=${encodeURIComponent(cursor ?? "")}`);

/** 30 companies ("Tern 01" …), so that the app's prepared page size of 20 has a next page. */
const count = 30;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  expect((await a.owner.post("/api/v1/fields", { entity: "company", name: "Check", type: "money" })).status).toBe(201);
  for (let i = 1; i <= count; i++) {
    const name = `Tern ${String(i).padStart(2, "0")}`;
    const body = { name, stage: "Leads", valuation: (i % 7) * 1_000_000, customFields: { check: (i % 5) * 10_000 } };
    expect((await a.member.post("/api/v1/companies", body)).status).toBe(201);
  }
});
afterAll(() => ctx.close());

const remove = async (card: Card) => expect((await a.owner.delete(`/api/v1/companies/${card.id}`)).status).toBe(204);

describe("company list cursors", () => {
  // 20 is a page size the app asks for (a prepared statement); 7 is not; q= takes the filtered path.
  for (const query of [
    "sort=name&limit=20",
    "sort=name&limit=7",
    "sort=-valuation&limit=7",
    "sort=cf.check&limit=7",
    "q=tern&sort=name&limit=7",
  ])
    it(`continues after a deleted last row (${query})`, async () => {
      const all = names(await list(query.replace(/limit=\d+/, "limit=100")));
      const limit = Number(/limit=(\d+)/.exec(query)![1]);
      const first = await list(query);
      expect(names(first)).toEqual(all.slice(0, limit));
      await remove(first.items[limit - 1]);
      expect(names(await after(query, first.nextCursor))).toEqual(all.slice(limit, 2 * limit));
    });

  it("continues after the last row shown even when it was renamed to sort elsewhere", async () => {
    const query = "sort=name&limit=5";
    const all = names(await list("sort=name&limit=100"));
    const first = await list(query);
    const last = first.items[4];
    const renamed = await a.member.patch(`/api/v1/companies/${last.id}`, { name: "Aaa moved first", version: last.version });
    expect(renamed.status).toBe(200);
    expect(names(await after(query, first.nextCursor))).toEqual(all.slice(5, 10));
  });

  it("still pages after a bare id (a cursor given before cursors carried keys)", async () => {
    const all = await list("sort=name&limit=100");
    expect(names(await after("sort=name&limit=3", all.items[2].id))).toEqual(names(all).slice(3, 6));
  });

  it("answers 400 naming cursor for a cursor the list did not give", async () => {
    for (const cursor of ["not-a-cursor", Buffer.from('["x","y"]').toString("base64url"), Buffer.from("[1]").toString("base64url")]) {
      const res = await a.member.get(`/api/v1/companies?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty("cursor");
    }
    // Well formed, but with a key PostgreSQL cannot read as the sort's type: refused, not a 500.
    const id = (await list("limit=1")).items[0].id;
    for (const [sort, key] of [
      ["-createdAt", "not a time"],
      ["-valuation", "1e999"],
      ["name", "nul \u0000"],
      ["cf.check", "{"],
    ]) {
      const cursor = Buffer.from(JSON.stringify([key, id])).toString("base64url");
      expect((await a.member.get(`/api/v1/companies?sort=${sort}&limit=20&cursor=${cursor}`)).status).toBe(400);
    }
  });
});

describe("board column cursors", () => {
  const column = async (query: string) => (await get(`/api/v1/companies/board?stage=Leads&${query}`)).columns[0] as Page;

  it("the next cards of a column continue after a deleted last card", async () => {
    const all = names(await column("perStage=100"));
    const first = await column("perStage=4");
    expect(names(first)).toEqual(all.slice(0, 4));
    await remove(first.items[3]);
    expect(names(await column(`perStage=4&cursor=${first.nextCursor}`))).toEqual(all.slice(4, 8));
  });

  it("the board as the app opens it gives a cursor the column pages from", async () => {
    const leads = (await get("/api/v1/companies/board?fields=")).columns[0] as Page;
    const all = names(await column("perStage=100"));
    expect(names(leads)).toEqual(all.slice(0, 20));
    expect(names(await column(`perStage=20&cursor=${leads.nextCursor}`))).toEqual(all.slice(20, 40));
  });
});
