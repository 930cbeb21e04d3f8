import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import type { Deps } from "../../deps";
import type { BusSignal } from "../../lib/changes/change-bus";
import { createRouter, errorResponses } from "../../lib/router";
import { changesSince, endsStreamOf, eventData, latestChangeId, stillSignedIn } from "./events.service";

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
        .regex(/^\d{1,18}$/, "Invalid event id")
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
  return createRouter().openapi(eventsRoute, async (c) => {
    const caller = c.get("caller");
    const resumeFrom = Number(c.req.header("last-event-id") ?? c.req.query("lastEventId") ?? "");
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
        if (Number.isSafeInteger(resumeFrom) && resumeFrom > 0) {
          const missed = await changesSince(db, caller.orgId, resumeFrom);
          if (!missed) await sse.writeSSE({ event: "reset", data: "{}" });
          for (const row of missed ?? []) {
            replayed.add(String(row.id));
            await sse.writeSSE({ event: "change", id: String(row.id), data: JSON.stringify(eventData({ ...row, id: String(row.id) })) });
          }
        } else {
          await sse.writeSSE({ event: "ready", id: await latestChangeId(db, caller.orgId), data: "{}", retry: 2000 });
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
          if (replayed.has(event.id)) continue;
          await sse.writeSSE({ event: "change", id: event.id, data: JSON.stringify(eventData(event)) });
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
