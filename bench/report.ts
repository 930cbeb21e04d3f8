// Markdown tables (one per section, each figure against its budget) and the JSON record.
import { mkdirSync, writeFileSync } from "node:fs";
import type { BrowserRow } from "./browser";
import type { LighthouseRow } from "./lighthouse";
import type { PaletteRow } from "./palette";
import type { CompressionRow } from "./compression";
import type { EventsRow } from "./events";
import type { Row } from "./load";
import type { Generated } from "./seed";
import type { RatioRow } from "./sql-ratio";
import type { SectionFailure } from "./sections";

export type Results = {
  date: string;
  machine: string;
  generated: Generated[];
  rows: Row[];
  rss: { database: string; peakRssMb: number }[];
  ratios: RatioRow[];
  browser: BrowserRow[];
  lighthouse: LighthouseRow[];
  /** Issue 41: keypress to results drawn in the command palette. */
  palette: PaletteRow[];
  compression: CompressionRow[];
  events: EventsRow[];
  /** Sections that failed or ran out of time: reported, not waited on. */
  failures: SectionFailure[];
  /** The BENCH_SECTIONS of this run (all when empty). */
  sections: string[];
};

const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** The issue's budget, on PostgreSQL at 32 connections (p95). */
function loadBudget(r: Row): string {
  if (r.database !== "postgres" || r.connections !== 32 || r.budgetMs === undefined) return "";
  return `< ${r.budgetMs} ms ${mark(r.p95 < r.budgetMs)}`;
}

const pair = (x: { p50: number; p95: number }) => `${x.p50} / ${x.p95}`;

