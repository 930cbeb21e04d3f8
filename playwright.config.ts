import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./tests/e2e/support/chromium";
import { e2ePorts } from "./tests/e2e/support/ports";

// Real Chromium from Debian (never a downloaded browser) against the built app.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.app}`,
    browserName: "chromium",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
});
