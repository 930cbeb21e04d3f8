import type { Deps } from "../../deps";
import { runNotifications } from "./notify-run";

const EVERY_MS = 5 * 60_000;

/**
 * The running server evaluates notifications every five minutes, so no cron is needed; the
 * idempotency keys make it safe next to other processes and `npx fundline notify run`.
 */
export function scheduleNotifications(deps: Deps, everyMs = EVERY_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runNotifications(deps)
      .catch((err: unknown) => deps.log.error({ err }, "notification run failed"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
