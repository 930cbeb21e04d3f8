// Issue 40: export of 50,000 companies (CSV and xlsx) — time to the last byte and the process's
// peak RSS while it streams, against the RSS before; run at two sizes to show memory does not
// grow with the row count. RSS alone does not show that (V8 lets garbage pile up until it needs the
// room), so the live heap is also measured: a full GC every 5 chunks read, and the largest heap
// left after it. In-process app (the harness), PGlite or DATABASE_URL's PostgreSQL.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test node --expose-gc --import tsx bench/export.ts
import { createTestContext } from "../src/server/test/harness";
import { twoOrganizations } from "../src/server/test/fixtures";
import { seedCompanies } from "./seed";

const sizes = (process.env.BENCH_EXPORT_SIZES ?? "10000,50000").split(",").map(Number);
const mb = (n: number) => Math.round(n / 1024 / 1024);
const gc = (globalThis as { gc?: () => void }).gc;

const ctx = await createTestContext();
const { a } = await twoOrganizations(ctx);
await ctx.app.request("/api/v1/pocs"); // warm the app
for (const p of ["Maya Chen", "Sam Ortiz", "Lee Park"]) await a.owner.post("/api/v1/pocs", { name: p });
let seeded = 0;
for (const size of sizes) {
  await seedCompanies(ctx.deps.db, a.id, size - seeded);
  seeded = size;
  for (const format of ["csv", "xlsx"] as const) {
    gc?.();
    const before = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const res = await a.owner.get(`/api/v1/companies/export?format=${format}&stage=all`);
    let bytes = 0;
    let chunks = 0;
    let liveHeap = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (++chunks % 5 === 0 && gc) {
        gc();
        liveHeap = Math.max(liveHeap, process.memoryUsage().heapUsed);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    console.log(
      `${size} companies ${format}: ${seconds.toFixed(1)} s, ${mb(bytes)} MB file, RSS before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)} MB)` +
        (gc
          ? `; live heap before ${mb(heapBefore)} MB, largest while streaming ${mb(liveHeap)} MB (+${mb(liveHeap - heapBefore)} MB)`
          : ""),
    );
  }
}
await ctx.close();
