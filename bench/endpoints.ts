// What `npm run bench` loads, per section, with each issue's p95 budget (PostgreSQL, 32 connections).
// BENCH_SECTIONS (comma-separated, default: all) runs only some sections, e.g.
//   BENCH_SECTIONS=people,lps npm run bench
// and BENCH_DATABASES (pglite,postgres; default both, postgres only with DATABASE_URL) picks the databases.
import type { Endpoint } from "./load";

export const sections = [
  "base", // /livez, /me, /members: the floor
  "pipeline", // list, board, analytics (+ compressed, no cache, cold analytics)
  "panel", // issue 16: the company panel's tabs
  "portfolio", // issue 19
  "dashboard", // issue 18 (+ the ≥ 20× client paging comparison)
  "people", // issue 17
  "lps", // issue 20
  "ledger", // issue 43: fund metrics and an LP capital account
  "search", // issue 41: the one search (1-, 3- and 8-character terms)
  "customfields", // issue 39: the pipeline list filtered by a select and sorted by a money custom field
  "ratios", // API ÷ raw SQL (PostgreSQL)
  "browser",
  "lighthouse",
  "firstrun", // the /setup page on an empty instance
  "events", // issue 14: live events (PATCH with and without subscribers, 1,000 streams)
] as const;
export type Section = (typeof sections)[number];

const chosen = (process.env.BENCH_SECTIONS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of chosen)
  if (!(sections as readonly string[]).includes(s)) throw new Error(`BENCH_SECTIONS: unknown section ${s} (${sections.join(", ")})`);
export const enabled = (section: Section) => chosen.length === 0 || chosen.includes(section);

export const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((s) => s.trim());

/** The ids the endpoints need: the detail company (Bench Co 1), a person, Fund I, Bench Board 1, an LP of Fund I with a ledger. */
export type BenchIds = { companyId: string; personId: string; fundId: string; boardId: string; lpId: string };

export const listFirstPage: Endpoint = { path: "/api/v1/companies?stage=active&excludePortfolio=true", budgetMs: 50 };
export const board: Endpoint = { path: "/api/v1/companies/board", budgetMs: 50 };
/**
 * The pipeline as the app opens it (no custom field column chosen, so `fields=`: cards without
 * custom field values): the default grouped-by-status view and the board read the board, the
 * table its first 100 rows A→Z.
 */
export const boardAsShown: Endpoint = { path: "/api/v1/companies/board?fields=&perStage=20", budgetMs: 50 };
export const listAsShown: Endpoint = {
  path: "/api/v1/companies?stage=active&excludePortfolio=true&fields=&sort=name&limit=100",
  budgetMs: 50,
};

/** The comments and reminders dialog's request, as the web app sends it (limit 200, newest first). */
const comments = (scope: string, kind: string, extra = "") =>
  `/api/v1/comments?kind=${kind}&sort=newest&today=${new Date().toISOString().slice(0, 10)}&limit=200&${scope}${extra}`;

