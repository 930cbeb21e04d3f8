// The system Chromium with the flags the project's browser tests use (never a downloaded browser).
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/e2e/support/chromium";

/** Launches the system Chromium for Playwright's own use (real loads, network figures). */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * Launches the system Chromium for Lighthouse, with chrome-launcher as Lighthouse's own CLI does.
 * Not through Playwright: a page in a Playwright-launched Chromium read half the CPU speed
 * (Lighthouse's benchmarkIndex ~1,300 against ~2,600) and scored lower, even with the same flags
 * (decision 040).
 */
export function launchForLighthouse(port: number) {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags], port });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
