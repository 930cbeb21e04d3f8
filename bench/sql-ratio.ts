// API ÷ raw SQL at 1 connection: each endpoint's exact SQL (captured in-process through the
// Drizzle query logger) is replayed through pg directly, sequentially, and its per-statement
// p50s summed; the API p50 is measured with the load generator at 1 connection.
import pg from "pg";
import { display, measure, percentile, round2 } from "./load";

export type Statement = { text: string; values: unknown[] };
export type Captured = Record<string, Statement[]>;
export type RatioRow = { endpoint: string; statements: number; apiP50: number; sqlP50: number; ratio: number };

/** A logger whose statements are recorded only while `record` runs. */
export function queryRecorder() {
  let sink: Statement[] | undefined;
  return {
    logger: { logQuery: (text: string, values: unknown[]) => sink?.push({ text, values }) },
    async record(run: () => Promise<unknown>): Promise<Statement[]> {
      sink = [];
      try {
        await run();
        return sink;
      } finally {
        sink = undefined;
      }
    },
  };
}

const p50 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );

export async function measureRatios(
  base: string,
  cookie: string,
  databaseUrl: string,
  captured: Captured,
  runs: number,
  seconds: number,
): Promise<RatioRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows: RatioRow[] = [];
  try {
    for (const [endpoint, statements] of Object.entries(captured)) {
      await measure(base + endpoint, cookie, 1, 1); // warm-up
      const api = (await measure(base + endpoint, cookie, 1, seconds)).durations;
      const perStatement = statements.map(() => [] as number[]);
      for (let i = 0; i < runs + 20; i++) {
        for (const [k, s] of statements.entries()) {
          const started = performance.now();
          await client.query({ text: s.text, values: s.values });
          if (i >= 20) perStatement[k].push(performance.now() - started);
        }
      }
      if (process.env.BENCH_VERBOSE) for (const s of statements) console.log("  SQL:", s.text.slice(0, 160).replace(/\s+/g, " "));
      const sqlP50 = perStatement.reduce((sum, times) => sum + p50(times), 0);
      const row = {
        endpoint: display(endpoint),
        statements: statements.length,
        apiP50: round2(p50(api)),
        sqlP50: round2(sqlP50),
        ratio: round2(p50(api) / sqlP50),
      };
      console.log(`ratio ${row.endpoint}: API p50 ${row.apiP50} ms / SQL ${row.sqlP50} ms (${row.statements} statements) = ${row.ratio}`);
      rows.push(row);
    }
  } finally {
    await client.end();
  }
  return rows;
}
