import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import type { Deps } from "../../deps";
import type { BusSignal, ChangeEvent } from "../../lib/changes/change-bus";
import { createRouter, errorResponses } from "../../lib/router";
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
  // encoded once, and each stream only writes the bytes (with 1,000 streams open, per-stream work is what
  // a write's response waits behind).
  const encoder = new TextEncoder();
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
  return createRouter().openapi(eventsRoute, async (c) => {
    const caller = c.get("caller");
    const ids = deps.changeIds;
    const resumeToken = c.req.header("last-event-id") ?? c.req.query("lastEventId");
    const resumeFrom = resumeToken ? ids.decode(resumeToken) : null;
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no"); // nginx: do not buffer the stream
    return streamSSE(c, async (sse: SSEStreamingApi) => {
      const queue: BusSignal[] = [];
      let wake: () => void = () => {};
      const unsubscribe = await deps.changes.subscribe(caller.orgId, (signal) => {
        queue.push(signal);
        wake();
      });
      sse.onAbort(() => wake());
      try {
        const replayed = new Set<string>();
        if (resumeToken && resumeFrom === null) {
          // Not an id this server handed out (or from before ids were encrypted): start afresh.
          await sse.writeSSE({ event: "reset", data: "{}" });
          await sse.writeSSE({ event: "ready", id: ids.encode(await latestChangeId(db, caller.orgId)), data: "{}", retry: 2000 });
        } else if (resumeFrom !== null && resumeFrom > 0) {
          const missed = await changesSince(db, caller.orgId, resumeFrom);
          if (!missed) await sse.writeSSE({ event: "reset", data: "{}" });
          for (const row of missed ?? []) {
            replayed.add(String(row.id));
            await sse.writeSSE({
              event: "change",
              id: ids.encode(row.id),
              data: JSON.stringify(eventData({ ...row, id: String(row.id) }, ids)),
            });
          }
        } else {
          await sse.writeSSE({ event: "ready", id: ids.encode(await latestChangeId(db, caller.orgId)), data: "{}", retry: 2000 });
        }
        while (!sse.aborted && !sse.closed) {
          if (!queue.length) {
            const timedOut = await new Promise<boolean>((resolve) => {
              const timer = setTimeout(() => resolve(true), heartbeatMs);
              wake = () => {
                clearTimeout(timer);
                resolve(false);
              };
            });
            if (timedOut) {
              if (!(await stillSignedIn(db, caller))) return;
              await sse.write(": heartbeat\n\n");
            }
            continue;
          }
          const signal = queue.shift()!;
          if (signal.kind === "closing") return;
          if (signal.kind === "resync") {
            await sse.writeSSE({ event: "reset", data: "{}" });
            continue;
          }
          const { event } = signal;
          if (endsStreamOf(event, caller)) return;
          if (isInternalSignal(event)) continue;
          if (isInboxSignal(event)) {
            // Only the member it names hears it, and without an id: it is no change to resume after.
            if (event.parentId === caller.memberId) await sse.write(wireOf(event).inbox);
            continue;
          }
          if (replayed.has(event.id)) continue;
          await sse.write(wireOf(event).change);
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
