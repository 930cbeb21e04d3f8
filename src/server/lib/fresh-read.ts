type Fence<T> = { running: Promise<T> | null; queued: Promise<T> | null };

/**
 * Reads by key that callers share without ever answering one with a read sent before it called:
 * such a read may have taken its database snapshot too early to see a change committed just
 * before the call. Callers arriving while a read runs share the next one, sent as soon as the
 * running one settles; so at most one read runs and one waits per key, however many callers come
 * (the caller cache's epoch fence works the same way).
 */
export function freshReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const fences = new Map<string, Fence<T>>();
  return (key) => {
    let fence = fences.get(key);
    if (!fence) fences.set(key, (fence = { running: null, queued: null }));
    const f = fence;
    const start = () => {
      const running: Promise<T> = read(key).finally(() => {
        if (f.running === running) f.running = null;
        if (!f.running && !f.queued) fences.delete(key);
      });
      return (f.running = running);
    };
    if (!f.running) return start();
    const next = () => ((f.queued = null), start());
    return (f.queued ??= f.running.then(next, next));
  };
}
