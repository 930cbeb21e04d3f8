// autocannon from the bench process against the server child process. Percentiles are computed
// from every response's own duration (autocannon's histogram has whole milliseconds and no p95);
// the child's RSS is sampled from /proc during the 32-connection runs.
import autocannon from "autocannon";
import type { ServerProcess } from "./server-process";

export type Row = {
  database: string;
  endpoint: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** The p95 budget, checked on PostgreSQL at 32 connections. */
  budgetMs?: number;
};

/** A path to load, with the p95 budget its issue sets (PostgreSQL, 32 connections), if any. */
export type Endpoint = { path: string; budgetMs?: number };

/** The endpoint as reported: a company id becomes {id}. */
export const display = (endpoint: string) => endpoint.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}");

export const round2 = (n: number) => Math.round(n * 100) / 100;
/** The q-quantile of ascending durations. */
export const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One autocannon run; the duration of every response in ms (sorted) and the mean requests per second. */
export async function measure(url: string, cookie: string, connections: number, seconds: number, headers: Record<string, string> = {}) {
  const durations: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: seconds, headers: { cookie, ...headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    run.on("response", (_client, _status, _bytes, ms) => durations.push(ms));
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
  durations.sort((a, b) => a - b);
  return { durations, rps: Math.round(r.requests.average) };
}

export async function runLoad(
  label: string,
  server: ServerProcess,
  cookie: string,
  endpoints: Endpoint[],
  seconds: number,
  suffix = "",
  options: { headers?: Record<string, string>; connections?: number[] } = {},
) {
  const rows: Row[] = [];
  let peakRssMb = server.rssMb();
  for (const { path: endpoint, budgetMs } of endpoints) {
    for (const connections of options.connections ?? [1, 32]) {
      const sampler = connections > 1 ? setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 50) : undefined;
      const { durations, rps } = await measure(server.base + endpoint, cookie, connections, seconds, options.headers);
      clearInterval(sampler);
      const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => round2(percentile(durations, q)));
      rows.push({ database: label, endpoint: display(endpoint) + suffix, connections, p50, p95, p99, rps, budgetMs });
      console.log(`${label} ${display(endpoint)}${suffix} c=${connections}: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, ${rps} req/s`);
    }
  }
  return { rows, peakRssMb: Math.round(peakRssMb) };
}
