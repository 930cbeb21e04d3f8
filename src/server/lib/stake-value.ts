import { sql } from "drizzle-orm";

/**
 * The current value of one investment `i` in company `c`, as numeric: its amount times the
 * company's current valuation over the valuation it was made at (an exited company's valuation
 * is its exit value); nothing once the company is shut down; at cost when either valuation is
 * missing or zero. The one rule for every figure of value — dashboard, performance, fund stats
 * and analytics (decision 012) — so the screens cannot disagree.
 */
export const stakeValue = sql`(case
  when c.operating_status = 'Shut-Down' then 0::numeric
  when c.valuation is null or c.valuation = 0 or i.valuation = 0 then i.invested_amount::numeric
  else i.invested_amount::numeric * c.valuation / i.valuation end)`;

/** Today (UTC) as YYYY-MM-DD. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
