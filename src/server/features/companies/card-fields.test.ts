import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { boardSchema, companyListSchema } from "@shared/schemas/companies";

// `fields=` picks the custom field values each card carries (the columns or chips a screen
// shows); without it a card carries all of them, as before.
let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
const values: Record<string, Record<string, unknown>> = {
  Alpha: { fit: "Strong", tags: ["AI", "Bio"], check: 500, warm: true, via: "Ann", next_call: "2026-03-01" },
  Bravo: { fit: "Medium", check: 2000 },
  Delta: {},
};
/** Many fields, so that a request for all of them passes PostgreSQL's 100-argument limit of jsonb_build_object. */
const many = Array.from({ length: 60 }, (_, i) => `n${String(i).padStart(2, "0")}`);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  const fields = [
    { name: "Fit", type: "select", options: [{ label: "Strong" }, { label: "Medium" }] },
    { name: "Tags", type: "multiSelect", options: [{ label: "AI" }, { label: "Bio" }] },
    { name: "Check", type: "money" },
    { name: "Warm", type: "checkbox" },
    { name: "Via", type: "text" },
    { name: "Next call", type: "date" },
    ...many.map((name) => ({ name, type: "number" })),
  ];
  for (const f of fields) expect((await a.owner.post("/api/v1/fields", { entity: "company", ...f })).status).toBe(201);
  for (const [name, customFields] of Object.entries(values))
    expect((await a.member.post("/api/v1/companies", { name, stage: "Leads", customFields })).status).toBe(201);
  const numbers = Object.fromEntries(many.map((k, i) => [k, i]));
  expect((await a.member.post("/api/v1/companies", { name: "Numbers", stage: "Reviewing", customFields: numbers })).status).toBe(201);
  expect((await b.member.post("/api/v1/companies", { name: "Other org", customFields: {} })).status).toBe(201);
});
afterAll(() => ctx.close());

type Card = { name: string; customFields: Record<string, unknown> };
const byName = (cards: Card[]) => Object.fromEntries(cards.map((c) => [c.name, c.customFields]));
const listCards = async (query: string) => {
  const res = await a.member.get(`/api/v1/companies?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return byName(companyListSchema.parse(await res.json()).items);
};
const boardCards = async (query: string) => {
  const res = await a.member.get(`/api/v1/companies/board?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return byName(boardSchema.parse(await res.json()).columns.flatMap((c) => c.items));
};
const pick = (name: string, keys: string[]) => Object.fromEntries(keys.filter((k) => k in values[name]).map((k) => [k, values[name][k]]));

describe("the custom field values a card carries (fields=)", () => {
  it("without fields, every card carries all of its values, on the list and the board", async () => {
    for (const cards of [await listCards(""), await boardCards("")]) {
      for (const name of Object.keys(values)) expect(cards[name]).toEqual(values[name]);
      expect(Object.keys(cards.Numbers)).toHaveLength(60);
    }
  });

  it("with fields, only those keys, values and types unchanged; a card without a value leaves the key out", async () => {
    const keys = ["fit", "tags", "warm"];
    for (const cards of [await listCards("fields=fit,tags,warm"), await boardCards("fields=fit,tags,warm")]) {
      expect(cards.Alpha).toEqual({ fit: "Strong", tags: ["AI", "Bio"], warm: true });
      expect(cards.Bravo).toEqual(pick("Bravo", keys));
      expect(cards.Delta).toEqual({});
      expect(cards.Numbers).toEqual({});
    }
  });

  it("an empty fields sends no values; the rest of the card is the same", async () => {
    const full = companyListSchema.parse(await (await a.member.get("/api/v1/companies")).json()).items;
    const slim = companyListSchema.parse(await (await a.member.get("/api/v1/companies?fields=")).json()).items;
    expect(slim.map((c) => c.customFields)).toEqual(full.map(() => ({})));
    expect(slim).toEqual(full.map((c) => ({ ...c, customFields: {} })));
  });

  it("one board column's next page honours fields too", async () => {
    const first = boardSchema.parse(await (await a.member.get("/api/v1/companies/board?perStage=1&fields=check")).json());
    const leads = first.columns.find((c) => c.stage === "Leads")!;
    expect(leads.nextCursor).not.toBeNull();
    const next = await a.member.get(`/api/v1/companies/board?perStage=5&stage=Leads&cursor=${leads.nextCursor}&fields=check`);
    const cards = byName(boardSchema.parse(await next.json()).columns[0].items);
    expect(cards).toEqual({ Bravo: { check: 2000 }, Alpha: { check: 500 } });
  });

  it("more than 50 keys (the SQL builds them in parts) and repeated keys", async () => {
    const cards = await listCards(`fields=${[...many, "n00", "fit"].join(",")}`);
    expect(cards.Numbers).toEqual(Object.fromEntries(many.map((k, i) => [k, i])));
    expect(cards.Alpha).toEqual({ fit: "Strong" });
  });

  it("unknown keys are left out, not refused (a saved view may name a deleted field)", async () => {
    expect((await listCards("fields=gone,via")).Alpha).toEqual({ via: "Ann" });
    expect((await boardCards("fields=gone")).Alpha).toEqual({});
  });

  it("a malformed fields is a 400 that says what is wrong", async () => {
    const bad = ["Fit", "fit,,via", ",fit", "fit-2", "fit;drop", `${"x".repeat(64)}y`, Array(101).fill("k".repeat(64)).join(",")];
    for (const fields of bad)
      for (const path of ["/api/v1/companies", "/api/v1/companies/board"]) {
        const res = await a.member.get(`${path}?fields=${encodeURIComponent(fields)}`);
        expect(res.status, fields).toBe(400);
        expect(JSON.stringify(await res.json())).toMatch(/fields/);
      }
  });

  it("another organisation's cards are not touched by the projection", async () => {
    const res = await b.member.get("/api/v1/companies?fields=fit");
    expect(byName(companyListSchema.parse(await res.json()).items)).toEqual({ "Other org": {} });
  });
});
