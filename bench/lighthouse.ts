// Lighthouse (mobile defaults: simulated slow 4G and 4× CPU slowdown) on the main pages, signed
// in, in the system Chromium. Each page is run `runs` times and the median reported, because
// this machine is shared and noisy.
import lighthouse from "lighthouse";
import { launchForLighthouse, median } from "./chromium";

/**
 * `cpuIndex` is Lighthouse's own reading of the machine's speed (its benchmarkIndex: higher is
 * faster). TBT is observed task time × 4, so it moves with this index from one machine (or one
 * hour of a shared machine) to the next; compare rows only at similar indexes.
 */
export type LighthouseRow = {
  route: string;
  view: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
  cpuIndex: number;
};
export type LighthousePage = { route: string; view: string; signedIn: boolean };

export const lighthousePages: LighthousePage[] = [
  { route: "/", view: "sign-in", signedIn: false },
  { route: "/dashboard", view: "dashboard", signedIn: true },
  { route: "/companies", view: "table", signedIn: true },
  { route: "/companies", view: "board", signedIn: true },
  { route: "/settings", view: "settings", signedIn: true },
  { route: "/development", view: "development board", signedIn: true },
  // Issue 47: every signed-in page, the LP CRM board included.
  { route: "/lpcrm", view: "LP CRM board", signedIn: true },
  { route: "/lps", view: "existing LPs", signedIn: true },
  { route: "/people", view: "network directory", signedIn: true },
  { route: "/networkcrm", view: "network CRM", signedIn: true },
  { route: "/portfoliocompanies", view: "portfolio companies", signedIn: true },
  { route: "/portfoliostats", view: "portfolio stats", signedIn: true },
  { route: "/portfoliomanagement", view: "portfolio management", signedIn: true },
  { route: "/performance", view: "performance", signedIn: true },
  { route: "/raise", view: "public intake form", signedIn: false },
];

const port = Number(process.env.BENCH_CDP_PORT ?? 9339);

export async function setView(base: string, cookie: string, view: string) {
  if (view !== "table" && view !== "board") return;
  const res = await fetch(`${base}/api/v1/me/preferences`, {
    method: "PATCH",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ pipelineView: view }),
  });
  if (!res.ok) throw new Error(`preferences: ${res.status}`);
}

/**
 * One Lighthouse run. Now and then Chromium's trace misses the navigation start (NO_NAVSTART) and
 * Lighthouse scores the page 0; such a run is repeated (up to twice) rather than counted.
 */
export async function runLighthouse(url: string, extraHeaders: Record<string, string>, cdpPort = port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: cdpPort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      extraHeaders,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`lighthouse ${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

export async function measureLighthouse(base: string, cookie: string, pages = lighthousePages, runs = 3): Promise<LighthouseRow[]> {
  const chrome = await launchForLighthouse(port);
  const rows: LighthouseRow[] = [];
  try {
    for (const p of pages) {
      await setView(base, cookie, p.view);
      const samples: Omit<LighthouseRow, "route" | "view">[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await runLighthouse(base + p.route, p.signedIn ? { Cookie: cookie } : {});
        const audits = result.lhr.audits;
        samples.push({
          score: result.lhr.categories.performance.score ?? 0,
          lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
          tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
          transferKb: Math.round((audits["total-byte-weight"].numericValue ?? 0) / 102.4) / 10,
          cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
        });
      }
      const row = {
        route: p.route,
        view: p.view,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        transferKb: median(samples.map((s) => s.transferKb)),
        cpuIndex: median(samples.map((s) => s.cpuIndex)),
      };
      console.log(
        `lighthouse ${p.route} (${p.view}): score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, ${row.transferKb} KB, CPU index ${row.cpuIndex} (median of ${runs})`,
      );
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
