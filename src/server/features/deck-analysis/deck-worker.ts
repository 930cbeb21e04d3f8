import { claimJob, newWorkerId, runJob, type JobDeps, type JobOptions } from "./deck-jobs";

const POLL_MS = 1_000;

export type DeckWorker = { stop(): Promise<void> };

/**
 * Polls the queue in the server process and runs due analyses one at a time, off the request
 * path. Its timer is unref'd (never keeps a process alive); stop() waits for the job in hand.
 */
export function startDeckWorker(deps: JobDeps, options: JobOptions & { pollMs?: number } = {}): DeckWorker {
  const workerId = options.workerId ?? newWorkerId();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    while (!stopped) {
      const job = await claimJob(deps, workerId, options.staleLockMs);
      if (!job) break;
      await runJob(deps, job, options);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick()
        .catch((err) => deps.log.error({ err }, "deck analysis worker: poll failed"))
        .finally(schedule);
    }, options.pollMs ?? POLL_MS);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
