import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { boardSchema, companyListSchema } from "@shared/schemas/companies";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { CardTexts, cardTextsOf, keepCardTexts } from "./card-cache";

describe("CardTexts", () => {
  it("drops the least recently used texts once their size passes the limit, and keeps none larger than it", () => {
    const texts = new CardTexts(30);
    const text = (c: string) => Buffer.from(c.repeat(9));
    texts.set("a", text("x"));
    texts.set("b", text("y"));
    expect(texts.get("a")).toEqual(text("x")); // a is now the most recently used
    texts.set("c", text("z"));
    texts.set("d", text("w"));
    expect(texts.get("b")).toBeUndefined();
    expect([texts.get("a"), texts.get("c"), texts.get("d")]).toEqual([text("x"), text("z"), text("w")]);
    texts.set("a", text("v")); // a new text for a key replaces the old one's size
    expect(texts.size).toBe(3);
    texts.set("big", Buffer.from("q".repeat(40)));
    expect(texts.get("big")).toBeUndefined();
    expect(texts.size).toBe(3);
  });
});

// The pipeline's cached responses are off here (PIPELINE_CACHE_MB=0), so every read computes its
// page, as right after a change; the card texts are kept (CARD_CACHE_MB, default 16).
let ctx: TestContext;
let a: OrgFixture;
let ids: Record<string, string>;
const statements: { query: string; params: unknown[] }[] = [];
const cardReads = () => statements.filter((s) => s.query.includes("string_to_array"));

beforeAll(async () => {
  ctx = await createTestContext({
    env: { PIPELINE_CACHE_MB: "0" },
    queryLogger: { logQuery: (query, params) => void statements.push({ query, params }) },
  });
  ({ a } = await twoOrganizations(ctx));
  expect((await a.owner.post("/api/v1/fields", { entity: "company", name: "Fit", type: "text" })).status).toBe(201);
  ids = {};
  for (const [name, stage] of [
    ["Alder", "Leads"],
    ["Birch", "Leads"],
    ["Cedar", "Reviewing"],
  ]) {
    const res = await a.member.post("/api/v1/companies", { name, stage, customFields: { fit: `${name} fit` } });
    expect(res.status).toBe(201);
    ids[name] = ((await res.json()) as { id: string }).id;
  }
});
afterAll(() => ctx.close());

const board = async (query = "") => {
  const res = await a.member.get(`/api/v1/companies/board${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return boardSchema.parse(await res.json()).columns.flatMap((c) => c.items);
};
const list = async (query = "") => {
  const res = await a.member.get(`/api/v1/companies${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return companyListSchema.parse(await res.json()).items;
};
const named = (cards: { id: string; name: string; customFields: Record<string, unknown> }[]) =>
  Object.fromEntries(cards.map((c) => [c.id, { name: c.name, customFields: c.customFields }]));

describe("card texts kept by row version", () => {
  it("reads every card once, then only the references, until a card changes; then only that card", async () => {
    await board();
    statements.length = 0;
    const again = await board();
    expect(cardReads()).toHaveLength(0);
    expect(again.map((c) => c.name).sort()).toEqual(["Alder", "Birch", "Cedar"]);

    const res = await a.member.patch(`/api/v1/companies/${ids.Birch}`, { name: "Birch II", version: 1 });
    expect(res.status, await res.clone().text()).toBe(200);
    statements.length = 0;
    const after = await board();
    expect(cardReads()).toHaveLength(1);
    expect(JSON.stringify(cardReads()[0].params)).toContain(ids.Birch);
    expect(JSON.stringify(cardReads()[0].params)).not.toContain(ids.Alder);
    expect(after.find((c) => c.id === ids.Birch)?.name).toBe("Birch II");
  });

  it("shows a row's latest version however it was written, even without a version bump", async () => {
    await Promise.all([board(), board("?fields="), list(), list("?fields=fit")]);
    // Written behind the API's back, as an import or a trigger could: the row's xmin still moves.
    await ctx.deps.db.execute(
      sql`update companies set name = 'Cedar Direct', custom_fields = '{"fit":"changed"}'::jsonb where id = ${ids.Cedar}`,
    );
    for (const cards of [await board(), await list(), await list("?fields=fit")])
      expect(named(cards)[ids.Cedar]).toEqual({ name: "Cedar Direct", customFields: { fit: "changed" } });
    expect(named(await board("?fields="))[ids.Cedar]).toEqual({ name: "Cedar Direct", customFields: {} });
  });

  it("gives the same cards as reading every card with its page", async () => {
    const kept = [await board(), await board("?fields="), await list(), await list("?fields=fit&sort=name")];
    keepCardTexts(ctx.deps.db, 0);
    try {
      statements.length = 0;
      const read = [await board(), await board("?fields="), await list(), await list("?fields=fit&sort=name")];
      expect(cardReads()).toHaveLength(0); // every card came with its page
      expect(read).toEqual(kept);
    } finally {
      keepCardTexts(ctx.deps.db, 16 * 1024 * 1024);
    }
  });

  it("has no text for a company gone since its page was read", async () => {
    const texts = await cardTextsOf(ctx.deps.db, a.id, undefined, [
      { id: ids.Alder, stage: "Leads", card_key: `${ids.Alder}@0.0@0`, created_at: "0" },
      { id: randomUUID(), stage: "Leads", card_key: "gone", created_at: "0" },
    ]);
    expect([...texts.keys()]).toEqual([ids.Alder]);
  });
});
