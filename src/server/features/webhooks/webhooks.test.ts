import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { startReceiver } from "../../test/webhook-receiver";
import { claimDeliveries, runDeliveries, type WebhookJobOptions } from "./webhook-jobs";
import { startWebhookWorker } from "./webhook-worker";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext({ env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());
// Each test starts without endpoints (or queued messages) of the ones before it.
afterEach(async () => {
  await ctx.deps.db.execute(sql`delete from webhook_endpoints`);
});

const fast: WebhookJobOptions = { retrySeconds: [0, 0], timeoutMs: 500 };
/** Runs every due delivery (and due retries) until the queue has nothing left to do now. */
async function drain(options = fast) {
  for (let i = 0; i < 20; i++) {
    const batch = await claimDeliveries(ctx.deps, "test-worker", options);
    if (batch.length === 0) return;
    await runDeliveries(ctx.deps, batch, options);
  }
}
async function endpoint(url: string, events = ["company.created", "company.updated", "company.stage_changed"]) {
  const res = await a.owner.post("/api/v1/webhooks", { url, events, enabled: true });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; secret: string; version: number };
}
const deliveries = async (id: string) => (await (await a.owner.get(`/api/v1/webhooks/${id}/deliveries`)).json()).items;

describe("webhooks", () => {
  it("deliver signed Standard Webhooks messages that an independent implementation verifies", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await endpoint(receiver.url);
      expect(hook.secret).toMatch(/^whsec_/);
      const company = await (await a.member.post("/api/v1/companies", { name: "Signed Co" })).json();
      await a.member.patch(`/api/v1/companies/${company.id}`, { stage: "Due Diligence", version: company.version });
      await drain();
      expect(receiver.received.map((r) => JSON.parse(r.body).type).sort()).toEqual([
        "company.created",
        "company.stage_changed",
        "company.updated",
      ]);
      const verifier = new Webhook(hook.secret);
      for (const r of receiver.received) {
        const payload = verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
        expect(payload.data).toMatchObject({ id: company.id, object: "company", actor: { type: "member" } });
      }
      const created = receiver.received.map((r) => JSON.parse(r.body)).find((p) => p.type === "company.created");
      expect(created.data.record).toMatchObject({ id: company.id, name: "Signed Co", stage: "Leads" });
      expect(created.data.record).not.toHaveProperty("orgId");
      const update = receiver.received.map((r) => JSON.parse(r.body)).find((p) => p.type === "company.updated");
      expect(update.data.changes.stage).toEqual({ from: "Leads", to: "Due Diligence" });
      // A forged body fails the same check.
      const [first] = receiver.received;
      expect(() => verifier.verify(first.body.replace("Signed", "Forged"), first.headers as Record<string, string>)).toThrow();
      const log = await deliveries(hook.id);
      expect(log).toHaveLength(3);
      expect(log[0]).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200, responseExcerpt: "ok" });
    } finally {
      await receiver.close();
    }
  });

  it("payloads carry the names a consumer needs: a company's POCs and fund, a comment's company and author", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await endpoint(receiver.url, ["company.created", "comment.created"]);
      const ann = await (await a.owner.post("/api/v1/pocs", { name: "Ann Webhook" })).json();
      const bo = await (await a.owner.post("/api/v1/pocs", { name: "Bo Webhook" })).json();
      const [fund] = (await (await a.owner.get("/api/v1/funds")).json()).items;
      const res = await a.member.post("/api/v1/companies", { name: "Joined Co", pocIds: [bo.id, ann.id], fundId: fund.id });
      expect(res.status, await res.clone().text()).toBe(201);
      const company = await res.json();
      await a.member.post("/api/v1/comments", { companyId: company.id, text: "Joined fields please" });
      await drain();
      const verifier = new Webhook(hook.secret);
      const payloads = receiver.received.map(
        (r) => verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; data: { record: Record<string, unknown> } },
      );
      const created = payloads.find((p) => p.type === "company.created")!;
      expect(created.data.record).toMatchObject({
        id: company.id,
        fundId: fund.id,
        fundName: fund.name,
        pocs: [
          { id: bo.id, name: "Bo Webhook" },
          { id: ann.id, name: "Ann Webhook" },
        ],
      });
      // The same names the API answers with.
      expect(company).toMatchObject({ fundName: fund.name, pocs: [{ name: "Bo Webhook" }, { name: "Ann Webhook" }] });
      const comment = payloads.find((p) => p.type === "comment.created")!;
      expect(comment.data.record).toMatchObject({ text: "Joined fields please", companyName: "Joined Co", authorName: "member a" });
    } finally {
      await receiver.close();
    }
  });

  it("send only subscribed events of enabled endpoints of the same organisation; a rolled-back change sends nothing", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await endpoint(receiver.url, ["person.created"]);
      await a.member.post("/api/v1/companies", { name: "Not Subscribed" });
      await b.member.post("/api/v1/people", { name: "Beta Person" });
      await a.member.post("/api/v1/companies", { name: "" }); // refused: no change, no event
      await a.member.post("/api/v1/people", { name: "Alpha Person" });
      await drain();
      await a.owner.patch(`/api/v1/webhooks/${hook.id}`, { enabled: false, version: hook.version });
      await a.member.post("/api/v1/people", { name: "While Disabled" });
      await drain();
      expect(receiver.received.map((r) => JSON.parse(r.body).data.label)).toEqual(["Alpha Person"]);
    } finally {
      await receiver.close();
    }
  });

  it("retry after a 500 and after a timeout with the same webhook-id, then deliver", async () => {
    const receiver = await startReceiver((n) => (n === 0 ? 500 : n === 1 ? "hang" : 200));
    try {
      const hook = await endpoint(receiver.url, ["company.created"]);
      await a.member.post("/api/v1/companies", { name: "Flaky Receiver Co" });
      await drain();
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
      const [log] = await deliveries(hook.id);
      expect(log).toMatchObject({ status: "delivered", attempts: 3, responseStatus: 200 });
    } finally {
      await receiver.close();
    }
  });

  it("a message failing through every retry fails, switches the endpoint off and e-mails the owners; resend queues it again", async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const hook = await endpoint(receiver.url, ["company.created"]);
      await a.member.post("/api/v1/companies", { name: "Dead Receiver Co" });
      const mailsBefore = ctx.mails.length;
      await drain();
      expect(receiver.received).toHaveLength(3); // the first try and two retries
      const [log] = await deliveries(hook.id);
      expect(log).toMatchObject({ status: "failed", attempts: 3, responseStatus: 503, responseExcerpt: "receiver error" });
      const list = (await (await a.owner.get("/api/v1/webhooks")).json()).items;
      const after = list.find((w: { id: string }) => w.id === hook.id);
      expect(after.enabled).toBe(false);
      expect(after.disabledReason).toMatch(/failed/);
      const mails = ctx.mails.slice(mailsBefore);
      expect(mails.map((m) => m.to)).toEqual(["owner@a.test"]);
      expect((await a.owner.post(`/api/v1/webhook-deliveries/${log.id}/resend`)).status).toBe(409);
      await a.owner.patch(`/api/v1/webhooks/${hook.id}`, { enabled: true, version: after.version });
      const resent = await a.owner.post(`/api/v1/webhook-deliveries/${log.id}/resend`);
      expect(resent.status).toBe(201);
      expect((await resent.json()).messageId).toBe(log.messageId);
      expect((await b.owner.post(`/api/v1/webhook-deliveries/${log.id}/resend`)).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  it("rotating the secret signs the next delivery with the new one only", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await endpoint(receiver.url, ["company.created"]);
      const rotated = await (await a.owner.post(`/api/v1/webhooks/${hook.id}/rotate-secret`)).json();
      expect(rotated.secret).not.toBe(hook.secret);
      await a.member.post("/api/v1/companies", { name: "Rotated Co" });
      await drain();
      const [r] = receiver.received;
      expect(() => new Webhook(rotated.secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
      expect(() => new Webhook(hook.secret).verify(r.body, r.headers as Record<string, string>)).toThrow();
      const list = await (await a.owner.get("/api/v1/webhooks")).json();
      expect(JSON.stringify(list)).not.toContain("whsec_");
    } finally {
      await receiver.close();
    }
  });

  it("are for owners and admins only, and another organisation's endpoints are 404", async () => {
    const hook = await endpoint("https://example.com/hook");
    expect((await a.member.get("/api/v1/webhooks")).status).toBe(403);
    expect((await a.member.post("/api/v1/webhooks", { url: "https://example.com/x", events: ["lp.created"] })).status).toBe(403);
    expect((await b.owner.patch(`/api/v1/webhooks/${hook.id}`, { enabled: false, version: 1 })).status).toBe(404);
    expect((await b.owner.get(`/api/v1/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/webhooks/${hook.id}`)).status).toBe(404);
    expect((await a.owner.post("/api/v1/webhooks", { url: "https://example.com/x", events: ["nope.created"] })).status).toBe(400);
    expect((await a.owner.delete(`/api/v1/webhooks/${hook.id}`)).status).toBe(204);
  });

  it("two workers on separate connections deliver every message exactly once", async () => {
    const receiver = await startReceiver();
    const url = process.env.DATABASE_URL ? (ctx.deps.env.DATABASE_URL as string) : null;
    // On PostgreSQL the second worker has its own connection pool, as a second server process would.
    const second = url ? openDatabase({ databaseUrl: url, dataDir: ctx.dataDir }) : null;
    try {
      await endpoint(receiver.url, ["person.created"]);
      await endpoint(receiver.url, ["person.created"]);
      await Promise.all(Array.from({ length: 30 }, (_, i) => a.member.post("/api/v1/people", { name: `Fan-out ${i}` })));
      const workers = [
        startWebhookWorker(ctx.deps, { pollMs: 5, batchSize: 7, workerId: "w1" }),
        startWebhookWorker({ ...ctx.deps, db: second?.db ?? ctx.deps.db }, { pollMs: 5, batchSize: 7, workerId: "w2" }),
      ];
      const end = Date.now() + 20_000;
      while (receiver.received.length < 60 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all(workers.map((w) => w.stop()));
      const ids = receiver.received.map((r) => `${r.headers["webhook-id"]}`);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      const left = await ctx.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from webhook_deliveries where status <> 'delivered'`,
      );
      expect(left.rows[0].n).toBe(0);
    } finally {
      await receiver.close();
      await second?.close();
    }
  });
});