export function writeResults(res: Results): string {
  const load = [
    "| database | endpoint | conns | p50 ms | p95 ms | p99 ms | req/s | budget (p95) |",
    "|---|---|---|---|---|---|---|---|",
    ...res.rows.map(
      (r) => `| ${r.database} | ${r.endpoint} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${loadBudget(r)} |`,
    ),
  ];
  // Budgets are set for PostgreSQL; with PGlite the database itself lives in the server process.
  const rss = [
    "| database | peak RSS MB (32 conns) | budget < 300 MB |",
    "|---|---|---|",
    ...res.rss.map(
      (r) => `| ${r.database} | ${r.peakRssMb} | ${r.database === "postgres" ? mark(r.peakRssMb < 300) : "(database in process)"} |`,
    ),
  ];
  const generated = [
    "| data | rows | seconds |",
    "|---|---|---|",
    ...res.generated.map((g) => `| ${g.what} | ${g.count.toLocaleString("en-US")} | ${g.seconds} |`),
  ];
  const ratios = [
    "| endpoint | statements | API p50 ms | Σ SQL p50 ms | API ÷ SQL | budget ≤ 1.3 (issue 47) |",
    "|---|---|---|---|---|---|",
    ...res.ratios.map((r) => `| ${r.endpoint} | ${r.statements} | ${r.apiP50} | ${r.sqlP50} | ${r.ratio} | ${mark(r.ratio <= 1.3)} |`),
  ];
  const browser = [
    "| route | view | first rows ms | < 1 s | JS files | JS KB gz (offline estimate) | JS KB received | all KB received | ≤ 200 KB | API responses before first rows (own: budget) |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...res.browser.map(
      (b) =>
        `| ${b.route.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, "{id}")} | ${b.view} | ${b.firstRowsMs} | ${mark(b.firstRowsMs < 1000)} | ${b.jsFiles} | ${b.jsKbGz} | ${b.jsKbSent} | ${b.allKbSent} | ${mark(b.allKbSent <= 200)} | ${b.apiBeforePaint}${b.maxOwn === undefined ? "" : ` (own ${b.ownBeforePaint}: ≤ ${b.maxOwn} ${mark(b.ownBeforePaint! <= b.maxOwn)})`} |`,
    ),
  ];
  const palette = [
    "| term | keypress to results drawn ms (median) | < 150 ms | runs |",
    "|---|---|---|---|",
    ...res.palette.map((p) => `| ${p.term} | ${p.keyToResultsMs} | ${mark(p.keyToResultsMs < 150)} | ${p.runs} |`),
  ];
  const lighthouse = [
    "| route | view | performance | ≥ 0.9 | LCP ms | < 2.5 s | TBT ms | KB transferred | CPU index |",
    "|---|---|---|---|---|---|---|---|---|",
    ...res.lighthouse.map(
      (l) =>
        `| ${l.route} | ${l.view} | ${l.score} | ${mark(l.score >= 0.9)} | ${l.lcpMs} | ${mark(l.lcpMs < 2500)} | ${l.tbtMs} | ${l.transferKb} | ${l.cpuIndex} |`,
    ),
  ];
  const compression = [
    "| endpoint | KB | codec | ms per response | ratio |",
    "|---|---|---|---|---|",
    ...res.compression.map((c) => `| ${c.endpoint} | ${c.kb} | ${c.codec} | ${c.ms} | ${c.ratio}× |`),
  ];
  const events = [
    "| database | PATCH p50 / p95 ms, no stream | one subscriber | adds < 1 ms p50 | with all streams open | server RSS before / with streams MB | extra < 50 MB | streams that received the changes |",
    "|---|---|---|---|---|---|---|---|",
    ...res.events.map((e) => {
      const added = Math.round((e.patchOneSubscriber.p50 - e.patch.p50) * 100) / 100;
      const extra = Math.round((e.rssAfterMb - e.rssBeforeMb) * 10) / 10;
      return `| ${e.database} | ${pair(e.patch)} | ${pair(e.patchOneSubscriber)} | ${added >= 0 ? "+" : ""}${added} ${mark(added < 1)} | ${pair(e.patchManySubscribers)} (${e.streams}) | ${e.rssBeforeMb} / ${e.rssAfterMb} | +${extra} ${mark(extra < 50)} | ${e.delivered} of ${e.streams} |`;
    }),
  ];
  const md = [
    `# Benchmark ${res.date}`,
    res.machine + (res.sections.length ? `; sections: ${res.sections.join(", ")}` : ""),
    ...(res.failures.length
      ? [
          "## Sections that failed or ran out of time (their rows are missing below)",
          [
            "| section | database | after s | reason |",
            "|---|---|---|---|",
            ...res.failures.map(
              (f) => `| ${f.section} | ${f.database} | ${f.seconds} | ${f.reason.replace(/\|/g, "\\|").replace(/\n/g, " ")} |`,
            ),
          ].join("\n"),
        ]
      : []),
    "Server in its own process; load from the bench process (autocannon). Percentiles are computed from every response's duration. Rows marked (no cache) come from a server with PIPELINE_CACHE_MB=0: every list page and board is computed, as right after a change (card texts kept by row version, CARD_CACHE_MB, stay on: a change does not drop them).",
    "## Data set (bulk generation into a fresh database)",
    generated.join("\n"),
    "## Latency and throughput",
    load.join("\n"),
    "## Server memory under load",
    rss.join("\n"),
    "## API ÷ raw SQL at 1 connection (PostgreSQL, pipeline cache off; API p50 from autocannon, SQL replayed through pg)",
    res.ratios.length ? ratios.join("\n") : "Not measured (DATABASE_URL not set).",
    `## Browser (${res.rss.some((r) => r.database === "postgres") ? "PostgreSQL" : "PGlite"} server, Chromium, empty cache)`,
    res.browser.length ? browser.join("\n") : "Not measured.",
    "## Command palette (Chromium, bench data set; the palette waits 50 ms after the last key before it asks)",
    res.palette.length ? palette.join("\n") : "Not measured.",
    "## JSON compression cost per level (one response, median of 30; the server uses br 4 / gzip 6)",
    res.compression.length ? compression.join("\n") : "Not measured.",
    "## Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown; signed in; median of 3 runs; CPU index: Lighthouse's benchmarkIndex of this machine, higher is faster)",
    res.lighthouse.length ? lighthouse.join("\n") : "Not measured.",
    "## Live events (issue 14: a fresh organisation with one company; sequential PATCHes of its stage)",
    res.events.length ? events.join("\n") : "Not measured.",
  ].join("\n\n");
  mkdirSync("bench/results", { recursive: true });
  const name = res.date.replace(/[:.]/g, "-");
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(res, null, 2));
  writeFileSync(`bench/results/${name}.md`, md + "\n");
  return `bench/results/${name}.md`;
}
