// Runs after scripts/compress-web.js: the bytes a browser receives on each page's first visit (the
// files listed by scripts/vite-first-load.ts, as the server sends them: the .br or .gz copy, or
// the file itself where no copy is smaller), per page.
//
//   node scripts/first-load-bytes.js                 table of Brotli and gzip bytes per page
//   node scripts/first-load-bytes.js --check         ...and exit 1 if a page's Brotli bytes exceed
//                                                    its budget in scripts/first-load-budget.json
//   node scripts/first-load-bytes.js --json          the figures as JSON
//   node scripts/first-load-bytes.js --compare DIR   before (DIR, another build's dist) and after
//   node scripts/first-load-bytes.js --dist DIR      measure another build's dist (default: dist)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const budgetFile = new URL("./first-load-budget.json", import.meta.url);

/** Bytes sent for one file of dist/web with the given coding ("br", "gz"). */
function sent(web, file, coding) {
  const path = join(web, file);
  if (!existsSync(path)) throw new Error(`first-load-bytes: ${path} is listed but was not built`);
  return existsSync(`${path}.${coding}`) ? statSync(`${path}.${coding}`).size : statSync(path).size;
}

/** Page -> { files, br, gz } for the build in `dist`. */
function measure(dist = "dist") {
  const lists = join(dist, "first-load");
  if (!existsSync(lists)) throw new Error(`first-load-bytes: no ${lists}; run npm run build first`);
  const pages = {};
  for (const name of readdirSync(lists).sort()) {
    if (!name.endsWith(".json")) continue;
    for (const [page, files] of Object.entries(JSON.parse(readFileSync(join(lists, name), "utf8")))) {
      const sum = (coding) => files.reduce((total, file) => total + sent(join(dist, "web"), file, coding), 0);
      pages[page] = { files: files.length, br: sum("br"), gz: sum("gz") };
    }
  }
  return pages;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (text, width) => String(text).padStart(width);

function main() {
  const pages = measure(option("--dist"));
  if (args.includes("--json")) {
    console.log(JSON.stringify(pages, null, 2));
    return;
  }
  const before = option("--compare") && measure(option("--compare"));
  const width = Math.max(...Object.keys(pages).map((p) => p.length));
  const budgets = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, "utf8")).brotliBytes : {};
  const over = [];
  console.log(
    `${"page".padEnd(width)}  files  ${before ? "br before    br after   change  gz before    gz after   change" : "   br bytes    gz bytes  budget (br)"}`,
  );
  for (const [page, now] of Object.entries(pages)) {
    const budget = budgets[page];
    if (args.includes("--check") && (budget === undefined || now.br > budget)) over.push({ page, now: now.br, budget });
    if (before) {
      const then = before[page] ?? { br: 0, gz: 0 };
      const change = (a, b) => pad(`${b - a >= 0 ? "+" : ""}${(((b - a) / (a || 1)) * 100).toFixed(1)}%`, 7);
      console.log(
        `${page.padEnd(width)}  ${pad(now.files, 5)}  ${pad(then.br, 9)}  ${pad(now.br, 9)}  ${change(then.br, now.br)}  ${pad(then.gz, 9)}  ${pad(now.gz, 9)}  ${change(then.gz, now.gz)}`,
      );
    } else console.log(`${page.padEnd(width)}  ${pad(now.files, 5)}  ${pad(now.br, 9)}  ${pad(now.gz, 10)}  ${pad(budget ?? "-", 10)}`);
  }
  if (args.includes("--check")) for (const page of Object.keys(budgets)) if (!pages[page]) over.push({ page, stale: true });
  for (const { page, now, budget, stale } of over) {
    if (stale) {
      console.error(`first-load-bytes: ${page} has a budget but no longer a page (scripts/vite-first-load.ts lists them)`);
      continue;
    }
    console.error(
      budget === undefined
        ? `first-load-bytes: ${page} has no budget in scripts/first-load-budget.json`
        : `first-load-bytes: ${page} loads ${now} bytes (${kb(now)} KB) with Brotli on a first visit, over its budget of ${budget} (${kb(budget)} KB)`,
    );
  }
  if (over.length > 0) {
    console.error("See CONTRIBUTING.md (First-load byte budgets) before raising a budget.");
    process.exit(1);
  }
}

main();
