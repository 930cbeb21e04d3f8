import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataLock } from "./data-lock";

describe("embedded database lock", () => {
  it("refuses a second holder while the first one lives, with a clear message", () => {
    const dir = mkdtempSync(join(tmpdir(), "fl-lock-"));
    // PID 1 is always alive: stands for a running server.
    writeFileSync(join(dir, "fundline.lock"), JSON.stringify({ pid: 1, holder: "the Fundline server" }));
    expect(() => acquireDataLock(dir, "npx fundline demo")).toThrow(/in use by the Fundline server \(PID 1\)/);
  });

  it("takes over a stale lock and releases it", () => {
    const dir = mkdtempSync(join(tmpdir(), "fl-lock-"));
    writeFileSync(join(dir, "fundline.lock"), JSON.stringify({ pid: 2 ** 22 + 7, holder: "gone" }));
    const release = acquireDataLock(dir, "test");
    release();
    expect(() => acquireDataLock(dir, "again")()).not.toThrow();
  });
});
