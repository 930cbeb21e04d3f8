// A stamp that `npm run build` writes when it succeeds, and the test that a build is current:
// `npm run test:e2e` skips the build when no input changed since (CI builds once, in `npm ci`)
// and builds again after any edit. `node scripts/build-stamp.js write` writes the stamp.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const STAMP = join("dist", ".build-stamp");
const INPUTS = ["src", "scripts", "vite.config.ts", "vite.intake.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

/** The newest modification time under `path` (a directory's own time counts: it changes when a file is removed). */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** True when the last successful build in `root` is newer than every input. */
export function buildIsCurrent(root = ".") {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  const inputs = INPUTS.map((input) => join(root, input)).filter((input) => existsSync(input));
  return inputs.every((input) => newestChange(input) <= built);
}

export function writeBuildStamp(root = ".") {
  writeFileSync(join(root, STAMP), `${new Date().toISOString()}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === "write") writeBuildStamp();
