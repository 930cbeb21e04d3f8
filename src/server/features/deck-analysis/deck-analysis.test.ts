import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { activityLog, deckAnalyses } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";
import { sendJson, startFakeLlmServer } from "../../test/llm-server";
import { kestrelDeck, makeDeckPdf } from "../../test/pitch-deck";
import { openAiCompatibleClient } from "./llm-client";
import { MAX_ATTEMPTS, runPendingJobs } from "./deck-jobs";
import { startDeckWorker } from "./deck-worker";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let deckPdf: Uint8Array;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  deckPdf = await makeDeckPdf(kestrelDeck);
});
afterAll(() => ctx.close());

const addCompany = async (name: string) => (await (await a.owner.post("/api/v1/companies", { name })).json()).id as string;
const upload = async (companyId: string, bytes: Uint8Array | string, name = "deck.pdf", category = "deck", who: Requester = a.member) => {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type: "application/pdf" }));
  form.append("category", category);
  const res = await who.request("POST", `/api/v1/companies/${companyId}/documents`, { body: form });
  expect(res.status).toBe(201);
  return (await res.json()).id as string;
};
const analyses = async (companyId: string, who: Requester = a.viewer) => {
  const res = await who.get(`/api/v1/companies/${companyId}/deck-analyses`);
  expect(res.status).toBe(200);
  return (await res.json()).items as { id: string; status: string; error: string | null; result: Record<string, unknown> | null }[];
};
const analyze = (companyId: string, docId: string, who: Requester = a.member) =>
  who.post(`/api/v1/companies/${companyId}/documents/${docId}/analyze`, {});
const run = () => runPendingJobs(ctx.deps, { retryBaseMs: 0 });

