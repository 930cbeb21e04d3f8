import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let fundId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  fundId = (await (await a.owner.get("/api/v1/funds")).json()).items[0].id;
  const fields = [
    { name: "Fit", type: "select", options: [{ label: "Strong" }, { label: "Medium" }, { label: "Weak" }] },
    { name: "Tags", type: "multiSelect", options: [{ label: "AI" }, { label: "Bio" }] },
    { name: "Check", type: "money" },
    { name: "Score", type: "number" },
    { name: "Next call", type: "date" },
    { name: "Warm", type: "checkbox" },
    { name: "Via", type: "text" },
  ];
  for (const entity of ["company", "person", "lp"])
    for (const f of fields) expect((await a.owner.post("/api/v1/fields", { entity, ...f })).status).toBe(201);
  const rows: [string, Record<string, unknown>][] = [
    ["Alpha", { fit: "Strong", tags: ["AI"], check: 500, score: -2, next_call: "2026-03-01", warm: true, via: "Ann" }],
    ["Bravo", { fit: "Medium", tags: ["AI", "Bio"], check: 2000, score: 7.5, next_call: "2026-01-15" }],
    ["Charlie", { fit: "Strong", tags: ["Bio"], check: 100, score: 3, next_call: "2026-06-30", via: "Bo" }],
    ["Delta", { fit: "Weak" }],
  ];
  for (const [name, customFields] of rows) {
    expect((await a.member.post("/api/v1/companies", { name, customFields })).status).toBe(201);
    expect((await a.member.post("/api/v1/people", { name, customFields })).status).toBe(201);
    expect((await a.member.post("/api/v1/lps", { fundId, entityName: name, customFields })).status).toBe(201);
  }
});
afterAll(() => ctx.close());

const paths = { company: "/api/v1/companies", person: "/api/v1/people", lp: "/api/v1/lps" };
const names = async (entity: keyof typeof paths, query: string, who = a.member) => {
  const res = await who.get(`${paths[entity]}?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()).items as { name?: string; entityName?: string }[]).map((r) => r.name ?? r.entityName);
};

describe.each(["company", "person", "lp"] as const)("cf filters and sorts on %s lists", (entity) => {
  const sorted = (q: string) => names(entity, q ? `${q}&` : "").then((n) => n);

  it("filters a select by one option and by a comma list (in)", async () => {
    expect((await names(entity, "cf.fit=Strong")).sort()).toEqual(["Alpha", "Charlie"]);
    expect((await names(entity, "cf.fit=Strong,Weak")).sort()).toEqual(["Alpha", "Charlie", "Delta"]);
    expect((await names(entity, "cf.tags=Bio")).sort()).toEqual(["Bravo", "Charlie"]);
  });

  it("filters numbers, money and dates with [gt] and [lt]; checkbox and text by equality", async () => {
    expect((await names(entity, "cf.check[gt]=400")).sort()).toEqual(["Alpha", "Bravo"]);
    expect((await names(entity, "cf.score[lt]=3")).sort()).toEqual(["Alpha"]);
    expect((await names(entity, "cf.score[gt]=0&cf.score[lt]=10")).sort()).toEqual(["Bravo", "Charlie"]);
    expect((await names(entity, "cf.next_call[gt]=2026-02-01")).sort()).toEqual(["Alpha", "Charlie"]);
    expect((await names(entity, "cf.warm=true")).sort()).toEqual(["Alpha"]);
    expect((await names(entity, "cf.warm=false")).sort()).toEqual(["Bravo", "Charlie", "Delta"]);
    expect(await names(entity, "cf.via=Bo")).toEqual(["Charlie"]);
  });

  it("sorts by money, number, date and select in SQL, missing values lowest, with cursor pages", async () => {
    expect(await sorted("sort=-cf.check")).toEqual(["Bravo", "Alpha", "Charlie", "Delta"]);
    expect(await sorted("sort=cf.check")).toEqual(["Delta", "Charlie", "Alpha", "Bravo"]);
    expect(await sorted("sort=cf.score")).toEqual(["Delta", "Alpha", "Charlie", "Bravo"]);
    expect(await sorted("sort=-cf.next_call")).toEqual(["Charlie", "Alpha", "Bravo", "Delta"]);
    const first = await (await a.member.get(`${paths[entity]}?sort=-cf.check&limit=2`)).json();
    const second = await (await a.member.get(`${paths[entity]}?sort=-cf.check&limit=2&cursor=${first.nextCursor}`)).json();
    expect([...first.items, ...second.items].map((r: { name?: string; entityName?: string }) => r.name ?? r.entityName)).toEqual([
      "Bravo",
      "Alpha",
      "Charlie",
      "Delta",
    ]);
  });

  it("a filter on an unknown field, a bad value or [gt] on a select is a 400 naming it", async () => {
    for (const q of ["cf.nope=1", "cf.fit=Great", "cf.check[gt]=lots", "cf.fit[gt]=Strong", "sort=cf.nope", "cf.Bad-Key=1"]) {
      const res = await a.member.get(`${paths[entity]}?${q}`);
      expect(res.status, q).toBe(400);
    }
    // Another organisation has no such fields.
    expect((await b.member.get(`${paths[entity]}?cf.fit=Strong`)).status).toBe(400);
  });
});
