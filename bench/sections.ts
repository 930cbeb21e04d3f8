// Every section of `npm run bench` runs under a time limit: one that fails or overruns is
// written into the report (section, database, reason, seconds) and the run goes on, instead of
// waiting on it (the firstrun section once sat idle for over 8 minutes and the report was never
// written). A section cut off may leave its server running: server-process.ts stops them all at the end.
export type SectionFailure = { section: string; database: string; reason: string; seconds: number };

export const failures: SectionFailure[] = [];

/** BENCH_SECTION_LIMIT (seconds) overrides every section's own limit. */
const override = process.env.BENCH_SECTION_LIMIT ? Number(process.env.BENCH_SECTION_LIMIT) : undefined;

export async function section<T>(name: string, database: string, limitSeconds: number, fallback: T, run: () => Promise<T>): Promise<T> {
  const limit = override ?? limitSeconds;
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const overrun = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${limit} s (time limit)`)), limit * 1000);
  });
  try {
    return await Promise.race([run(), overrun]);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    failures.push({ section: name, database, reason: reason.slice(0, 500), seconds });
    console.error(`bench section ${name} (${database}) failed after ${seconds} s: ${reason}`);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
