import { hostname } from "node:os";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { DeckAnalysis } from "@shared/schemas/deck-analysis";
import type { Deps } from "../../deps";
import { deckAnalyses, documents } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import { AnalysisError, type DeckAnalyser } from "./analysis-error";
import { deckAnalyserFor } from "./analyser";
import { extractPdfPages } from "./pdf-text";

/** Tries per analysis (the first run and two retries) before it is marked failed. */
export const MAX_ATTEMPTS = 3;
/** A running job whose lock is older than this is taken to have died with its process, and is run again. */
export const STALE_LOCK_MS = 10 * 60_000;
const RETRY_BASE_MS = 5_000;
/** The waits between attempts: 5 s, then 10 s. */
export const retryWaitsMs = (base = RETRY_BASE_MS) => Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => base * 2 ** i);
/** Who wrote the analysis in the activity history. */
export const ANALYSIS_ACTOR = "Fundline";

export type JobDeps = Pick<Deps, "db" | "storage" | "env" | "log">;
export type JobOptions = { workerId?: string; analyser?: DeckAnalyser; staleLockMs?: number; retryBaseMs?: number };

type Job = typeof deckAnalyses.$inferSelect;

export const newWorkerId = () => `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

/**
 * Takes the next due job: a queued one whose time has come, or a running one whose lock went stale.
 * FOR UPDATE SKIP LOCKED lets several processes claim at once without taking the same row.
 */
export async function claimJob(deps: JobDeps, workerId: string, staleLockMs = STALE_LOCK_MS): Promise<Job | null> {
  const staleBefore = sql`now() - ${`${staleLockMs} milliseconds`}::interval`;
  const stale = and(eq(deckAnalyses.status, "running"), lt(deckAnalyses.lockedAt, staleBefore));
  // A job that keeps dying with its process is given up rather than retried for ever.
  await deps.db
    .update(deckAnalyses)
    .set({ status: "failed", error: "The analysis was interrupted too many times.", lockedAt: null, finishedAt: new Date() })
    .where(and(stale, sql`${deckAnalyses.attempts} >= ${MAX_ATTEMPTS}`));
  const due = deps.db
    .select({ id: deckAnalyses.id })
    .from(deckAnalyses)
    .where(or(and(eq(deckAnalyses.status, "queued"), lte(deckAnalyses.runAfter, sql`now()`)), stale))
    .orderBy(deckAnalyses.runAfter)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await deps.db
    .update(deckAnalyses)
    .set({
      status: "running",
      attempts: sql`${deckAnalyses.attempts} + 1`,
      lockedAt: sql`now()`,
      lockedBy: workerId,
      startedAt: sql`now()`,
    })
    .where(inArray(deckAnalyses.id, due))
    .returning();
  return job ?? null;
}

type Outcome = { result: DeckAnalysis; pageCount: number; provider: DeckAnalyser["provider"] } | { error: AnalysisError };

async function analyse(deps: JobDeps, job: Job, analyser: DeckAnalyser): Promise<Outcome> {
  try {
    const [doc] = await deps.db.select().from(documents).where(eq(documents.id, job.documentId));
    const bytes = doc ? await deps.storage.get(doc.storageKey) : null;
    if (!bytes) return { error: new AnalysisError("The deck's file is missing.", false) };
    let pages: string[];
    try {
      pages = await extractPdfPages(bytes);
    } catch (err) {
      return { error: new AnalysisError((err as Error).message, false) };
    }
    if (pages.join("").trim() === "")
      return { error: new AnalysisError("The PDF has no text to read (it may be scanned images only).", false) };
    return { result: await analyser.analyse(pages), pageCount: pages.length, provider: analyser.provider };
  } catch (err) {
    if (err instanceof AnalysisError) return { error: err };
    deps.log.error({ err, jobId: job.id }, "deck analysis failed");
    return { error: new AnalysisError(`The analysis failed unexpectedly (${(err as Error).message}).`, true) };
  }
}

/** Runs one claimed job and stores its result, a retry for later, or its failure (recorded like any change). */
export async function runJob(deps: JobDeps, job: Job, options: JobOptions = {}): Promise<void> {
  const analyser = options.analyser ?? deckAnalyserFor(deps.env);
  const started = Date.now();
  const outcome = await analyse(deps, job, analyser);
  const mine = and(eq(deckAnalyses.id, job.id), eq(deckAnalyses.lockedBy, job.lockedBy ?? ""), eq(deckAnalyses.status, "running"));
  if ("error" in outcome && outcome.error.retryable && job.attempts < MAX_ATTEMPTS) {
    const wait = retryWaitsMs(options.retryBaseMs)[job.attempts - 1];
    await deps.db
      .update(deckAnalyses)
      .set({ status: "queued", error: outcome.error.message, runAfter: new Date(Date.now() + wait), lockedAt: null, lockedBy: null })
      .where(mine);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const done = "result" in outcome;
    const [row] = await tx
      .update(deckAnalyses)
      .set({
        status: done ? "done" : "failed",
        result: done ? outcome.result : null,
        error: done ? null : outcome.error.message,
        provider: done ? outcome.provider : analyser.provider,
        pageCount: done ? outcome.pageCount : null,
        durationMs: Date.now() - started,
        finishedAt: new Date(),
        lockedAt: null,
        lockedBy: null,
        version: sql`${deckAnalyses.version} + 1`,
      })
      .where(mine)
      .returning();
    if (!row) return; // re-queued or reclaimed meanwhile: the newer run records its own outcome
    const [doc] = await tx.select({ fileName: documents.fileName }).from(documents).where(eq(documents.id, row.documentId));
    await recordChange(
      tx,
      { orgId: row.orgId, name: ANALYSIS_ACTOR },
      {
        entityType: "deck_analysis",
        entityId: row.id,
        label: doc?.fileName ?? "pitch deck",
        action: "updated",
        changes: { status: { from: "running", to: row.status }, ...(done ? {} : { error: { from: null, to: row.error } }) },
        parent: { type: "company", id: row.companyId },
      },
    );
  });
}

/** Runs every due job now, one after another; returns how many ran. Tests and the CLI call it; the worker loops on it. */
export async function runPendingJobs(deps: JobDeps, options: JobOptions = {}): Promise<number> {
  const workerId = options.workerId ?? newWorkerId();
  let ran = 0;
  for (;;) {
    const job = await claimJob(deps, workerId, options.staleLockMs);
    if (!job) return ran;
    await runJob(deps, job, options);
    ran++;
  }
}
