import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildIsCurrent, writeBuildStamp } from "./build-stamp.js";

let root;
beforeEach(() => {
  // A checkout with two source files, built.
  root = mkdtempSync(join(tmpdir(), "fundline-build-stamp-"));
  mkdirSync(join(root, "src", "web"), { recursive: true });
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "src", "web", "app.ts"), "export {};\n");
  writeFileSync(join(root, "src", "web", "old.ts"), "export {};\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run test:e2e builds only when an input changed since the last successful build", () => {
  it("a checkout never built is not current; once built, it is", () => {
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("an edited source makes it stale", () => {
    writeBuildStamp(root);
    utimesSync(join(root, "src", "web", "app.ts"), new Date(), new Date(Date.now() + 5000));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("a removed or added source makes it stale", () => {
    writeBuildStamp(root);
    rmSync(join(root, "src", "web", "old.ts"));
    expect(buildIsCurrent(root)).toBe(false);
    writeBuildStamp(root);
    writeFileSync(join(root, "src", "web", "new.ts"), "export {};\n");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("a directory a test creates and removes under src leaves it current", () => {
    writeBuildStamp(root);
    const probe = join(root, "src", "web", "lint-probe-1");
    mkdirSync(probe);
    writeFileSync(join(probe, "cycle-a.ts"), "export {};\n");
    rmSync(probe, { recursive: true });
    expect(buildIsCurrent(root)).toBe(true);
  });
});
