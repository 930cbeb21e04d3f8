import { sql } from "drizzle-orm";
import { multiples, navShare, ratioOf } from "@shared/fund-ledger";
import type { CapitalAccount, FundMetrics, StatementLine } from "@shared/schemas/fund-ledger";
import { xirr, type CashFlow } from "@shared/xirr";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { rowsOf, stakeValueAsOf, utcToday } from "../../lib/stake-value";

type Totals = { committed: number; called: number; paid_in: number; distributed: number };
type Nav = { nav: number; nav_date: string | null; invested: number; portfolio_value: number };
type Flow = { date: string; amount: number };

/**
 * The fund's NAV on `asOf`: its latest NAV snapshot on or before that day, else what its own
 * investments made by then were worth that day (`stakeValueAsOf`: decision 012's rule today, the
 * latest round price by then for a past day).
 */
const navQuery = (orgId: string, fundId: string, asOf: string) => sql`
  with snap as (
    select nav_usd::float8 as nav, valuation_date::text as nav_date from fund_valuations
    where fund_id = ${fundId} and org_id = ${orgId} and valuation_date <= ${asOf}
    order by valuation_date desc limit 1
  ), held as (
    select coalesce(sum(i.invested_amount), 0)::float8 as invested, coalesce(round(sum(${stakeValueAsOf(asOf, utcToday())})), 0)::float8 as portfolio_value
    from equity_investments i join companies c on c.id = i.company_id
    where i.fund_id = ${fundId} and i.org_id = ${orgId} and i.investment_date <= ${asOf}
  )
  select coalesce((select nav from snap), held.portfolio_value) as nav, (select nav_date from snap) as nav_date,
    held.invested, held.portfolio_value
  from held`;

/**
 * What an allocation `a` had paid by `asOf`: everything when its latest payment is on or before that
 * day (the usual case, read from the allocation's covering index), else the sum of its payments up to it.
 */
const paidBy = (asOf: string) => sql`(case
  when a.paid_on is null then 0
  when a.paid_on <= ${asOf} then a.paid_usd
  else (select coalesce(sum(p.amount_usd), 0) from capital_call_payments p where p.allocation_id = a.id and p.paid_on <= ${asOf})
  end)`;

/** Each payment as an outflow on the day it was paid, distributions as inflows, summed per day (`lpId` narrows to one LP). */
const cashFlowQuery = (orgId: string, fundId: string, asOf: string, lpId: string | null) => sql`
  select date::text as date, sum(amount)::float8 as amount from (
    select p.paid_on as date, -p.amount_usd as amount
    from capital_call_allocations a join capital_calls k on k.id = a.call_id
      join capital_call_payments p on p.allocation_id = a.id
    where k.fund_id = ${fundId} and k.org_id = ${orgId} and a.paid_usd > 0 and p.paid_on <= ${asOf} and k.call_date <= ${asOf}
      and (${lpId}::uuid is null or a.lp_id = ${lpId}::uuid)
    union all
    select d.distribution_date, da.amount_usd
    from distribution_allocations da join distributions d on d.id = da.distribution_id
    where d.fund_id = ${fundId} and d.org_id = ${orgId} and d.distribution_date <= ${asOf}
      and (${lpId}::uuid is null or da.lp_id = ${lpId}::uuid)
  ) flows group by date order by date`;

/** Committed, called, paid-in and distributed as of a day, for the fund or one LP of it. */
const totalsQuery = (orgId: string, fundId: string, asOf: string, lpId: string | null) => sql`
  select
    (select coalesce(sum(commitment_usd), 0) from lps where fund_id = ${fundId} and org_id = ${orgId}
       and (${lpId}::uuid is null or id = ${lpId}::uuid))::float8 as committed,
    coalesce(sum(a.amount_usd), 0)::float8 as called,
    coalesce(sum(${paidBy(asOf)}), 0)::float8 as paid_in,
    (select coalesce(sum(da.amount_usd), 0) from distribution_allocations da join distributions d on d.id = da.distribution_id
       where d.fund_id = ${fundId} and d.org_id = ${orgId} and d.distribution_date <= ${asOf}
         and (${lpId}::uuid is null or da.lp_id = ${lpId}::uuid))::float8 as distributed
  from capital_call_allocations a join capital_calls k on k.id = a.call_id
  where k.fund_id = ${fundId} and k.org_id = ${orgId} and k.call_date <= ${asOf} and (${lpId}::uuid is null or a.lp_id = ${lpId}::uuid)`;

const grossFlowQuery = (orgId: string, fundId: string, asOf: string) => sql`
  select investment_date::text as date, -sum(invested_amount)::float8 as amount from equity_investments
  where fund_id = ${fundId} and org_id = ${orgId} and investment_date <= ${asOf} group by investment_date order by investment_date`;

const round6 = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);

/** XIRR of the flows with the NAV as the last inflow on `asOf`. */
function irrWithNav(flows: Flow[], nav: number, asOf: string) {
  const all: CashFlow[] = [...flows, { date: asOf, amount: nav }];
  const result = xirr(all);
  return { rate: round6(result.rate), note: result.note };
}

function figures(asOf: string, totals: Totals, nav: number, navDate: string | null, flows: Flow[]) {
  const irr = irrWithNav(flows, nav, asOf);
  return {
    asOf,
    committedUsd: totals.committed,
    calledUsd: totals.called,
    paidInUsd: totals.paid_in,
    outstandingUsd: totals.called - totals.paid_in,
    uncalledUsd: Math.max(0, totals.committed - totals.called),
    distributedUsd: totals.distributed,
    navUsd: nav,
    navSource: navDate ? ("valuation" as const) : ("portfolio" as const),
    navDate,
    ...multiples(totals.distributed, nav, totals.paid_in),
    netIrr: irr.rate,
    netIrrNote: irr.note,
  };
}

