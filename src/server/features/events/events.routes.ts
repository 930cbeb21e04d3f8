import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { BusSignal, ChangeEvent } from "../../lib/changes/change-bus";
import { createRouter, errorResponses } from "../../lib/router";
import { eventStreamBody, sseFrame } from "./event-stream-body";
import { changesSince, endsStreamOf, eventData, isInboxSignal, isInternalSignal, latestChangeId, stillSignedIn } from "./events.service";

export const HEARTBEAT_MS = 25_000;

const eventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["Live updates"],
  summary:
    "Server-Sent Events of your organisation's changes. `event: ready` (id = newest change), then `event: change` with data " +
    "{ id, entityType, entityId, parentType, parentId, action, actorUserId } and no field values; `event: reset` when changes may " +
    "have been missed (reload what you show); a `: heartbeat` comment every 25 s. Send `Last-Event-ID` to resume after a dropped " +
    "connection (or `?lastEventId=` when a new stream is opened; up to 500 changes or one day back). The stream ends when the member is removed or the session ends.",
  request: {
    query: z.object({
      lastEventId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{22}$/, "Invalid event id")
        .optional(),
    }),
  },
  responses: {
    200: { description: "An event stream", content: { "text/event-stream": { schema: { type: "string" } } } },
    ...errorResponses,
  },
});

export function eventsRoutes(deps: Deps) {
  const { db } = deps;
  const heartbeatMs = deps.eventsHeartbeatMs ?? HEARTBEAT_MS;
  // Every stream of the organisation receives the same event object: it is encrypted, written out and
  // encoded once, and each stream only enqueues the bytes (with 1,000 streams open, per-stream work is
  // what a write's response waits behind).
  const encoder = new TextEncoder();
  const heartbeat = encoder.encode(": heartbeat\n\n");
  const wire = new WeakMap<ChangeEvent, { change: Uint8Array; inbox: Uint8Array }>();
  const wireOf = (event: ChangeEvent) => {
    let bytes = wire.get(event);
    if (!bytes) {
      const data = `event: change\ndata: ${JSON.stringify(eventData(event, deps.changeIds))}\n`;
      bytes = { change: encoder.encode(`${data}id: ${deps.changeIds.encode(event.id)}\n\n`), inbox: encoder.encode(`${data}\n`) };
      wire.set(event, bytes);
    }
    return bytes;
  };
  return createRouter().openapi(eventsRoute, (c) => {
    const caller = c.get("caller");
    const ids = deps.changeIds;
    const resumeToken = c.req.header("last-event-id") ?? c.req.query("lastEventId");
    const resumeFrom = resumeToken ? ids.decode(resumeToken) : null;

    let unsubscribe = () => {};
    let heartbeats: ReturnType<typeof setInterval> | undefined;
    const stream = eventStreamBody(() => {
      clearInterval(heartbeats);
      unsubscribe();
    });
    // Changes that arrive while the stream is still replaying wait here, so they follow the replay in order.
    let backlog: BusSignal[] | null = [];
    const replayed = new Set<string>();
    const handle = (signal: BusSignal) => {
      if (signal.kind === "closing") return stream.end();
      if (signal.kind === "resync") return stream.send(sseFrame({ event: "reset", data: "{}" }));
      const { event } = signal;
      if (endsStreamOf(event, caller)) return stream.end();
      if (isInternalSignal(event)) return;
      // Only the member it names hears it, and without an id: it is no change to resume after.
      if (isInboxSignal(event)) return event.parentId === caller.memberId && stream.send(wireOf(event).inbox);
      if (!replayed.has(event.id)) stream.send(wireOf(event).change);
    };

    const start = async () => {
      const stop = await deps.changes.subscribe(caller.orgId, (signal) => (backlog ? backlog.push(signal) : handle(signal)));
      if (stream.ended) return stop();
      unsubscribe = stop;
      const ready = async () =>
        stream.send(sseFrame({ event: "ready", id: ids.encode(await latestChangeId(db, caller.orgId)), data: "{}", retry: 2000 }));
      if (resumeToken && resumeFrom === null) {
        // Not an id this server handed out (or from before ids were encrypted): start afresh.
        stream.send(sseFrame({ event: "reset", data: "{}" }));
        await ready();
      } else if (resumeFrom !== null && resumeFrom > 0) {
        const missed = await changesSince(db, caller.orgId, resumeFrom);
        if (!missed) stream.send(sseFrame({ event: "reset", data: "{}" }));
        for (const row of missed ?? []) {
          replayed.add(String(row.id));
          stream.send(
            sseFrame({ event: "change", id: ids.encode(row.id), data: JSON.stringify(eventData({ ...row, id: String(row.id) }, ids)) }),
          );
        }
      } else {
        await ready();
      }
      const waiting = backlog ?? [];
      backlog = null;
      for (const signal of waiting) handle(signal);
      if (stream.ended) return; // it ended during the replay: no heartbeat to clear later
      heartbeats = setInterval(() => {
        stillSignedIn(db, caller).then(
          (signedIn) => (signedIn ? stream.send(heartbeat) : stream.end()),
          (err: unknown) => deps.log.warn({ err }, "event stream: the heartbeat's session check failed"),
        );
      }, heartbeatMs);
    };
    start().catch((err: unknown) => {
      deps.log.error({ err }, "event stream failed to start");
      stream.end();
    });

    return c.body(stream.body, 200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no", // nginx: do not buffer the stream
    });
  });
}