describe("deck analysis jobs", () => {
  it("an uploaded PDF deck is queued off the request path, then analysed by the worker and recorded", async () => {
    const id = await addCompany("Kestrel Health");
    const docId = await upload(id, deckPdf);
    const [queued] = await analyses(id);
    expect(queued).toMatchObject({ documentId: docId, fileName: "deck.pdf", status: "queued", result: null });
    expect(await run()).toBeGreaterThanOrEqual(1);
    const [done] = await analyses(id);
    expect(done).toMatchObject({ status: "done", provider: "builtin", pageCount: kestrelDeck.length, attempts: 1, error: null });
    expect(done.result).toMatchObject({ companyName: "Kestrel Health", fundraising: { ask: "$4M" }, notFound: [] });
    const entries = await ctx.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "deck_analysis"), eq(activityLog.entityId, queued.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorName: "Fundline", parentId: id, entityLabel: "deck.pdf", orgId: a.id });
    expect(entries[0].changes).toEqual({ status: { from: "running", to: "done" } });
  });

  it("only PDF decks are queued: other categories are not", async () => {
    const id = await addCompany("Memo Only");
    await upload(id, deckPdf, "memo.pdf", "memo");
    expect(await analyses(id)).toEqual([]);
  });

  it("an unreadable PDF fails with its reason shown; Retry queues it again", async () => {
    const id = await addCompany("Broken Deck Co");
    const docId = await upload(id, "%PDF-1.7\n%not really a pdf\n");
    await run();
    const [failed] = await analyses(id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/^The PDF could not be read/);
    const res = await analyze(id, docId);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: "queued", error: null, attempts: 0 });
    expect((await analyses(id))[0].status).toBe("queued");
  });

  it("re-running: members may, viewers get 403, another organisation 404, a non-deck 400", async () => {
    const id = await addCompany("Rerun Co");
    const docId = await upload(id, deckPdf);
    await run();
    expect((await analyze(id, docId, a.viewer)).status).toBe(403);
    expect((await analyze(id, docId, b.owner)).status).toBe(404);
    expect((await b.owner.get(`/api/v1/companies/${id}/deck-analyses`)).status).toBe(404);
    const memo = await upload(id, deckPdf, "memo.pdf", "memo");
    const notDeck = await analyze(id, memo);
    expect(notDeck.status).toBe(400);
    expect((await notDeck.json()).error.message).toBe("Only PDF documents in the Deck category can be analysed");
    expect((await analyze(id, docId)).status).toBe(202);
    expect(await run()).toBe(1);
    expect((await analyses(id))[0]).toMatchObject({ status: "done", attempts: 1 });
    const anonymous = await clientFor(ctx.app).get(`/api/v1/companies/${id}/deck-analyses`);
    expect(anonymous.status).toBe(401);
  });

  it("a job left running by a process that died is picked up again once its lock is stale", async () => {
    const id = await addCompany("Crashed Worker Co");
    await upload(id, deckPdf);
    await ctx.deps.db
      .update(deckAnalyses)
      .set({ status: "running", attempts: 1, lockedBy: "dead-host:1:abc", lockedAt: sql`now() - interval '1 hour'` })
      .where(eq(deckAnalyses.companyId, id));
    // A fresh lock is someone else's job in progress: left alone.
    expect(await runPendingJobs(ctx.deps, { staleLockMs: 2 * 60 * 60_000 })).toBe(0);
    expect(await runPendingJobs(ctx.deps)).toBe(1);
    expect((await analyses(id))[0]).toMatchObject({ status: "done", attempts: 2 });
  });

  it("an analyser failure that may pass is retried with backoff, then shown as failed", async () => {
    const llm = await startFakeLlmServer((_req, res) => sendJson(res, 500, { error: "down" }));
    try {
      const id = await addCompany("Flaky Model Co");
      await upload(id, deckPdf);
      const analyser = openAiCompatibleClient({ baseUrl: llm.url, retries: 0 });
      expect(await runPendingJobs(ctx.deps, { analyser, retryBaseMs: 60_000 })).toBe(1);
      const [row] = await ctx.deps.db.select().from(deckAnalyses).where(eq(deckAnalyses.companyId, id));
      expect(row).toMatchObject({ status: "queued", attempts: 1, error: "The language model answered 500 Internal Server Error." });
      expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Not due yet: nothing runs.
      expect(await runPendingJobs(ctx.deps, { analyser })).toBe(0);
      await ctx.deps.db
        .update(deckAnalyses)
        .set({ runAfter: sql`now()` })
        .where(eq(deckAnalyses.id, row.id));
      expect(await runPendingJobs(ctx.deps, { analyser, retryBaseMs: 0 })).toBe(MAX_ATTEMPTS - 1);
      const [failed] = await analyses(id);
      expect(failed).toMatchObject({
        status: "failed",
        attempts: MAX_ATTEMPTS,
        error: "The language model answered 500 Internal Server Error.",
      });
      expect(llm.requests).toHaveLength(MAX_ATTEMPTS);
    } finally {
      await llm.close();
    }
  });

  it("several workers share the queue without running a job twice", async () => {
    const ids = await Promise.all(["One", "Two", "Three"].map((n) => addCompany(`Parallel ${n}`)));
    for (const id of ids) await upload(id, deckPdf);
    const ran = await Promise.all([
      runPendingJobs(ctx.deps, { workerId: "w1" }),
      runPendingJobs(ctx.deps, { workerId: "w2" }),
      runPendingJobs(ctx.deps, { workerId: "w3" }),
    ]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(3);
    for (const id of ids) expect((await analyses(id))[0]).toMatchObject({ status: "done", attempts: 1 });
  });

  it("the server's worker picks queued decks up by itself and stops cleanly", async () => {
    const id = await addCompany("Worker Co");
    await upload(id, deckPdf);
    const worker = startDeckWorker(ctx.deps, { pollMs: 20 });
    try {
      for (let i = 0; i < 200 && (await analyses(id))[0].status !== "done"; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await analyses(id))[0]).toMatchObject({ status: "done", provider: "builtin" });
    } finally {
      await worker.stop();
    }
  });
});
