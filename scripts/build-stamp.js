// A stamp that `npm run build` writes when it succeeds, and the test that a build is current:
// `npm run test:e2e` skips the build when no input changed since (CI builds once, in `npm ci`)
// and builds again after any edit. `node scripts/build-stamp.js write` writes the stamp.
//
// The stamp holds a fingerprint of every input file (path, size, modification time), not a time
// to compare with: a file removed counts as a change, and a directory that a test creates and
// removes under src (the lint rules' probes) does not.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const STAMP = join("dist", ".build-stamp");
const INPUTS = ["src", "scripts", "vite.config.ts", "vite.intake.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

function* files(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) yield [path, stat];
  else for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** What the build read: every input file's path, size and modification time, hashed. */
export function inputsFingerprint(root = ".") {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const [file, stat] of files(path)) hash.update(`${relative(root, file)}\t${stat.size}\t${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** True when the last successful build in `root` read the inputs as they are now. */
export function buildIsCurrent(root = ".") {
  const stamp = join(root, STAMP);
  return existsSync(stamp) && readFileSync(stamp, "utf8").trim() === inputsFingerprint(root);
}

export function writeBuildStamp(root = ".") {
  writeFileSync(join(root, STAMP), `${inputsFingerprint(root)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === "write") writeBuildStamp();