async function fundNameInOrg(db: Db, orgId: string, fundId: string) {
  const [fund] = rowsOf<{ name: string }>(await db.execute(sql`select name from funds where id = ${fundId} and org_id = ${orgId}`));
  if (!fund) throw notFound("Fund");
  return fund.name;
}

/** The fund's figures as of a day (decision 017): net from the LPs' side, gross from the fund's investments. */
export async function fundMetrics(db: Db, caller: Caller, fundId: string, asOf = utcToday()): Promise<FundMetrics> {
  await fundNameInOrg(db, caller.orgId, fundId);
  const [totals, nav, flows, gross] = await Promise.all([
    db.execute(totalsQuery(caller.orgId, fundId, asOf, null)).then((r) => rowsOf<Totals>(r)[0]),
    db.execute(navQuery(caller.orgId, fundId, asOf)).then((r) => rowsOf<Nav>(r)[0]),
    db.execute(cashFlowQuery(caller.orgId, fundId, asOf, null)).then((r) => rowsOf<Flow>(r)),
    db.execute(grossFlowQuery(caller.orgId, fundId, asOf)).then((r) => rowsOf<Flow>(r)),
  ]);
  const grossIrr = irrWithNav(gross, nav.portfolio_value, asOf);
  return {
    ...figures(asOf, totals, nav.nav, nav.nav_date, flows),
    grossMoic: ratioOf(nav.portfolio_value, nav.invested),
    grossIrr: grossIrr.rate,
    grossIrrNote: grossIrr.note,
    investedUsd: nav.invested,
    portfolioValueUsd: nav.portfolio_value,
  };
}

type LpRow = { id: string; name: string; fund_id: string; fund_name: string };
type LineRow = { date: string; kind: StatementLine["kind"]; description: string; amount: number };

const linesQuery = (orgId: string, lpId: string, asOf: string) => sql`
  select date::text as date, kind, description, amount::float8 as amount from (
    select k.call_date as date, 'call' as kind, 0 as ord, 'Capital call (' || k.purpose || ')' as description, a.amount_usd as amount, k.created_at
    from capital_call_allocations a join capital_calls k on k.id = a.call_id
    where a.lp_id = ${lpId} and a.org_id = ${orgId} and k.call_date <= ${asOf}
    union all
    select p.paid_on, 'payment', 1, 'Payment on the call of ' || to_char(k.call_date, 'Mon FMDD, YYYY'), p.amount_usd, p.created_at
    from capital_call_allocations a join capital_calls k on k.id = a.call_id join capital_call_payments p on p.allocation_id = a.id
    where a.lp_id = ${lpId} and a.org_id = ${orgId} and p.paid_on <= ${asOf} and k.call_date <= ${asOf}
    union all
    select d.distribution_date, 'distribution', 2, 'Distribution (' || d.kind || ')', da.amount_usd, d.created_at
    from distribution_allocations da join distributions d on d.id = da.distribution_id
    where da.lp_id = ${lpId} and da.org_id = ${orgId} and d.distribution_date <= ${asOf}
  ) lines order by date, ord, created_at`;

/** Running balances down the statement: called, paid in, outstanding and distributed after each line. */
function statementLines(rows: LineRow[]): StatementLine[] {
  let called = 0;
  let paidIn = 0;
  let distributed = 0;
  return rows.map((r) => {
    if (r.kind === "call") called += r.amount;
    else if (r.kind === "payment") paidIn += r.amount;
    else distributed += r.amount;
    return {
      date: r.date,
      kind: r.kind,
      description: r.description,
      amountUsd: r.amount,
      calledUsd: called,
      paidInUsd: paidIn,
      outstandingUsd: called - paidIn,
      distributedUsd: distributed,
    };
  });
}

/** One LP's capital account as of a day: its figures, its share of NAV (pro rata to paid-in) and its statement. */
export async function capitalAccount(db: Db, caller: Caller, lpId: string, asOf = utcToday()): Promise<CapitalAccount> {
  const [lp] = rowsOf<LpRow>(
    await db.execute(sql`select l.id, l.entity_name as name, l.fund_id, f.name as fund_name
      from lps l join funds f on f.id = l.fund_id where l.id = ${lpId} and l.org_id = ${caller.orgId}`),
  );
  if (!lp) throw notFound("Limited partner");
  const { orgId } = caller;
  const [totals, fundTotals, nav, flows, lines] = await Promise.all([
    db.execute(totalsQuery(orgId, lp.fund_id, asOf, lp.id)).then((r) => rowsOf<Totals>(r)[0]),
    db.execute(totalsQuery(orgId, lp.fund_id, asOf, null)).then((r) => rowsOf<Totals>(r)[0]),
    db.execute(navQuery(orgId, lp.fund_id, asOf)).then((r) => rowsOf<Nav>(r)[0]),
    db.execute(cashFlowQuery(orgId, lp.fund_id, asOf, lp.id)).then((r) => rowsOf<Flow>(r)),
    db.execute(linesQuery(orgId, lp.id, asOf)).then((r) => rowsOf<LineRow>(r)),
  ]);
  const share = navShare(nav.nav, totals.paid_in, fundTotals.paid_in);
  return {
    ...figures(asOf, totals, share, nav.nav_date, flows),
    lpId: lp.id,
    lpName: lp.name,
    fundId: lp.fund_id,
    fundName: lp.fund_name,
    fundNavUsd: nav.nav,
    lines: statementLines(lines),
  };
}
