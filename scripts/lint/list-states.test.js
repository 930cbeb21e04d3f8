// One way to show a list: <ListState> (src/web/components/list-state.tsx) draws its loading, error
// and empty states. This scan fails when a screen hand-rolls them instead: a file that renders an
// <EmptyState>, or a <Skeleton> next to a query's isError, without using <ListState>. A file that is
// not a list (a single record, a report, a board) goes on the allow-list with its reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const scanned = ["src/web/features", "src/web/routes", "src/web/components"];
/** The kit itself: the list states' own parts. */
const kit = new Set(["src/web/components/list-state.tsx", "src/web/components/empty-state.tsx"]);

/** path → why its states are not a list's (one line each). */
const allowed = {
  "src/web/features/companies/pipeline/companies-table.tsx":
    "windowed table: its skeleton and empty rows sit inside the table, under the sticky header",
  "src/web/features/companies/pipeline/grouped-view.tsx": "groups of the pipeline: an empty group still shows, with its count",
  "src/web/features/companies/pipeline/pipeline-board.tsx": "a board: empty columns still show as drop targets",
  "src/web/routes/lp-crm.tsx": "a board: its empty state says no board is picked, and an empty board still shows its subboards",
  "src/web/features/companies/pipeline/analytics/analytics-tab.tsx": "a report of charts from one query, not a list",
  "src/web/features/companies/deck-analysis/deck-analysis-tab.tsx": "one analysis at a time (the picker chooses which), not a list",
  "src/web/features/companies/panel/enrichment-tab.tsx": "a single record: the company's enrichment data",
  "src/web/features/dashboard/components/dashboard-body.tsx": "the dashboard's one query: figures and lists load together",
  "src/web/features/dashboard/components/dashboard-lists.tsx":
    "rows come with the dashboard's one query; DashboardBody shows its loading and error",
  "src/web/features/dashboard/components/performance-view.tsx": "a report: figures, chart and table from one query",
  "src/web/features/dashboard/components/performance-companies.tsx":
    "rows come with the performance report; PerformanceView shows its loading and error",
  "src/web/features/dashboard/components/risk-dialog.tsx": "a report: figures first; its lists come with them from one query",
  "src/web/features/fund-ledger/components/capital-account-section.tsx": "a single record: one LP's capital account",
  "src/web/features/fund-ledger/components/lp-statement.tsx": "a single record: one LP's statement",
  "src/web/features/notifications/components/alert-rules-card.tsx": "a form: the rules are its fields",
  "src/web/features/portfolio/components/portfolio-analytics.tsx": "a report of charts, not a list",
  "src/web/features/settings/components/capture-card.tsx": "a single record: the member's capture address and setting",
};

const files = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === "src/web/components/ui" ? [] : files(rel);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") && !kit.has(rel) ? [rel] : [];
  });

/** Why the text hand-rolls a list's states, or null when it does not. */
function handRolled(text) {
  if (/<ListState\b/.test(text)) return null;
  if (/<EmptyState\b/.test(text)) return "renders an EmptyState without ListState";
  if (/<Skeleton\b/.test(text) && /\.isError\b/.test(text)) return "draws its own skeleton and error without ListState";
  return null;
}

describe("every list shows its states through ListState", () => {
  const all = scanned.flatMap(files);

  it("finds the screens", () => expect(all.length).toBeGreaterThan(100));

  it("no screen hand-rolls a list's loading, error and empty states", () => {
    const found = all
      .filter((file) => !(file in allowed))
      .map((file) => [file, handRolled(readFileSync(path.join(root, file), "utf8"))])
      .filter(([, why]) => why)
      .map(([file, why]) => `${file}: ${why}`);
    expect(found, 'use <ListState> (CONTRIBUTING.md, "A list"), or allow the file with a reason').toEqual([]);
  });

  it("allows only files that exist and still need it", () => {
    const stale = Object.keys(allowed).filter((file) => !all.includes(file) || !handRolled(readFileSync(path.join(root, file), "utf8")));
    expect(stale).toEqual([]);
  });

  it("tells a hand-rolled list from one on ListState", () => {
    expect(handRolled("{q.isPending ? <Skeleton /> : q.isError ? <Banner /> : <Rows />}")).toBeTruthy();
    expect(handRolled("{items.length ? <Rows /> : <EmptyState icon={X} title='None' />}")).toBeTruthy();
    expect(handRolled("<ListState query={q} items={i} empty={<EmptyState icon={X} title='None' />}>{rows}</ListState>")).toBeNull();
  });
});
