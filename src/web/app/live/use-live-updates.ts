import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ChangeEventData } from "@shared/schemas/activity";
import { applyChanges } from "./invalidation";

const BATCH_MS = 80;
const MAX_RETRY_MS = 15_000;

/**
 * One Server-Sent Events stream per tab (mounted once, in the signed-in shell). Changes are
 * batched for a moment and turned into cache refreshes, so a colleague's move shows up in
 * well under a second. The browser reconnects by itself with Last-Event-ID; when it gives up
 * (an error answer, e.g. during a deploy) a new stream is opened with a growing pause and
 * resumes from the last event seen.
 */
export function useLiveUpdates() {
  const qc = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let lastId = "";
    let pending: ChangeEventData[] = [];
    let flushTimer: number | undefined;
    let retryTimer: number | undefined;
    let retryMs = 1000;
    let stopped = false;
    // The event schema (and zod with it) loads with the first change, not with the page.
    let schema: Promise<typeof import("@shared/schemas/activity")> | undefined;

    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      applyChanges(qc, batch);
    };

    const open = () => {
      source = new EventSource(`/api/v1/events${lastId ? `?lastEventId=${lastId}` : ""}`);
      source.addEventListener("ready", (m) => {
        lastId = (m as MessageEvent).lastEventId || lastId;
        retryMs = 1000;
      });
      source.addEventListener("change", (m) => {
        const message = m as MessageEvent<string>;
        lastId = message.lastEventId || lastId;
        retryMs = 1000;
        const data: unknown = JSON.parse(message.data);
        // Changes stay in order: each waits on the same promise.
        (schema ??= import("@shared/schemas/activity"))
          .then(({ changeEventSchema }) => {
            const parsed = changeEventSchema.safeParse(data);
            if (!parsed.success || stopped) return;
            pending.push(parsed.data);
            flushTimer ??= window.setTimeout(flush, BATCH_MS);
          })
          .catch(() => {
            // The schema's code failed to load (offline, new release): refresh everything instead.
            schema = undefined;
            void qc.invalidateQueries();
          });
      });
      source.addEventListener("reset", () => void qc.invalidateQueries());
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retryTimer = window.setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };
    };

    open();
    return () => {
      stopped = true;
      source?.close();
      window.clearTimeout(flushTimer);
      window.clearTimeout(retryTimer);
    };
  }, [qc]);
}
