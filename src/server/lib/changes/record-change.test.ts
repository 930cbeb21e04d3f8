import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityLog } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import type { BusSignal } from "./change-bus";
import { recordChange } from "./record-change";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const actor = () => ({ orgId: a.id, name: "Test actor" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("recordChange: the event is published only after the transaction commits", () => {
  it("a rolled-back transaction leaves neither an entry nor an event", async () => {
    const seen: BusSignal[] = [];
    const stop = await ctx.deps.changes.subscribe(a.id, (s) => seen.push(s));
    const entityId = crypto.randomUUID();
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await recordChange(tx, actor(), { entityType: "ticket", entityId, label: "Rolled back", action: "created" });
        throw new Error("the write fails after recording");
      }),
    ).rejects.toThrow("the write fails");
    await sleep(300);
    stop();
    expect(seen).toEqual([]);
    expect(await ctx.deps.db.select().from(activityLog).where(eq(activityLog.entityId, entityId))).toEqual([]);
  });

  it("a committed transaction publishes after its commit, not before", async () => {
    const seen: BusSignal[] = [];
    const stop = await ctx.deps.changes.subscribe(a.id, (s) => seen.push(s));
    const entityId = crypto.randomUUID();
    await ctx.deps.db.transaction(async (tx) => {
      await recordChange(tx, actor(), { entityType: "ticket", entityId, label: "Committed", action: "created" });
      await sleep(200);
      expect(seen).toEqual([]); // still inside the transaction
    });
    for (let i = 0; i < 50 && !seen.length; i++) await sleep(20);
    stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ kind: "change", event: { orgId: a.id, entityType: "ticket", entityId, action: "created" } });
  });

  it("an update that changed nothing records nothing", async () => {
    const entityId = crypto.randomUUID();
    await recordChange(ctx.deps.db, actor(), { entityType: "ticket", entityId, label: "Same", action: "updated", changes: {} });
    expect(await ctx.deps.db.select().from(activityLog).where(eq(activityLog.entityId, entityId))).toEqual([]);
  });
});
