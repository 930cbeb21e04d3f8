// Finds the Chromium the e2e tests drive: CHROMIUM_PATH, the system's chromium or
// chromium-browser, or a browser Playwright installed itself. Without one, root installs
// Debian's package; anyone else gets one line saying what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";

const systemNames = ["chromium", "chromium-browser"];

/** The first executable called `name` on PATH, or null. */
export function onPath(name, { path = process.env.PATH ?? "", exists = existsSync } = {}) {
  for (const dir of path.split(delimiter)) if (dir && exists(join(dir, name))) return join(dir, name);
  return null;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import("@playwright/test");
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * Where Chromium is, and how it was found; `{ path: null, error }` when CHROMIUM_PATH names a
 * missing file (a wrong setting is not silently replaced).
 */
export async function findChromium({
  env = process.env,
  exists = existsSync,
  which = (n) => onPath(n, { path: env.PATH, exists }),
  playwright = playwrightChromium,
} = {}) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, from: "CHROMIUM_PATH" }
      : { path: null, error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist` };
  }
  for (const name of systemNames) {
    const found = which(name);
    if (found) return { path: found, from: name };
  }
  const bundled = await playwright();
  if (bundled && exists(bundled)) return { path: bundled, from: "playwright" };
  return { path: null };
}

export const missingMessage =
  "Chromium is needed for the e2e tests: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.";

/** Finds Chromium, installing Debian's package when running as root; exits 1 with one line otherwise. */
export async function ensureChromium({ isRoot = process.getuid?.() === 0, install = installChromium, find = findChromium } = {}) {
  let found = await find();
  if (found.error) return fail(found.error);
  if (!found.path && isRoot) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)...");
    install();
    found = await find();
  }
  if (!found.path) return fail(missingMessage);
  return found.path;
}

function installChromium() {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
