import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

/** Funds up to `funds` in all (Bench Fund n), made before the LPs so that LPs spread over every fund. */
export async function seedBenchFunds(db: Db, orgId: string, funds: number) {
  await db.execute(sql`
    insert into funds (org_id, name, size_usd, vintage_year)
    select ${orgId}, 'Bench Fund ' || g, 100000000, 2010 + g % 15
    from generate_series(1, greatest(0, ${funds} - (select count(*) from funds where org_id = ${orgId}))) g`);
}

/**
 * The fund ledger at issue 43's scale: enough calls per fund for `allocations` call allocations
 * over all LPs (every call allocated to each LP of its fund, paid on the due date or in two
 * instalments around it, some only half), a quarter as
 * many distributions, and a NAV each quarter end.
 */
export async function seedFundLedger(db: Db, orgId: string, allocations: number) {
  const [{ lps }] = (await db.execute<{ lps: number }>(sql`select count(*)::int as lps from lps where org_id = ${orgId}`)).rows;
  const callsPerFund = Math.max(1, Math.ceil(allocations / Math.max(1, lps)));
  await db.execute(sql`
    insert into capital_calls (org_id, fund_id, call_date, due_date, total_usd, purpose, note)
    select ${orgId}, f.id, date '2016-01-15' + k * 91, date '2016-01-15' + k * 91 + 21, 1000000, 'Investments', 'bench'
    from funds f cross join generate_series(0, ${callsPerFund - 1}) k where f.org_id = ${orgId}`);
  await db.execute(sql`
    insert into capital_call_allocations (org_id, call_id, lp_id, amount_usd, paid_usd, paid_on)
    select ${orgId}, c.id, l.id, 10000, case when (l.entity_name || c.id)::text like '%7%' then 5000 else 10000 end,
      case when (l.entity_name || c.id)::text like '%3%' then c.due_date + 20 else c.due_date end
    from capital_calls c join lps l on l.fund_id = c.fund_id where c.org_id = ${orgId} and c.note = 'bench'`);
  // Their payments (issue 43: several per allocation): some LPs pay in two instalments, a deposit ten
  // days early and the rest twenty days late. Written in bulk with the totals already on the allocations,
  // so the per-row trigger that keeps those totals is off for the statement.
  await db.execute(sql`alter table capital_call_payments disable trigger capital_call_payments_total`);
  await db.execute(sql`
    insert into capital_call_payments (org_id, allocation_id, paid_on, amount_usd)
    select a.org_id, a.id, x.paid_on, x.amount
    from capital_call_allocations a join capital_calls c on c.id = a.call_id
    cross join lateral (
      select a.paid_on as paid_on, a.paid_usd as amount where a.paid_on = c.due_date
      union all select c.due_date - 10, a.paid_usd * 2 / 5 where a.paid_on <> c.due_date
      union all select a.paid_on, a.paid_usd - a.paid_usd * 2 / 5 where a.paid_on <> c.due_date) x
    where c.org_id = ${orgId} and c.note = 'bench' and a.paid_usd > 0`);
  await db.execute(sql`alter table capital_call_payments enable trigger capital_call_payments_total`);
  await db.execute(sql`
    insert into distributions (org_id, fund_id, distribution_date, total_usd, kind, note)
    select ${orgId}, f.id, date '2019-06-30' + k * 365, 500000, 'Gain', 'bench'
    from funds f cross join generate_series(0, ${Math.max(1, Math.floor(callsPerFund / 4)) - 1}) k where f.org_id = ${orgId}`);
  await db.execute(sql`
    insert into distribution_allocations (org_id, distribution_id, lp_id, amount_usd)
    select ${orgId}, d.id, l.id, 5000 from distributions d join lps l on l.fund_id = d.fund_id where d.org_id = ${orgId} and d.note = 'bench'`);
  await db.execute(sql`
    insert into fund_valuations (org_id, fund_id, valuation_date, nav_usd)
    select ${orgId}, f.id, (date '2016-04-01' + k * interval '3 months' - interval '1 day')::date, 1000000 * (k + 1)
    from funds f cross join generate_series(0, ${callsPerFund - 1}) k where f.org_id = ${orgId}
    on conflict do nothing`);
  for (const t of [
    "capital_calls",
    "capital_call_allocations",
    "capital_call_payments",
    "distributions",
    "distribution_allocations",
    "fund_valuations",
  ])
    await db.execute(sql.raw(`vacuum analyze ${t}`));
}
