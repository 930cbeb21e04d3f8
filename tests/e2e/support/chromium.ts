// The system Chromium (never a downloaded browser) and the flags every browser run here uses:
// the e2e tests (playwright.config.ts) and the bench (bench/chromium.ts).
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