export function endpoints(
  ids: BenchIds,
): Record<"base" | "pipeline" | "panel" | "portfolio" | "dashboard" | "people" | "lps" | "ledger" | "search" | "customfields", Endpoint[]> {
  const company = `/api/v1/companies/${ids.companyId}`;
  return {
    base: [{ path: "/livez" }, { path: "/api/v1/me" }, { path: "/api/v1/members" }],
    pipeline: [listFirstPage, board, listAsShown, boardAsShown, { path: "/api/v1/companies/analytics", budgetMs: 150 }],
    // Issue 16: each tab's endpoint < 50 ms; the detail company carries ~500 comments/reminders and 200 notes.
    panel: [
      { path: company, budgetMs: 50 },
      { path: `${company}/founders`, budgetMs: 50 },
      { path: `${company}/documents`, budgetMs: 50 },
      { path: `${company}/equity-offers`, budgetMs: 50 },
      { path: `${company}/equity-investments`, budgetMs: 50 },
      { path: `${company}/notes`, budgetMs: 50 },
      { path: `${company}/notes?q=churn`, budgetMs: 50 },
      { path: comments(`companyId=${ids.companyId}`, "comment"), budgetMs: 50 },
      { path: comments(`companyId=${ids.companyId}`, "reminder", "&status=active"), budgetMs: 50 },
      { path: `${company}/activity`, budgetMs: 50 },
      { path: `${company}/enrichment`, budgetMs: 50 },
    ],
    portfolio: [
      { path: "/api/v1/portfolio/companies", budgetMs: 50 },
      { path: "/api/v1/portfolio/analytics", budgetMs: 50 },
      { path: "/api/v1/portfolio/stats", budgetMs: 50 },
    ],
    // The dashboard's dialog of all my open reminders (~5,000 of the bench user's): no budget in the issues.
    dashboard: [{ path: "/api/v1/dashboard", budgetMs: 100 }, { path: comments("mine=true", "reminder", "&status=active") }],
    people: [
      { path: "/api/v1/people?limit=100", budgetMs: 50 },
      // Issue 41: the list's q goes through the same trigram index as the search (< 50 ms; issue 17 allowed 100).
      { path: "/api/v1/people?q=martin&limit=100", budgetMs: 50 },
      { path: "/api/v1/people?company=bench%20co%2012&city=city%201&limit=100", budgetMs: 100 },
      { path: `/api/v1/people/${ids.personId}` },
      { path: `/api/v1/people/${ids.personId}/meetings` },
    ],
    // Issue 20: "a sensible budget": the same 50 ms as the other lists.
    lps: [
      { path: `/api/v1/lps?fundId=${ids.fundId}&limit=200`, budgetMs: 50 },
      { path: "/api/v1/lps/totals", budgetMs: 50 },
      { path: "/api/v1/lp-boards", budgetMs: 50 },
      { path: `/api/v1/lp-boards/${ids.boardId}`, budgetMs: 50 },
      { path: `/api/v1/lp-crm-rows?boardId=${ids.boardId}&limit=500`, budgetMs: 50 },
      { path: `/api/v1/lp-crm-rows?boardId=${ids.boardId}&q=martin&limit=500`, budgetMs: 50 },
    ],
    // Issue 43: < 50 ms p95 at 32 connections with 50 funds, 5,000 LPs and 100,000 allocation rows.
    ledger: [
      { path: `/api/v1/funds/${ids.fundId}/metrics`, budgetMs: 50 },
      { path: `/api/v1/funds/${ids.fundId}/metrics?asOf=2020-06-30`, budgetMs: 50 },
      { path: `/api/v1/lps/${ids.lpId}/capital-account`, budgetMs: 50 },
      // A past day between an LP's instalments: paid-in sums the payments made by then.
      { path: `/api/v1/lps/${ids.lpId}/capital-account?asOf=2020-06-30`, budgetMs: 50 },
      { path: `/api/v1/funds/${ids.fundId}/capital-calls` },
    ],
    // Issue 41: < 50 ms p95 at 32 connections on PostgreSQL (< 150 ms on PGlite), as the palette asks (5 per type).
    search: [
      { path: "/api/v1/search?q=m&limit=5", budgetMs: 50 },
      { path: "/api/v1/search?q=a&limit=5", budgetMs: 50 },
      { path: "/api/v1/search?q=mar&limit=5", budgetMs: 50 },
      // Common terms: thousands of names (martin) or nearly every comment and note (capital) match.
      { path: "/api/v1/search?q=martin&limit=5", budgetMs: 50 },
      { path: "/api/v1/search?q=capital&limit=5", budgetMs: 50 },
      { path: "/api/v1/search?q=kowalski&limit=5", budgetMs: 50 },
      // Prefixes of a surname, as the palette asks while it is typed: no name equals them, so every tier runs.
      { path: "/api/v1/search?q=oka&limit=5", budgetMs: 50 },
      { path: "/api/v1/search?q=kowa&limit=5", budgetMs: 50 },
    ],
    // Issue 39: 50,000 companies with 20 custom fields each; filter on a select (40 % match) and sort on money, first page < 50 ms.
    customfields: [
      { path: "/api/v1/companies?stage=active&excludePortfolio=true&cf.thesis_fit=Strong&sort=-cf.check_size&limit=50", budgetMs: 50 },
    ],
  };
}
