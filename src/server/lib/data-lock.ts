import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The embedded database serves one process at a time. A PID file in DATA_DIR says who
 * holds it; a stale file (its process is gone) is taken over.
 */
export function acquireDataLock(dataDir: string, holder: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "fundline.lock");
  const current = readLock(file);
  if (current && current.pid !== process.pid && isAlive(current.pid)) {
    throw new Error(
      `The embedded database in ${dir} is in use by ${current.holder} (PID ${current.pid}). Stop it first, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, holder }));
  return () => {
    if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}

function readLock(file: string): { pid: number; holder: string } | null {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
