// The system Chromium with the flags the project's browser tests use (never a downloaded browser).
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/e2e/support/chromium";

/** Launches the system Chromium; with `debuggingPort`, Lighthouse can attach to it there. */
export function launchChromium(debuggingPort?: number) {
  const args = debuggingPort ? [`--remote-debugging-port=${debuggingPort}`, ...chromiumFlags] : chromiumFlags;
  return chromium.launch({ executablePath: chromiumPath, args });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
