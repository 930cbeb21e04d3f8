import { createHash } from "node:crypto";
import type { Database, Db } from "../db/client";
import type { Unlisten } from "../db/listen";
import type { Caller } from "../lib/context";
import type { Logger } from "../lib/logger";

/**
 * The channel the session, members and user tables' triggers NOTIFY on (migrations
 * caller_cache and caller_epoch) when a session ends or changes, a membership is removed or its
 * role changes, or a user is disabled or renamed: `session:<id>:<epoch>`, `member:<id>:<epoch>`
 * or `user:<id>:<epoch>`, where epoch is the value the trigger moved `caller_epoch` to.
 */
export const CALLERS_CHANNEL = "fundline_callers";

/** A caller as the session query finds it, with its session's end. */
export type CachedCaller = Omit<Caller, "ip"> & { expiresAt: Date };

type Entry = { caller: CachedCaller; until: number };
type Match = { sessionId?: string; userId?: string; memberId?: string };

export type CallerCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * Reads `caller_epoch` (moved by every invalidating trigger, in the same transaction). Given
   * when other processes may share the database: see `fencedEpoch` below.
   */
  readEpoch?: () => Promise<number>;
};

/**
 * Session → caller (user, organisation, role) kept in memory for a few seconds, so that a
 * signed-in read does not pay a database round trip before its own work. Keyed by a hash of
 * the session cookie's signed value (no token is kept in memory). Correctness does not rest on the lifetime:
 * the triggers NOTIFY every process at commit, and each drops the entries concerned at once.
 * The cache is used only while this process is LISTENing: before the LISTEN is up and after
 * the connection is lost (until it is back and the cache is emptied) every request asks the
 * database, as without a cache.
 *
 * A NOTIFY reaches other processes a moment after the commit, so a request that arrives on
 * process B right after a sign-out answered on process A could still be served from B's memory.
 * With `readEpoch`, a hit is trusted only when every invalidation committed before the request
 * arrived has been applied here: the epoch read (started after the request arrived, so it sees
 * every earlier commit) must not be ahead of the highest epoch heard. Concurrent hits share one
 * read, so under load the check costs far less than one query per request.
 */
export function createCallerCache(database: Pick<Database, "listen">, log: Logger, options: CallerCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Moves on every invalidation: a lookup that started before one does not store its answer. */
  let generation = 0;
  let listening = false;
  let starting: Promise<Unlisten | null> | null = null;
  let closed = false;
  /** The highest epoch this process has applied (heard in a payload or read when the LISTEN came up). */
  let applied = 0;
  const hear = (epoch: number) => void (applied = Math.max(applied, epoch));

  const clear = () => {
    generation++;
    entries.clear();
  };
  const forget = (match: Match) => {
    generation++;
    for (const [key, { caller }] of entries)
      if (caller.sessionId === match.sessionId || caller.userId === match.userId || caller.memberId === match.memberId) entries.delete(key);
  };
  const onPayload = (payload: string) => {
    const [kind, id, epoch] = payload.split(":");
    if (kind === "session") forget({ sessionId: id });
    else if (kind === "user") forget({ userId: id });
    else if (kind === "member") forget({ memberId: id });
    else clear(); // an unknown message: safe to drop everything
    if (epoch && /^\d+$/.test(epoch)) hear(Number(epoch));
  };

  /**
   * The epoch as read by a query that started after this call. A read already sent cannot
   * promise that (it may have taken its snapshot before the caller's request arrived), so
   * callers arriving meanwhile share the next one, sent as soon as the current one answers.
   */
  let inFlight: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const fencedEpoch = (read: () => Promise<number>): Promise<number> => {
    if (!inFlight) return (inFlight = read().finally(() => (inFlight = null)));
    return (queued ??= inFlight.then(
      () => ((queued = null), fencedEpoch(read)),
      () => ((queued = null), fencedEpoch(read)),
    ));
  };
  /** True when every invalidation committed before now has been applied in this process. */
  const caughtUp = async () => {
    const read = options.readEpoch;
    if (!read) {
      // One process: its own writes forget at once (forgetCallers); a NOTIFY from SQL by hand is
      // on the socket already, so let pending I/O run first.
      await new Promise((resolve) => setImmediate(resolve));
      return true;
    }
    try {
      return (await fencedEpoch(read)) <= applied;
    } catch {
      return false; // the database will answer the lookup itself (or fail it)
    }
  };

  /** After the LISTEN is (back) up: every later invalidation will be heard, so the current epoch is applied. */
  const upToDate = async () => {
    if (!options.readEpoch) return true;
    try {
      hear(await options.readEpoch());
      return true;
    } catch (err) {
      log.warn({ err }, "caller cache: epoch unreadable; sessions are read from the database");
      return false;
    }
  };

  const start = () => {
    if (starting || closed) return;
    starting = database
      .listen(
        CALLERS_CHANNEL,
        onPayload,
        () => {
          clear(); // notifications sent while the connection was down are lost
          if (!options.readEpoch) listening = true;
          else void upToDate().then((ok) => (listening = ok && !closed));
        },
        () => {
          listening = false;
          clear();
        },
      )
      .then(
        async (unlisten) => {
          listening = (await upToDate()) && !closed;
          return unlisten;
        },
        (err: unknown) => {
          log.warn({ err }, "caller cache: LISTEN failed; sessions are read from the database");
          starting = null;
          return null;
        },
      );
  };

  return {
    /**
     * The caller of `credential` (a session's signed cookie value): from memory when fresh, else
     * from `load`, which verifies it, and stored when the session is valid.
     */
    async lookup(credential: string, load: () => Promise<CachedCaller | null>): Promise<CachedCaller | null> {
      start();
      if (!listening) return load();
      const key = createHash("sha256").update(credential).digest("base64");
      const fresh = entries.has(key) && (await caughtUp());
      const hit = entries.get(key);
      const at = now();
      if (fresh && hit && hit.until > at) {
        entries.delete(key); // most recently used goes last
        entries.set(key, hit);
        return hit.caller;
      }
      entries.delete(key);
      const before = generation;
      const caller = await load();
      if (caller && listening && generation === before) {
        entries.set(key, { caller, until: Math.min(at + ttlMs, caller.expiresAt.getTime()) });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return caller;
    },
    /** Drops the entries of a session, user or member in this process (others hear the trigger's NOTIFY). */
    forget,
    clear,
    size: () => entries.size,
    async close() {
      closed = true;
      listening = false;
      clear();
      const unlisten = await starting;
      await unlisten?.();
    },
  };
}

export type CallerCache = ReturnType<typeof createCallerCache>;

/** Each database handle's cache (one per app instance; bootstrap registers it). */
const caches = new WeakMap<Db, CallerCache>();

export const registerCallerCache = (db: Db, cache: CallerCache) => void caches.set(db, cache);
export const callerCacheOf = (db: Db): CallerCache | undefined => caches.get(db);

/**
 * Called after a write that ends or re-scopes sessions commits, so that this process's next
 * request already sees it (the NOTIFY reaches this process too, a moment later).
 */
export const forgetCallers = (db: Db, match: Match) => caches.get(db)?.forget(match);
