import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Works from src/ (tsx, vitest) and from the bundled dist/ alike.
let cached: string | undefined;
export function projectRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + import.meta.url);
    dir = parent;
  }
  cached = dir;
  return dir;
}
