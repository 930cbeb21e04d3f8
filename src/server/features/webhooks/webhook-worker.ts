import { claimDeliveries, newWebhookWorkerId, runDeliveries, type WebhookJobDeps, type WebhookJobOptions } from "./webhook-jobs";

export type WebhookWorker = { stop(): Promise<void>; /** Runs due deliveries now (tests). */ drain(): Promise<void> };

/**
 * Polls the delivery queue in the server process and sends a batch at a time in parallel, off
 * the request path. Its timer is unref'd; stop() waits for the batch in hand.
 */
export function startWebhookWorker(deps: WebhookJobDeps, options: WebhookJobOptions & { pollMs?: number } = {}): WebhookWorker {
  const workerId = options.workerId ?? newWebhookWorkerId();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    while (!stopped) {
      const batch = await claimDeliveries(deps, workerId, options);
      if (batch.length === 0) break;
      await runDeliveries(deps, batch, options);
    }
  };
  const run = () => (current = current.then(tick).catch((err) => deps.log.error({ err }, "webhook worker: poll failed")));
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), options.pollMs ?? 1_000);
    timer.unref();
  };
  schedule();
  return {
    drain: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
