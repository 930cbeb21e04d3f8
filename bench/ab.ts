// `node --import tsx bench/ab.ts <baseA> <baseB> <email> <password>`: compares two builds served
// side by side on the same data (e.g. before and after a change), in interleaved rounds so that a
// shared machine's slow minutes fall on both. Per page and build, the medians of:
//   - Lighthouse's mobile run (score, LCP, TBT), as the bench's Lighthouse section;
//   - a real load at 4× CPU and 412 px (Chrome's own counters: main-thread task, script, layout
//     and style time, DOM nodes; and the page's own last largest-contentful-paint entry, "real
//     LCP"), which varies less than Lighthouse's simulation.
// AB_PAGES (route[:view], comma-separated; default the signed-in pages of the bench's Lighthouse
// section) and AB_ROUNDS (default 5) choose what is run.
import { launchChromium, launchForLighthouse, median } from "./chromium";
import { lighthousePages, runLighthouse, setView } from "./lighthouse";
import { signIn } from "./server-process";

const [baseA, baseB, email, password] = process.argv.slice(2);
if (!baseA || !baseB || !email || !password) throw new Error("usage: bench/ab.ts <baseA> <baseB> <email> <password>");
const rounds = Number(process.env.AB_ROUNDS ?? 5);
const pages = process.env.AB_PAGES
  ? process.env.AB_PAGES.split(",").map((p) => ({ route: p.split(":")[0], view: p.split(":")[1] ?? p.split(":")[0] }))
  : lighthousePages.filter((p) => p.signedIn);
const port = Number(process.env.BENCH_CDP_PORT ?? 9340);
const metrics = ["score", "LCP", "TBT", "realLCP", "task", "script", "layout", "style", "nodes"] as const;

// Lighthouse gets a Chromium of its own, launched as its CLI does; the real loads use Playwright's.
const chrome = await launchForLighthouse(port);
process.on("exit", () => chrome.kill()); // also when a run throws
const browser = await launchChromium();
const builds = [
  { name: "A", base: baseA, cookie: await signIn(baseA, email, password) },
  { name: "B", base: baseB, cookie: await signIn(baseB, email, password) },
];

/** One real load at 4× CPU; Chrome's counters 5 s after navigation (ms, and DOM nodes). */
async function realLoad(base: string, cookie: string, route: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { cookie } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(base + route);
    await page.waitForTimeout(5000);
    const m = Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((x) => [x.name, x.value]));
    // Buffered entries: the observer sees every candidate since navigation; the last is the LCP.
    // A page that painted nothing contentful has none: NaN after a second, not a hang.
    const realLCP = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          setTimeout(() => resolve(NaN), 1000);
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
            type: "largest-contentful-paint",
            buffered: true,
          });
        }),
    );
    return {
      realLCP,
      task: m.TaskDuration * 1000,
      script: m.ScriptDuration * 1000,
      layout: m.LayoutDuration * 1000,
      style: m.RecalcStyleDuration * 1000,
      nodes: m.Nodes,
    };
  } finally {
    await context.close();
  }
}

const samples = new Map<string, Record<string, number>[]>();
for (let round = 1; round <= rounds; round++) {
  for (const p of pages) {
    // The sides swap every round, so neither always runs first.
    for (const build of round % 2 ? builds : [...builds].reverse()) {
      await setView(build.base, build.cookie, p.view);
      const { lhr } = await runLighthouse(build.base + p.route, { Cookie: build.cookie }, port);
      const sample = {
        score: lhr.categories.performance.score ?? 0,
        LCP: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
        TBT: lhr.audits["total-blocking-time"].numericValue ?? 0,
        ...(await realLoad(build.base, build.cookie, p.route)),
      };
      const key = `${p.view} ${build.name}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      console.log(`round ${round} ${key}: ${metrics.map((k) => `${k} ${Math.round(sample[k] * 100) / 100}`).join(", ")}`);
    }
  }
}
console.log(`\n| page | build | ${metrics.join(" | ")} |\n|${"---|".repeat(metrics.length + 2)}`);
for (const [key, list] of samples) {
  const [view, name] = [key.slice(0, key.lastIndexOf(" ")), key.slice(key.lastIndexOf(" ") + 1)];
  const values = (k: (typeof metrics)[number]) => list.map((s) => s[k]).filter(Number.isFinite); // a missing realLCP is NaN
  const cells = metrics.map((k) => (k === "score" ? median(values(k)) : Math.round(median(values(k)))));
  console.log(`| ${view} | ${name} | ${cells.join(" | ")} |`);
}
await browser.close();
process.exit(0);
