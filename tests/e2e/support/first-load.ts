import { expect, type Locator, type Page } from "@playwright/test";
import { watchNetwork } from "./network-quiet";

export type Transfer = { path: string; bytes: number };

/**
 * Opens `path` and returns what the browser received until the network went quiet: each
 * response's path and its bytes as sent (compressed body plus headers), from the browser's own
 * network events as bench/browser.ts measures. Give it a page of a fresh context: an empty
 * cache, as on a first visit.
 */
export async function firstLoad(page: Page, path: string, ready: Locator): Promise<Transfer[]> {
  const sizes: Promise<Transfer>[] = [];
  const quiet = watchNetwork(page);
  page.on("response", (r) => {
    // The live-events stream never ends, so its size would never be known.
    if (r.headers()["content-type"]?.startsWith("text/event-stream")) return;
    const at = new URL(r.url()).pathname;
    sizes.push(
      r
        .request()
        .sizes()
        .then((s) => ({ path: at, bytes: s.responseBodySize + s.responseHeadersSize })),
    );
  });
  await page.goto(path);
  await expect(ready).toBeVisible();
  await quiet();
  return Promise.all(sizes);
}

export const isJsOrCss = (t: Transfer) => /\.(m?js|css)$/.test(t.path);
export const kilobytes = (ts: Transfer[]) => ts.reduce((n, t) => n + t.bytes, 0) / 1024;

/** The chunk of code only signed-in pages share (scripts/vite-signed-in-chunk.ts), not its `shared-public` sibling. */
export const signedInSharedChunk = /^\/assets\/shared-(?!public-)[^/]*\.js$/;
