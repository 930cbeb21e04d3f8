import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  const fit = { entity: "company", name: "Fit", type: "select", options: [{ label: "Strong" }, { label: "Weak" }] };
  expect((await a.owner.post("/api/v1/fields", fit)).status).toBe(201);
  const rows: [string, string, string, string][] = [
    ["Alpha", "Leads", "Fintech", "Strong"],
    ["Bravo", "Leads", "Fintech", "Weak"],
    ["Charlie", "Leads", "Health", "Strong"],
    ["Delta", "Reviewing", "Fintech", "Weak"],
    ["Echo", "Reviewing", "Health", "Strong"],
  ];
  for (const [name, stage, sector, fitValue] of rows) {
    const res = await a.member.post("/api/v1/companies", { name, sector, customFields: { fit: fitValue } });
    expect(res.status).toBe(201);
    const { id, version } = await res.json();
    if (stage !== "Leads") expect((await a.member.patch(`/api/v1/companies/${id}`, { stage, version })).status).toBe(200);
  }
});
afterAll(() => ctx.close());

const get = async (path: string) => {
  const res = await a.member.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

describe("counts respect custom field filters", () => {
  it("board columns count and list only the companies the cf filter matches", async () => {
    const all = await get("/api/v1/companies/board");
    const strong = await get("/api/v1/companies/board?cf.fit=Strong");
    const column = (b: { columns: { stage: string; total: number; items: { name: string }[] }[] }, stage: string) =>
      b.columns.find((c) => c.stage === stage)!;
    expect(column(all, "Leads").total).toBe(3);
    expect(column(strong, "Leads").total).toBe(2);
    expect(column(strong, "Reviewing").total).toBe(1);
    expect(
      column(strong, "Leads")
        .items.map((c) => c.name)
        .sort(),
    ).toEqual(["Alpha", "Charlie"]);
  });

  it("grouped view counts per group follow the cf filter", async () => {
    expect((await get("/api/v1/companies/groups?groupBy=sector")).groups).toEqual({ Fintech: 3, Health: 2 });
    expect((await get("/api/v1/companies/groups?groupBy=sector&cf.fit=Strong")).groups).toEqual({ Fintech: 1, Health: 2 });
  });

  it("filter option counts (facets) follow the cf filter", async () => {
    expect((await get("/api/v1/companies/facets?cf.fit=Weak")).sector).toEqual({ Fintech: 2 });
  });

  it("an unknown field in the filter is a 400 on the board, groups and facets too", async () => {
    for (const path of ["/board", "/groups?groupBy=sector", "/facets"]) {
      const sep = path.includes("?") ? "&" : "?";
      expect((await a.member.get(`/api/v1/companies${path}${sep}cf.nope=1`)).status, path).toBe(400);
    }
  });
});
