// autocannon from the bench process against the server child process; the child's RSS is
// sampled from /proc during the 32-connection runs.
import autocannon from "autocannon";
import type { ServerProcess } from "./server-process";

export type Row = { database: string; endpoint: string; connections: number; p50: number; p95: number; p99: number; rps: number };

/** The endpoint as reported: a company id becomes {id}. */
export const display = (endpoint: string) => endpoint.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}");

export async function runLoad(label: string, server: ServerProcess, cookie: string, endpoints: string[], seconds: number, suffix = "") {
  const rows: Row[] = [];
  let peakRssMb = server.rssMb();
  for (const endpoint of endpoints) {
    for (const connections of [1, 32]) {
      const sampler = connections > 1 ? setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rssMb())), 50) : undefined;
      const r = await autocannon({ url: server.base + endpoint, connections, duration: seconds, headers: { cookie } });
      clearInterval(sampler);
      if (r.non2xx || r.errors) throw new Error(`${endpoint}: ${r.non2xx} non-2xx responses, ${r.errors} errors`);
      rows.push({ database: label, endpoint: display(endpoint) + suffix, connections, p50: r.latency.p50, p95: r.latency.p97_5, p99: r.latency.p99, rps: Math.round(r.requests.average) });
      console.log(`${label} ${display(endpoint)}${suffix} c=${connections}: p50 ${r.latency.p50} ms, p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`);
    }
  }
  return { rows, peakRssMb: Math.round(peakRssMb) };
}
