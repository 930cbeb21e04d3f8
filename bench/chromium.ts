// The system Chromium with the flags the project's browser tests use (never a downloaded browser).
import { chromium } from "playwright-core";

/** Launches /usr/bin/chromium; with `debuggingPort`, Lighthouse can attach to it there. */
export function launchChromium(debuggingPort?: number) {
  const args = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ];
  if (debuggingPort) args.unshift(`--remote-debugging-port=${debuggingPort}`);
  return chromium.launch({ executablePath: "/usr/bin/chromium", args });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
