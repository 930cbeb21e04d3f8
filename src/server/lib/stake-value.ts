import { sql } from "drizzle-orm";

/**
 * The current value of one investment `i` in company `c`, as numeric: its amount times the
 * company's current valuation over the valuation it was made at (an exited company's valuation
 * is its exit value); nothing once the company is shut down; at cost when either valuation is
 * missing or zero. The one rule for every figure of value — dashboard, performance, fund stats
 * and analytics (decision 012) — so the screens cannot disagree. `portfolio_holdings_refresh`
 * (migration 0044, decision 041) repeats it in SQL for the holdings rollups: change both together
 * (the "holdings rollups" test in portfolio.test.ts compares them).
 */
export const stakeValue = sql`(case
  when c.operating_status = 'Shut-Down' then 0::numeric
  when c.valuation is null or c.valuation = 0 or i.valuation = 0 then i.invested_amount::numeric
  else i.invested_amount::numeric * c.valuation / i.valuation end)`;

/**
 * The value of investment `i` in company `c` as of a day, from entries on or before it (decision 017):
 * on or after today, `stakeValue`; before today, nothing once the company's recorded shut-down date
 * has passed, else its amount times the company's latest round price known by then — the valuation of
 * the organisation's latest investment in the company dated on or before the day (at least `i`'s own)
 * — over the valuation `i` was made at (at cost when that is zero). Later rounds, today's valuation
 * and an exit after the day do not move a past figure.
 */
export const stakeValueAsOf = (asOf: string, today: string) => sql`(case
  when ${asOf}::date >= ${today}::date then ${stakeValue}
  when c.shut_down_date is not null and c.shut_down_date <= ${asOf}::date then 0::numeric
  when i.valuation = 0 then i.invested_amount::numeric
  else i.invested_amount::numeric * coalesce((
    select m.valuation from equity_investments m
    where m.company_id = i.company_id and m.org_id = i.org_id and m.investment_date <= ${asOf}::date and m.valuation > 0
    order by m.investment_date desc, m.created_at desc limit 1), i.valuation) / i.valuation end)`;

/** Today (UTC) as YYYY-MM-DD. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
