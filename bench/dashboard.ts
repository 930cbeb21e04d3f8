// The dashboard endpoint against what a client would do without it: read every company in
// pages (the list's maximum, 500) and count the portfolio itself. The client side is a lower
// bound: list rows carry no operating status and no investments, which it would still need.
import { percentile, type Row } from "./load";

async function timedRuns(runs: number, run: () => Promise<void>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const getJson = async (url: string, cookie: string) => {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
};

type Page = { items: { stage: string; valuation: number | null }[]; nextCursor: string | null };

/** Sequential timings (1 connection) of both ways, and how many times faster the endpoint is. */
export async function dashboardVsPaging(database: string, base: string, cookie: string): Promise<Row[]> {
  const endpoint = await timedRuns(20, async () => void (await getJson(`${base}/api/v1/dashboard`, cookie)));
  const paging = await timedRuns(3, async () => {
    const portfolio = { count: 0, valuation: 0 };
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ limit: "500", stage: "all" });
      if (cursor) params.set("cursor", cursor);
      const page: Page = await getJson(`${base}/api/v1/companies?${params}`, cookie);
      for (const c of page.items)
        if (c.stage === "Portfolio") {
          portfolio.count++;
          portfolio.valuation += c.valuation ?? 0;
        }
      cursor = page.nextCursor;
    } while (cursor);
    if (portfolio.count === 0) throw new Error("the bench data has no portfolio companies");
  });
  const row = (label: string, times: number[]): Row => ({
    database,
    endpoint: label,
    connections: 1,
    p50: Math.round(percentile(times, 0.5)),
    p95: Math.round(percentile(times, 0.95)),
    p99: Math.round(percentile(times, 0.99)),
    rps: Math.round(1000 / percentile(times, 0.5)),
  });
  const factor = Math.round(percentile(paging, 0.5) / percentile(endpoint, 0.5));
  console.log(`${database} dashboard c=1: p50 ${row("", endpoint).p50} ms; client paging p50 ${row("", paging).p50} ms (${factor}×)`);
  return [
    row("/api/v1/dashboard (sequential)", endpoint),
    row(
      `client: every company in pages of 500, counted in the client (${factor}× the endpoint; budget ≥ 20× ${factor >= 20 ? "✓" : "✗"})`,
      paging,
    ),
  ];
}
