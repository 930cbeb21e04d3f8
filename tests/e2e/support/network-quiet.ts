import type { Page, Request } from "playwright-core";

const liveEvents = (r: Request) => new URL(r.url()).pathname === "/api/v1/events";

/**
 * Playwright's "networkidle" never comes while the live-events stream is open (it never ends).
 * Call this before the navigation to watch; the function it returns resolves once no other
 * request has been in flight for `quietMs`.
 */
export function watchNetwork(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  page.on("request", (r) => void (liveEvents(r) || inFlight.add(r)));
  page.on("requestfinished", (r) => void inFlight.delete(r));
  page.on("requestfailed", (r) => void inFlight.delete(r));
  return async function quiet(timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (let since = Date.now(); Date.now() - since < quietMs;) {
      if (Date.now() > deadline) throw new Error(`still loading after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(", ")}`);
      await page.waitForTimeout(50);
      if (inFlight.size > 0) since = Date.now();
    }
  };
}
