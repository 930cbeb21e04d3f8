import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { Db } from "../db/client";
import { authAttempts } from "../db/schema";
import { lockValue } from "../lib/db-helpers";

export type Limit = { max: number; windowSeconds: number };
export type Reservation = { ok: true; ids: Map<string, number> } | { ok: false; key: string; wait: number };

/** Seconds until the oldest attempt in the window expires, or 0 when the key is under its limit. */
async function waitFor(db: Db, key: string, limit: Limit): Promise<number> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const [{ n, oldest }] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  if (n < limit.max || !oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));
}

/**
 * Records one attempt on every key, or none when any key has used up its limit — atomically:
 * a transaction-scoped advisory lock per key (taken in key order, so two requests never wait
 * on each other crosswise) makes "count, then insert" one step for every process sharing the
 * database. Checking first and recording after the slow work let a burst of parallel requests
 * all pass the check.
 */
export function reserveAttempts(db: Db, keys: [string, Limit][]): Promise<Reservation> {
  return db.transaction(async (tx) => {
    for (const key of keys.map(([k]) => k).sort()) await lockValue(tx, "attempt", key);
    for (const [key, limit] of keys) {
      const wait = await waitFor(tx, key, limit);
      if (wait > 0) return { ok: false as const, key, wait };
    }
    const rows = await tx
      .insert(authAttempts)
      .values(keys.map(([key]) => ({ key })))
      .returning({ id: authAttempts.id, key: authAttempts.key });
    return { ok: true as const, ids: new Map(rows.map((r) => [r.key, r.id])) };
  });
}

/** Takes back reservations that should not count (a success, a submission that was refused). */
export async function releaseAttempts(db: Db, ids: number[]) {
  if (ids.length) await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

/** Marks reservations as finished failures (until then they count as attempts in flight). */
export async function settleAttempts(db: Db, ids: number[]) {
  if (ids.length) await db.update(authAttempts).set({ settled: true }).where(inArray(authAttempts.id, ids));
}

/**
 * Forgets the key's failures that finished before `beforeId` was reserved. Attempts still in
 * flight stay counted, so a success in the middle of a burst does not open a new budget for it.
 */
export async function forgetSettledFailures(db: Db, key: string, beforeId: number) {
  await db.delete(authAttempts).where(and(eq(authAttempts.key, key), eq(authAttempts.settled, true), lt(authAttempts.id, beforeId)));
}

export async function pruneAttempts(db: Db) {
  const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, cutoff));
}
