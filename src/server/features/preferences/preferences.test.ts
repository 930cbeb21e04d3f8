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

describe("user preferences", () => {
  it("start with the spec's defaults: Group by Status, company name A→Z", async () => {
    expect(await (await a.member.get("/api/v1/me/preferences")).json()).toEqual({
      pipelineView: "table",
      pipelineGroupBy: "stage",
      pipelineSort: "name",
      statusOrder: null,
    });
  });

  it("save view, grouping and status order per user, viewers included", async () => {
    const order = ["Passed", "Leads", "Due Diligence"];
    const res = await a.viewer.patch("/api/v1/me/preferences", { pipelineView: "board", statusOrder: order });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pipelineView: "board", pipelineGroupBy: "stage", pipelineSort: "name", statusOrder: order });
    await a.viewer.patch("/api/v1/me/preferences", { pipelineGroupBy: "none", pipelineSort: "-valuation" });
    expect(await (await a.viewer.get("/api/v1/me/preferences")).json()).toEqual({
      pipelineView: "board",
      pipelineGroupBy: "none",
      pipelineSort: "-valuation",
      statusOrder: order,
    });
    expect((await (await a.member.get("/api/v1/me/preferences")).json()).pipelineView).toBe("table");
    expect((await (await a.viewer.patch("/api/v1/me/preferences", { statusOrder: null })).json()).statusOrder).toBeNull();
  });

  it("refuse unknown values and repeated statuses", async () => {
    for (const body of [
      { pipelineView: "list" },
      { pipelineSort: "stage" },
      { statusOrder: ["Leads", "Leads"] },
      { statusOrder: ["Closed"] },
      { userId: "x" },
    ]) {
      expect((await a.member.patch("/api/v1/me/preferences", body)).status).toBe(400);
    }
  });
});
