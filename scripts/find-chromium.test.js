import { describe, expect, it } from "vitest";
import { ensureChromium, findChromium, missingMessage, onPath } from "./find-chromium.js";

const files =
  (...present) =>
  (p) =>
    present.includes(p);
const noPlaywright = async () => null;

describe("finding Chromium for the e2e tests", () => {
  it("takes CHROMIUM_PATH first, and refuses one that does not exist", async () => {
    const env = { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" };
    expect(await findChromium({ env, exists: files("/opt/chrome/chrome", "/usr/bin/chromium"), playwright: noPlaywright })).toEqual({
      path: "/opt/chrome/chrome",
      from: "CHROMIUM_PATH",
    });
    const wrong = await findChromium({ env, exists: files("/usr/bin/chromium"), playwright: noPlaywright });
    expect(wrong.path).toBeNull();
    expect(wrong.error).toMatch(/CHROMIUM_PATH=\/opt\/chrome\/chrome does not exist/);
  });

  it("then the system's chromium, then chromium-browser, on PATH", async () => {
    const env = { PATH: "/usr/local/bin:/usr/bin" };
    expect(await findChromium({ env, exists: files("/usr/bin/chromium", "/usr/bin/chromium-browser"), playwright: noPlaywright })).toEqual({
      path: "/usr/bin/chromium",
      from: "chromium",
    });
    expect(await findChromium({ env, exists: files("/usr/local/bin/chromium-browser"), playwright: noPlaywright })).toEqual({
      path: "/usr/local/bin/chromium-browser",
      from: "chromium-browser",
    });
    expect(onPath("chromium", { path: "/a:/b", exists: files("/b/chromium") })).toBe("/b/chromium");
  });

  it("then a browser Playwright installed, if it is really there", async () => {
    const env = { PATH: "/usr/bin" };
    const playwright = async () => "/root/.cache/ms-playwright/chromium-1/chrome";
    expect(await findChromium({ env, exists: files("/root/.cache/ms-playwright/chromium-1/chrome"), playwright })).toEqual({
      path: "/root/.cache/ms-playwright/chromium-1/chrome",
      from: "playwright",
    });
    expect(await findChromium({ env, exists: files(), playwright })).toEqual({ path: null });
  });

  it("as root installs the system package when none is found; otherwise stops with one line", async () => {
    let installed = false;
    const find = async () => (installed ? { path: "/usr/bin/chromium", from: "chromium" } : { path: null });
    expect(await ensureChromium({ isRoot: true, find, install: () => (installed = true) })).toBe("/usr/bin/chromium");
    expect(installed).toBe(true);

    const errors = [];
    const exit = process.exit;
    const error = console.error;
    process.exit = (code) => {
      throw new Error(`exit ${code}`);
    };
    console.error = (line) => errors.push(line);
    try {
      await expect(ensureChromium({ isRoot: false, find: async () => ({ path: null }), install: () => {} })).rejects.toThrow("exit 1");
    } finally {
      process.exit = exit;
      console.error = error;
    }
    expect(errors).toEqual([missingMessage]);
  });
});
