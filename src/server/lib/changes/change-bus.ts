import type { Database } from "../../db/client";
import type { Unlisten } from "../../db/listen";
import type { Logger } from "../logger";
import { CHANGES_CHANNEL } from "./record-change";

/** What a stream learns about a change: which record, what happened, no field values. */
export type ChangeEvent = {
  id: string;
  orgId: string;
  entityType: string;
  entityId: string;
  parentType: string | null;
  parentId: string | null;
  action: string;
  actorUserId: string | null;
};

/** A change; "resync" when events may have been missed (lost database connection); "closing" at shutdown. */
export type BusSignal = { kind: "change"; event: ChangeEvent } | { kind: "resync" } | { kind: "closing" };
export type BusListener = (signal: BusSignal) => void;

/** Listeners called per turn of the event loop: 1,000 open streams must not hold up the requests in between. */
export const DELIVERY_SLICE = 100;

/**
 * Fans committed changes out to this process's open streams, per organisation. Every
 * process LISTENs on the database itself (PostgreSQL: its own connection; PGlite: in
 * process), so a change made through any process reaches the streams of all of them.
 * The LISTEN starts with the first subscriber, so CLI commands never open it.
 */
export function createChangeBus(database: Pick<Database, "listen">, log: Logger) {
  const byOrg = new Map<string, Set<BusListener>>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;

  const each = (fn: (l: BusListener) => void) => byOrg.forEach((set) => set.forEach(fn));

  // Signals waiting to be handed out, in arrival order, so every listener hears them in order. Each turn
  // of the event loop calls at most DELIVERY_SLICE listeners (and their streams write), then yields to
  // I/O: a write request arriving while a change goes out to many streams is not queued behind all of them.
  const pending: { signal: BusSignal; listeners: BusListener[]; next: number }[] = [];
  let draining = false;
  const drain = () => {
    let budget = DELIVERY_SLICE;
    while (pending.length && budget > 0) {
      const job = pending[0];
      const end = Math.min(job.listeners.length, job.next + budget);
      budget -= end - job.next;
      while (job.next < end) job.listeners[job.next++](job.signal);
      if (job.next === job.listeners.length) pending.shift();
    }
    if (pending.length) setImmediate(drain);
    else draining = false;
  };
  const deliver = (signal: BusSignal, listeners: Iterable<BusListener>) => {
    pending.push({ signal, listeners: [...listeners], next: 0 });
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  };

  const onPayload = (payload: string) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return log.warn({ payload: payload.slice(0, 200) }, "ignored a malformed change notification");
    }
    const listeners = byOrg.get(event.orgId);
    if (listeners) deliver({ kind: "change", event }, listeners);
  };

  const start = () => {
    listening ??= database
      .listen(CHANGES_CHANNEL, onPayload, () => {
        log.warn("change notifications reconnected; open streams resynchronise");
        deliver(
          { kind: "resync" },
          [...byOrg.values()].flatMap((set) => [...set]),
        );
      })
      .catch((err: unknown) => {
        listening = null;
        throw err;
      });
    return listening;
  };

  return {
    /** Calls `listener` for each change of the organisation; returns the unsubscribe function. */
    async subscribe(orgId: string, listener: BusListener): Promise<() => void> {
      if (closed) {
        queueMicrotask(() => listener({ kind: "closing" })); // shutting down: the stream ends at once
        return () => {};
      }
      await start();
      let set = byOrg.get(orgId);
      if (!set) byOrg.set(orgId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byOrg.get(orgId) === set) byOrg.delete(orgId);
      };
    },
    subscriberCount: () => [...byOrg.values()].reduce((n, set) => n + set.size, 0),
    /** Ends every open stream (they receive "closing") and stops listening. */
    async close() {
      closed = true;
      each((l) => l({ kind: "closing" }));
      byOrg.clear();
      if (listening) await (await listening.catch(() => async () => {}))();
    },
  };
}

export type ChangeBus = ReturnType<typeof createChangeBus>;
