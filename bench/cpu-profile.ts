// Where a server's CPU goes: self time of a `node --cpu-prof` profile grouped by package (and,
// for the bundled server, by function), so the per-request floor can be written down.
//   node --import tsx bench/cpu-profile.ts /tmp/prof/base.cpuprofile [top=25]
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: bench/cpu-profile.ts <file.cpuprofile> [top]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** The package of a frame: node_modules/<name>, node: internals, the bundled server, or V8's own entries. */
function bucket(url: string, fn: string): string {
  if (!url) return `(${fn || "anonymous"})`;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:"))
    return url
      .replace(/^node:(internal\/)?/, "node:")
      .split("/")
      .slice(0, 2)
      .join("/");
  if (url.includes("/dist/")) return "server bundle";
  return url;
}

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const b = bucket(url, functionName);
  add(packages, b, us);
  add(functions, `${b} ${functionName || "(anonymous)"}:${lineNumber + 1}`, us);
}
const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5) + " %";
const top = Number(topArg ?? 25);
console.log(`${(total / 1e6).toFixed(2)} s of samples in ${file}\n\nby package (self time)`);
for (const [k, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
console.log("\nby function (self time)");
for (const [k, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);

// Inclusive (synchronous) time of the server's own functions and of the main entry points of
// the packages on the request path: a function's own time plus everything it called before returning.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url } = byId.get(at)!.callFrame;
    if (!functionName || !(url.includes("/dist/") || /hono|drizzle-orm\/pg-core|pino/.test(url))) continue;
    const key = `${bucket(url, functionName)} ${functionName}`;
    if (!seen.has(key)) add(inclusive, key, us);
    seen.add(key);
  }
}
console.log("\nserver, hono, drizzle and pino functions (inclusive, synchronous part)");
for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
