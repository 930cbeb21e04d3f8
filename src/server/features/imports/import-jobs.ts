import { hostname } from "node:os";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ImportEntity } from "@shared/constants/imports";
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import { imports } from "../../db/schema";
import { notify } from "../../lib/notify";
import { ImportRowError, runPlan } from "./plan";
import { liveProgress, sheetOf } from "./imports.service";

/** A running import whose lock is older than this died with its process: its transaction rolled back, so it is run again. */
const STALE_LOCK_MS = 15 * 60_000;
const MAX_ATTEMPTS = 3;
const POLL_MS = 1_000;

export type ImportJobDeps = Pick<Deps, "db" | "storage" | "log" | "database">;
type Job = typeof imports.$inferSelect;

const newWorkerId = () => `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

const staleLock = (staleLockMs: number) => lt(imports.lockedAt, sql`now() - ${`${staleLockMs} milliseconds`}::interval`);
/** Committed and not held by a live worker: nobody has claimed it, or its worker died. */
const dueImport = (staleLockMs: number) => and(eq(imports.status, "running"), or(isNull(imports.lockedBy), staleLock(staleLockMs)));

/** Takes one committed import no other process holds (FOR UPDATE SKIP LOCKED), or one whose worker died. */
export async function claimImport(db: Db, workerId: string, staleLockMs = STALE_LOCK_MS): Promise<Job | null> {
  const stale = staleLock(staleLockMs);
  await db
    .update(imports)
    .set({ status: "failed", error: "The import was interrupted too many times; nothing was written.", lockedAt: null, lockedBy: null })
    .where(and(eq(imports.status, "running"), stale, sql`${imports.attempts} >= ${MAX_ATTEMPTS}`));
  const due = db
    .select({ id: imports.id })
    .from(imports)
    .where(dueImport(staleLockMs))
    .orderBy(imports.createdAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(imports)
    .set({ lockedBy: workerId, lockedAt: sql`now()`, attempts: sql`${imports.attempts} + 1` })
    .where(inArray(imports.id, due))
    .returning();
  return job ?? null;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;
const nouns: Record<ImportEntity, [string, string]> = {
  companies: ["new company", "new companies"],
  people: ["new person", "new people"],
  lps: ["new LP", "new LPs"],
  "equity-investments": ["new investment", "new investments"],
};
const counted = (n: number, entity: ImportEntity) => `${n.toLocaleString("en-US")} ${nouns[entity][n === 1 ? 0 : 1]}`;

/**
 * Runs a claimed import in ONE transaction: every row's write, its activity entry and the import's
 * outcome commit together, or nothing does. Progress is kept in memory (and, on PostgreSQL, written
 * on another connection) so the page can show rows done while the transaction is open.
 */
export async function runImport(deps: ImportJobDeps, job: Job): Promise<void> {
  const { db } = deps;
  const mine = and(eq(imports.id, job.id), eq(imports.lockedBy, job.lockedBy ?? ""), eq(imports.status, "running"));
  const link = `/settings/import?import=${job.id}`;
  const actor = { orgId: job.orgId, userId: job.userId ?? undefined, memberId: job.memberId ?? undefined, name: job.actorName };
  const skipRows = new Set(job.errors.map((e) => e.row));
  let lastWritten = 0;
  const onProgress = async (processed: number) => {
    liveProgress.set(job.id, processed);
    if (deps.database.kind === "postgres" && processed - lastWritten >= 1000) {
      lastWritten = processed;
      // Another pool connection: visible to every process while the import's transaction is open.
      await db.update(imports).set({ processed }).where(mine);
    }
  };
  try {
    await db.transaction(async (tx) => {
      const sheet = await sheetOf(deps.storage, job);
      const summary = await runPlan(tx, job.orgId, job.entity as ImportEntity, sheet.headers, sheet.rows, job.options!, {
        actor,
        importId: job.id,
        skipRows,
        onProgress,
      });
      const [done] = await tx
        .update(imports)
        .set({
          status: "done",
          processed: job.rowCount,
          created: summary.create,
          updated: summary.update,
          unchanged: summary.unchanged,
          skipped: summary.skipped,
          finishedAt: new Date(),
          lockedAt: null,
          lockedBy: null,
          version: sql`${imports.version} + 1`,
        })
        .where(mine)
        .returning();
      if (!done) throw new Error("The import was taken over by another worker.");
      if (job.memberId)
        await notify(tx, [
          {
            orgId: job.orgId,
            memberId: job.memberId,
            kind: "import",
            entityType: "import",
            entityId: job.id,
            link,
            text: `Import of ${job.fileName} finished: ${counted(summary.create, job.entity as ImportEntity)}, ${summary.update.toLocaleString("en-US")} updated${skipRows.size ? `, ${plural(skipRows.size, "row")} with errors left out` : ""}.`,
            dedupeKey: `import:${job.id}`,
          },
        ]);
    });
  } catch (err) {
    const rowError = err instanceof ImportRowError ? err : null;
    const message = rowError
      ? `Row ${rowError.row}${rowError.column ? ` (${rowError.column})` : ""}: ${rowError.message} Nothing was imported.`
      : `The import failed and nothing was written (${(err as Error).message.slice(0, 300)}).`;
    if (!rowError) deps.log.error({ err, importId: job.id }, "import failed");
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(imports)
        .set({
          status: "failed",
          error: message,
          errors: rowError ? [...job.errors, { row: rowError.row, column: rowError.column, message: rowError.message }] : job.errors,
          processed: 0,
          finishedAt: new Date(),
          lockedAt: null,
          lockedBy: null,
          version: sql`${imports.version} + 1`,
        })
        .where(mine)
        .returning();
      if (failed && job.memberId)
        await notify(tx, [
          {
            orgId: job.orgId,
            memberId: job.memberId,
            kind: "import",
            entityType: "import",
            entityId: job.id,
            link,
            text: `Import of ${job.fileName} failed: ${message}`.slice(0, 500),
            dedupeKey: `import-failed:${job.id}:${job.attempts}`,
          },
        ]);
    });
  } finally {
    liveProgress.delete(job.id);
  }
}

/** Whether a committed import waits for a worker, whatever locks it for a moment (a plain read, no lock). */
async function importIsDue(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: imports.id }).from(imports).where(dueImport(STALE_LOCK_MS)).limit(1);
  return !!row;
}

/** How often, 25 ms apart, a worker looks again at an import it found locked before it gives up to the next poll. */
const LOCKED_RETRIES = 40;

/** Runs every committed import now, one after another (tests, the CLI and the worker's tick). */
export async function runPendingImports(deps: ImportJobDeps, workerId = newWorkerId()): Promise<number> {
  let ran = 0;
  let retries = 0;
  for (;;) {
    const job = await claimImport(deps.db, workerId);
    if (job) {
      await runImport(deps, job);
      ran++;
      continue;
    }
    // SKIP LOCKED also skips a row that a refused parallel commit or another worker's claim holds
    // for a moment; the commit's kick would then find nothing and the import would wait for the
    // next poll. Look again until that lock is gone (a claimed row is no longer due).
    if (retries++ >= LOCKED_RETRIES || !(await importIsDue(deps.db))) return ran;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type ImportWorker = { kick(): void; stop(): Promise<void> };

/**
 * Runs `run` now unless it is already running; a kick that arrives while it runs makes it run
 * once more afterwards. Without that, a commit landing after the loop's last empty claim but
 * before the loop returned would wait for the next poll (or forever where nothing polls).
 */
export function coalescedRunner(run: () => Promise<unknown>) {
  let current: Promise<unknown> | null = null;
  let again = false;
  const kick = (): void => {
    if (current) {
      again = true;
      return;
    }
    current = run().finally(() => {
      current = null;
      if (again) {
        again = false;
        kick();
      }
    });
  };
  return {
    kick,
    idle: async () => {
      while (current) await current;
    },
  };
}

const runners = new WeakMap<ImportJobDeps["db"], ReturnType<typeof coalescedRunner>>();

/**
 * Runs committed imports in this process, now and after every commit that arrives meanwhile. One
 * runner per database, shared by the commit route and the poller, so a process runs one import at a time.
 */
export function importRunner(deps: ImportJobDeps) {
  let runner = runners.get(deps.db);
  if (!runner) {
    const workerId = newWorkerId();
    runner = coalescedRunner(() => runPendingImports(deps, workerId).catch((err) => deps.log.error({ err }, "import run failed")));
    runners.set(deps.db, runner);
  }
  return runner;
}

/**
 * Polls for committed imports in the server process (timer unref'd); `kick()` starts at once
 * after a commit instead of waiting for the next poll. stop() waits for the import in hand.
 */
export function startImportWorker(deps: ImportJobDeps, pollMs = POLL_MS): ImportWorker {
  const runner = importRunner(deps);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runner.kick();
      schedule();
    }, pollMs);
    timer.unref();
  };
  schedule();
  return {
    kick: () => {
      if (!stopped) runner.kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await runner.idle();
    },
  };
}
