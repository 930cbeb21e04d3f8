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

  const onPayload = (payload: string) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return log.warn({ payload: payload.slice(0, 200) }, "ignored a malformed change notification");
    }
    byOrg.get(event.orgId)?.forEach((listener) => listener({ kind: "change", event }));
  };

  const start = () => {
    listening ??= database
      .listen(CHANGES_CHANNEL, onPayload, () => {
        log.warn("change notifications reconnected; open streams resynchronise");
        each((l) => l({ kind: "resync" }));
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
