import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

describe("export, then import the same file", () => {
  it("maps every column automatically and changes nothing", async () => {
    const poc = await (await a.owner.post("/api/v1/pocs", { name: "Ana Lee" })).json();
    await a.owner.post("/api/v1/companies", {
      name: "Acme",
      website: "https://acme.io",
      city: "Berlin",
      valuation: 5_000_000,
      pocIds: [poc.id],
    });
    await a.owner.post("/api/v1/companies", { name: "=Formula Co", stage: "Due Diligence" });
    const exported = await a.owner.get("/api/v1/companies/export?format=csv&stage=all");
    const form = new FormData();
    form.append("entity", "companies");
    form.append("file", new File([await exported.arrayBuffer()], "companies.csv", { type: "text/csv" }));
    const up = await (await a.member.request("POST", "/api/v1/imports", { body: form })).json();
    expect(Object.entries(up.suggestedMapping).filter(([header, key]) => key === null && header !== "Created")).toEqual([]);
    const report = await (await a.member.post(`/api/v1/imports/${up.id}/dry-run`, { mapping: up.suggestedMapping })).json();
    expect(report).toMatchObject({ create: 0, update: 0, unchanged: 2, errors: [] });
  });
});
