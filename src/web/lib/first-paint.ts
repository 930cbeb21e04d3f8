/**
 * The shell and page header the server drew into the HTML for a signed-in page (server/lib/
 * first-paint.ts), read before React's first render replaces it. The app's loading screen draws
 * it again until the shell is drawn, so the header stays in place instead of giving way to a
 * spinner; on another path (the user moved on) or once the shell is drawn, it is forgotten.
 */
let markup = typeof document === "undefined" ? undefined : document.querySelector("#root > [data-first-paint]")?.outerHTML;
const path = typeof location === "undefined" ? "" : location.pathname;

export function firstPaintMarkup(): string | undefined {
  return markup && location.pathname === path ? markup : undefined;
}

export function endFirstPaint() {
  markup = undefined;
}
