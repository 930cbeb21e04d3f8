import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { instanceSettings } from "../../db/schema";
import type { Deps } from "../../deps";
import { backupTo } from "./backup.service";

/** `fundline-20261122T132700123Z.fundline`: sorts by time, and is the only kind of name the download route accepts. */
export const backupNamePattern = /^fundline-\d{8}T\d{9}Z\.fundline$/;
const ADVISORY_LOCK_KEY = 7_263_001; // one online backup at a time across processes sharing the database
const LAST_BACKUP_KEY = "last_online_backup";

const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, "");

export async function listBackups(dir: string) {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => backupNamePattern.test(n)).sort();
  return Promise.all(
    names.reverse().map(async (name) => {
      const s = await stat(join(dir, name));
      return { name, size: s.size, createdAt: s.mtime.toISOString() };
    }),
  );
}

/** Runs `write` only if no other process holds the backup lock (PostgreSQL advisory lock; PGlite is one process). */
async function withBackupLock<T>(deps: Pick<Deps, "database">, write: () => Promise<T>): Promise<T | null> {
  const pool = deps.database.pool;
  if (!pool) return write();
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [ADVISORY_LOCK_KEY]);
    if (!rows[0].locked) return null;
    try {
      return await write();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Writes one consistent backup (the CLI's format) into BACKUP_DIR and keeps the newest BACKUP_KEEP.
 * With `onlyIfDue`, skips when any process sharing the database wrote one less than BACKUP_EVERY ago.
 */
export async function runOnlineBackup(deps: Pick<Deps, "db" | "database" | "storage" | "env">, options: { onlyIfDue?: boolean } = {}) {
  const dir = deps.env.BACKUP_DIR;
  if (!dir) return null;
  return withBackupLock(deps, async () => {
    const [last] = await deps.db.select().from(instanceSettings).where(eq(instanceSettings.key, LAST_BACKUP_KEY));
    if (options.onlyIfDue && last && Date.now() - new Date(last.value).getTime() < deps.env.BACKUP_EVERY * 0.95) return null;
    await mkdir(resolve(dir), { recursive: true });
    const startedAt = new Date();
    const file = join(resolve(dir), `fundline-${stamp(startedAt)}.fundline`);
    const result = await backupTo(deps, file);
    await deps.db
      .insert(instanceSettings)
      .values({ key: LAST_BACKUP_KEY, value: startedAt.toISOString() })
      .onConflictDoUpdate({ target: instanceSettings.key, set: { value: sql`excluded.value` } });
    for (const old of (await listBackups(dir)).slice(deps.env.BACKUP_KEEP)) await rm(join(resolve(dir), old.name), { force: true });
    return { ...result, startedAt: startedAt.toISOString() };
  });
}

/** Starts the BACKUP_EVERY timer when BACKUP_DIR is set; returns a stop function. */
export function scheduleBackups(deps: Deps): () => void {
  if (!deps.env.BACKUP_DIR) return () => {};
  // Check often (at most every 10 minutes) so a restart does not push the next backup a whole period away.
  const tick = Math.min(deps.env.BACKUP_EVERY, 10 * 60_000);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runOnlineBackup(deps, { onlyIfDue: true });
      if (done) deps.log.info({ backup: done.file, files: done.files }, "online backup written");
    } catch (err) {
      deps.log.error({ err }, "online backup failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), tick);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
