import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, writeBuildStamp } from "./build-stamp.js";

let root;
const at = (seconds) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

/** A checkout with one source file, every path dated `seconds` past a fixed minute. */
function checkout(seconds) {
  root = mkdtempSync(join(tmpdir(), "fundline-build-stamp-"));
  mkdirSync(join(root, "src"));
  mkdirSync(join(root, "dist"));
  writeFileSync(join(root, "src", "app.ts"), "export {};\n");
  writeFileSync(join(root, "src", "old.ts"), "export {};\n");
  for (const path of ["src/app.ts", "src/old.ts", "src"]) utimesSync(join(root, path), at(seconds), at(seconds));
}

function stampAt(seconds) {
  writeBuildStamp(root);
  utimesSync(join(root, "dist", ".build-stamp"), at(seconds), at(seconds));
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run test:e2e builds only when a source changed since the last successful build", () => {
  it("a checkout never built is not current", () => {
    checkout(0);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("a build newer than every source is current", () => {
    checkout(0);
    stampAt(10);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("an edited source makes it stale", () => {
    checkout(0);
    stampAt(10);
    utimesSync(join(root, "src", "app.ts"), at(20), at(20));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("a removed source makes it stale (its directory changed)", () => {
    checkout(0);
    stampAt(10);
    rmSync(join(root, "src", "old.ts"));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
