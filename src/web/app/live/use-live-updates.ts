import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ChangeEventData } from "@shared/schemas/activity";
import { applyChanges } from "./invalidation";
import { subscribeToLiveEvents } from "./shared-stream";

const BATCH_MS = 80;

/**
 * Live updates for this tab (mounted once, in the signed-in shell). Changes from the stream
 * (shared by the browser's tabs) are batched for a moment and turned into cache refreshes, so a
 * colleague's move shows up in well under a second.
 */
export function useLiveUpdates() {
  const qc = useQueryClient();
  useEffect(() => {
    let pending: ChangeEventData[] = [];
    let flushTimer: number | undefined;
    let stopped = false;
    // The event schema (and zod with it) loads with the first change, not with the page.
    let schema: Promise<typeof import("@shared/schemas/activity")> | undefined;

    const flush = () => {
      flushTimer = undefined;
      const batch = pending;
      pending = [];
      applyChanges(qc, batch);
    };

    const unsubscribe = subscribeToLiveEvents((message) => {
      if (message.event === "reset") return void qc.invalidateQueries();
      if (message.event !== "change") return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // not JSON: skipped, as one that fails the schema is
      }
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
    return () => {
      stopped = true;
      unsubscribe();
      window.clearTimeout(flushTimer);
    };
  }, [qc]);
}
