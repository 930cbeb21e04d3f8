import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { activityLog, companies, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import type { BusSignal } from "./change-bus";
import { recordChange, recordChanges } from "./record-change";

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

describe("recordChanges: a batch has the effects of one recordChange per change", () => {
  it("one entry and one live event per change, in order; webhooks per event with the record as it is; empty updates skipped", async () => {
    const [endpoint] = await ctx.deps.db
      .insert(webhookEndpoints)
      .values({ orgId: a.id, url: "http://127.0.0.1:9/hook", events: ["company.created", "company.stage_changed"], secret: "whsec_test" })
      .returning();
    const made = await ctx.deps.db
      .insert(companies)
      .values([
        { orgId: a.id, name: "Batch One" },
        { orgId: a.id, name: "Batch Two", stage: "Due Diligence" },
      ])
      .returning();
    const ticketId = crypto.randomUUID();
    const seen: BusSignal[] = [];
    const stop = await ctx.deps.changes.subscribe(a.id, (s) => seen.push(s));
    await ctx.deps.db.transaction(async (tx) => {
      await recordChanges(tx, actor(), [
        { entityType: "company", entityId: made[0].id, label: "Batch One", action: "created" },
        { entityType: "ticket", entityId: ticketId, label: "A ticket", action: "created" },
        {
          entityType: "company",
          entityId: made[1].id,
          label: "Batch Two",
          action: "updated",
          changes: { stage: { from: "Leads", to: "Due Diligence" } },
        },
        { entityType: "company", entityId: made[0].id, label: "Batch One", action: "updated", changes: {} },
      ]);
    });
    const ids = [made[0].id, made[1].id, ticketId];
    const entries = await ctx.deps.db.select().from(activityLog).where(inArray(activityLog.entityId, ids)).orderBy(asc(activityLog.id));
    expect(entries.map((e) => [e.entityLabel, e.action, e.actorName])).toEqual([
      ["Batch One", "created", "Test actor"],
      ["Batch Two", "updated", "Test actor"],
      ["A ticket", "created", "Test actor"],
    ]);
    expect(entries[1].changes).toEqual({ stage: { from: "Leads", to: "Due Diligence" } });
    for (let i = 0; i < 50 && seen.length < 3; i++) await sleep(20);
    stop();
    expect(seen.map((s) => (s.kind === "change" ? s.event.entityId : null)).sort()).toEqual([...ids].sort());
    const hooks = await ctx.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    // company.updated is not subscribed; the stage change is.
    expect(hooks.map((h) => h.eventType).sort()).toEqual(["company.created", "company.stage_changed"]);
    const byType = Object.fromEntries(hooks.map((h) => [h.eventType, h.data as { id: string; record: { name: string; stage: string } }]));
    expect(byType["company.created"]).toMatchObject({ id: made[0].id, record: { name: "Batch One" } });
    expect(byType["company.stage_changed"]).toMatchObject({ id: made[1].id, record: { name: "Batch Two", stage: "Due Diligence" } });
    await ctx.deps.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });
});
