// Browser figures (playwright-core + the system Chromium): time from navigation start to the
// first visible rows, the bytes the browser received on that first load (as sent: compressed,
// headers included, from its network events), and the offline gzip estimate of its JS.
import { readFileSync, existsSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchChromium, median } from "./chromium";
import { watchNetwork } from "../tests/e2e/support/network-quiet";

export type BrowserRow = {
  route: string;
  view: string;
  firstRowsMs: number;
  jsKbGz: number;
  jsFiles: number;
  jsKbSent: number;
  allKbSent: number;
  /** API responses the page had received when the rows showed. */
  apiBeforePaint: number;
  /** Of those, the ones naming `own` (the company panel's requests: their URL has the company id). */
  ownBeforePaint?: number;
  maxOwn?: number;
};

/** `own`/`maxOwn`: count the first paint's API requests whose URL contains `own`, against a budget. */
export type BrowserPage = { route: string; view: string; selector: string; own?: string; maxOwn?: number };

/** Pages of a seeded instance (signed in, except the sign-in page). */
export const seededPages: BrowserPage[] = [
  { route: "/", view: "sign-in, signed out", selector: "input[type=email]" },
  { route: "/companies", view: "table", selector: "tr[data-company-id]" },
  { route: "/companies", view: "board", selector: "li[data-company-id]" },
  { route: "/dashboard", view: "-", selector: "[aria-labelledby='dash-top-performers'] li" },
  { route: "/development", view: "-", selector: "tbody tr[aria-label]" },
  // Issue 17: first rows of the network (20,000 people).
  { route: "/people", view: "table", selector: "tbody a[href^='/people/']" },
  // The demo data's public form (/raise): its own small entry, signed out in practice.
  { route: "/raise", view: "public intake form", selector: "#intake-companyName" },
];

/** Issue 16: the company panel's first paint (the overview's fields) needs at most two of its own requests. */
export const panelPage = (companyId: string): BrowserPage => ({
  route: `/companies/${companyId}`,
  view: "company panel, overview",
  selector: "[role=dialog] dl",
  own: companyId,
  maxOwn: 2,
});

/** The first-run page, on an instance with no organisation yet. */
export const firstRunPages: BrowserPage[] = [{ route: "/setup", view: "first run (empty PGlite instance)", selector: "#organizationName" }];

const gzippedKb = (urls: string[]) =>
  urls.reduce((sum, url) => {
    const file = join("dist/web/assets", basename(new URL(url).pathname));
    return sum + (existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  }, 0) / 1024;

export async function measureBrowser(base: string, cookie: string, pages: BrowserPage[] = seededPages, runs = 3): Promise<BrowserRow[]> {
  const browser = await launchChromium();
  const cookies = cookie.split("; ").map((c) => {
    const i = c.indexOf("=");
    return { name: c.slice(0, i), value: c.slice(i + 1), url: base };
  });
  const rows: BrowserRow[] = [];
  try {
    for (const p of pages)
      try {
        rows.push(await measurePage(browser, base, cookie, cookies, p, runs));
      } catch (error) {
        // One page that no longer matches its selector must not lose the whole run.
        console.error(`browser ${p.route} (${p.view}) not measured: ${(error as Error).message.split("\n")[0]}`);
      }
  } finally {
    await browser.close();
  }
  return rows;
}

type Cookies = { name: string; value: string; url: string }[];

async function measurePage(
  browser: Browser,
  base: string,
  cookie: string,
  cookies: Cookies,
  p: BrowserPage,
  runs: number,
): Promise<BrowserRow> {
  if (p.view === "table" || p.view === "board") {
    const res = await fetch(`${base}/api/v1/me/preferences`, {
      method: "PATCH",
      headers: { cookie, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ pipelineView: p.view }),
    });
    if (!res.ok) throw new Error(`preferences: ${res.status} ${await res.text()}`);
  }
  const times: number[] = [];
  const apiCounts: number[] = [];
  const ownCounts: number[] = [];
  let js: string[] = [];
  let sent = { js: 0, all: 0 };
  for (let i = 0; i < runs; i++) {
    // A fresh context each time: an empty cache, as on a first visit.
    const context = await browser.newContext();
    if (cookie && p.route !== "/") await context.addCookies(cookies);
    const page = await context.newPage();
    const urls: string[] = [];
    const quiet = watchNetwork(page);
    const sizes: Promise<{ url: string; js: boolean; bytes: number }>[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith(".js")) urls.push(r.url());
      // The live-events stream never ends, so its size would never be known.
      if (r.headers()["content-type"]?.startsWith("text/event-stream")) return;
      sizes.push(
        r
          .request()
          .sizes()
          .then(
            (s) => ({ url: r.url(), js: r.url().endsWith(".js"), bytes: s.responseBodySize + s.responseHeadersSize }),
            () => ({ url: r.url(), js: false, bytes: 0 }),
          ),
      );
    });
    await page.goto(base + p.route, { waitUntil: "commit" });
    const handle = await page.waitForFunction(
      (sel) => {
        const el = document.querySelector(sel);
        if (!el || el.getBoundingClientRect().height === 0) return null;
        const api = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((name) => new URL(name).pathname.startsWith("/api/"));
        return { at: performance.now(), api };
      },
      p.selector,
      { polling: "raf", timeout: 30_000 },
    );
    const painted = (await handle.jsonValue()) as { at: number; api: string[] };
    times.push(Math.round(painted.at));
    apiCounts.push(painted.api.length);
    if (p.own) ownCounts.push(painted.api.filter((url) => url.includes(p.own!)).length);
    if (i === 0 && process.env.BENCH_VERBOSE) console.log(`  ${p.route} API before first paint:`, painted.api);
    if (i === 0) {
      await quiet(5000).catch(() => {});
      js = [...new Set(urls)];
      // A response whose body never completes (a stream, an aborted request) never reports its size:
      // counted as unknown (0) after 5 s rather than waited on.
      const unknown = (url: string) =>
        new Promise<{ url: string; js: boolean; bytes: number }>((r) => setTimeout(() => r({ url, js: false, bytes: 0 }), 5000).unref());
      const all = await Promise.all(sizes.map((size) => Promise.race([size, unknown("")])));
      sent = { js: all.filter((x) => x.js).reduce((n, x) => n + x.bytes, 0), all: all.reduce((n, x) => n + x.bytes, 0) };
      if (process.env.BENCH_VERBOSE)
        for (const x of all.sort((a, b) => b.bytes - a.bytes))
          console.log(`    ${(x.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(x.url).pathname}`);
    }
    await context.close();
  }
  const row = {
    route: p.route,
    view: p.view,
    firstRowsMs: median(times),
    jsKbGz: Math.round(gzippedKb(js) * 10) / 10,
    jsFiles: js.length,
    jsKbSent: Math.round(sent.js / 102.4) / 10,
    allKbSent: Math.round(sent.all / 102.4) / 10,
    apiBeforePaint: Math.max(...apiCounts),
    ...(p.own ? { ownBeforePaint: Math.max(...ownCounts), maxOwn: p.maxOwn } : {}),
  };
  console.log(
    `browser ${p.route} (${p.view}): first rows ${row.firstRowsMs} ms (median of ${runs}), ${row.jsFiles} JS files, ${row.jsKbGz} KB gz, received ${row.jsKbSent} KB JS / ${row.allKbSent} KB in all; ${row.apiBeforePaint} API responses before first rows${p.own ? ` (${row.ownBeforePaint} of its own)` : ""}`,
  );
  return row;
}
