import { sql } from "drizzle-orm";
import type { FundStats, PortfolioAnalytics, PortfolioStats } from "@shared/schemas/portfolio";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";

const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number, total: number) => (total ? round2((100 * n) / total) : 0);

// The companies side of every join names the organisation and the stage as well: the planner then
// reads the portfolio through companies_org_stage_created_idx instead of scanning every company of
// every organisation (fund stats' holdings: 23 ms → 3 ms on 10,000 companies, issue 47).
// What each company's investments add up to comes from the rollups company_holdings and
// fund_holdings (migration 0044, decision 041): triggers keep them, valued by the shared rule
// (`stakeValue`), in the same transaction as every change to an investment or to a company's
// valuation or operating status, so a cold read no longer values every investment.

/**
 * Each portfolio company with what was invested in it and what that is worth today, every
 * investment valued by the shared rule (`stakeValue`: shut-down is worth 0, exited at its exit
 * value, at cost without valuations).
 */
const holdings = (orgId: string) => sql`
  with pc as (
    select c.id, c.name, c.fund_id, c.sector, c.round, c.region, c.operating_status, c.created_at, c.poc_refs,
      coalesce(h.invested, 0) as invested, coalesce(h.investments, 0) as n, coalesce(h.current_value, 0) as current_value
    from companies c left join company_holdings h on h.company_id = c.id and h.org_id = ${orgId}
    where c.org_id = ${orgId} and c.stage = 'Portfolio'
  )`;

type FundRow = { id: string; name: string; size_usd: number | string | null; companies: number; invested: number; current_value: number };
type HoldingRow = { fund_id: string; id: string; name: string; invested: number; current_value: number };

/**
 * Each fund's money in each portfolio company: an investment counts in the fund it came from
 * (issue 43: a follow-on from Fund II counts in Fund II), valued by the shared rule.
 */
const fundHoldings = (orgId: string) => sql`
  with fh as (
    select h.fund_id, c.id, c.fund_id as company_fund, h.invested, h.current_value
    from fund_holdings h join companies c on c.id = h.company_id
    where h.org_id = ${orgId} and c.org_id = ${orgId} and c.stage = 'Portfolio'
  )`;

/** One entry per fund of the organisation (oldest first, as in settings), each with its five largest holdings. */
export async function portfolioStats(db: Db, caller: Caller): Promise<PortfolioStats> {
  const [funds, top] = await Promise.all([
    // A fund's companies: its portfolio companies, and those it invested in that are another fund's or none's.
    db.execute<FundRow>(sql`${fundHoldings(caller.orgId)},
      fc as (
        select fund_id, count(*)::int as n from (
          select c.fund_id from companies c where c.org_id = ${caller.orgId} and c.stage = 'Portfolio' and c.fund_id is not null
          union all select fh.fund_id from fh where fh.company_fund is distinct from fh.fund_id
        ) x group by fund_id
      ),
      fs as (select fund_id, sum(invested) as invested, sum(current_value) as current_value from fh group by fund_id)
      select f.id, f.name, f.size_usd, coalesce(fc.n, 0) as companies,
        coalesce(fs.invested, 0)::float8 as invested, coalesce(fs.current_value, 0)::float8 as current_value
      from funds f left join fc on fc.fund_id = f.id left join fs on fs.fund_id = f.id
      where f.org_id = ${caller.orgId}
      order by f.created_at, f.name`),
    // Per fund, its holdings from the largest (fund_holdings_org_fund_value_idx read backwards).
    db.execute<HoldingRow>(sql`
      select f.id as fund_id, t.id, t.name, t.invested, t.current_value from funds f cross join lateral (
        select c.id, c.name, h.invested, h.current_value,
          row_number() over (order by h.current_value desc, h.invested desc, c.name) as rank
        from fund_holdings h join companies c on c.id = h.company_id
        where h.org_id = ${caller.orgId} and h.fund_id = f.id and h.invested > 0 and c.org_id = ${caller.orgId} and c.stage = 'Portfolio'
        order by h.current_value desc, h.invested desc, c.name limit 5
      ) t
      where f.org_id = ${caller.orgId} order by f.id, t.rank`),
  ]);
  return {
    funds: funds.rows.map((f): FundStats => {
      const size = f.size_usd === null ? null : Number(f.size_usd);
      return {
        id: f.id,
        name: f.name,
        sizeUsd: size,
        companies: f.companies,
        invested: f.invested,
        deployedPct: size ? pct(f.invested, size) : null,
        currentValue: f.current_value,
        moic: f.invested ? round2(f.current_value / f.invested) : null,
        topHoldings: top.rows
          .filter((h) => h.fund_id === f.id)
          .map((h) => ({ id: h.id, name: h.name, invested: h.invested, currentValue: h.current_value })),
      };
    }),
  };
}

type Group = { gset: string; label: string | null; n: number; invested: number };

/** Portfolio Analytics (spec part 2): every figure in one grouping-sets query plus the deal-flow counts. */
export async function portfolioAnalytics(db: Db, caller: Caller): Promise<PortfolioAnalytics> {
  const [grouped, flow] = await Promise.all([
    db.execute<Group>(sql`${holdings(caller.orgId)},
      pcx as (
        select pc.*, coalesce(f.name, 'No fund') as fund_name,
          coalesce(pc.poc_refs->0->>'name', 'Unassigned') as poc_name,
          case when pc.created_at > now() - interval '7 days' then '0-1 week'
               when pc.created_at > now() - interval '28 days' then '1-4 weeks' else '4+ weeks' end as age
        from pc left join funds f on f.id = pc.fund_id
      )
      select
        case when grouping(sector) = 0 then 'sector' when grouping(round) = 0 then 'round' when grouping(fund_name) = 0 then 'fund'
             when grouping(age) = 0 then 'age' when grouping(region) = 0 then 'location'
             when grouping(poc_name) = 0 then 'person:' || operating_status else 'total' end as gset,
        coalesce(sector, round, fund_name, age, region, poc_name) as label,
        count(*)::int as n, coalesce(sum(invested), 0)::float8 as invested, sum(n)::int as investments,
        coalesce(sum(current_value), 0)::float8 as current_value
      from pcx
      group by grouping sets ((sector), (round), (fund_name), (age), (region), (poc_name, operating_status), ())`),
    // Lifetime and portfolio counts from the trigger-kept stage counters; the recent ones are range
    // counts on companies_org_created_idx (a count of every company took 90 ms on 50,000).
    db.execute<{ lifetime: number; monthly: number; annual: number; portfolio: number }>(sql`
      select (select coalesce(sum(n), 0)::int from company_stage_counts where org_id = ${caller.orgId}) as lifetime,
        (select count(*)::int from companies where org_id = ${caller.orgId} and created_at > now() - interval '30 days') as monthly,
        (select count(*)::int from companies where org_id = ${caller.orgId} and created_at > now() - interval '365 days') as annual,
        (select coalesce(sum(n), 0)::int from company_stage_counts where org_id = ${caller.orgId} and stage = 'Portfolio') as portfolio`),
  ]);
  const rows = grouped.rows as (Group & { investments: number; current_value: number })[];
  const total = rows.find((r) => r.gset === "total");
  const count = total?.n ?? 0;
  const invested = total?.invested ?? 0;
  const shares = (gset: string, missing?: string) =>
    rows
      .filter((r) => r.gset === gset && (r.label !== null || missing))
      .map((r) => ({ label: r.label ?? missing!, count: r.n, pct: pct(r.n, count) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const people = new Map<string, Record<string, number>>();
  for (const r of rows.filter((x) => x.gset.startsWith("person:"))) {
    const counts = people.get(r.label ?? "Unassigned") ?? {};
    counts[r.gset.slice("person:".length)] = r.n;
    people.set(r.label ?? "Unassigned", counts);
  }
  const f = flow.rows[0];
  return {
    highLevel: {
      portfolioCompanies: count,
      totalInvested: invested,
      currentValue: total?.current_value ?? 0,
      moic: invested ? round2((total?.current_value ?? 0) / invested) : null,
      investments: total?.investments ?? 0,
    },
    dealFlow: { lifetime: f.lifetime, monthly: f.monthly, annual: f.annual, investmentRate: pct(f.portfolio, f.lifetime) },
    bySector: shares("sector"),
    byRound: shares("round"),
    byFund: shares("fund"),
    byAge: ["0-1 week", "1-4 weeks", "4+ weeks"].map((label) => {
      const n = rows.find((r) => r.gset === "age" && r.label === label)?.n ?? 0;
      return { label, count: n, pct: pct(n, count) };
    }),
    byLocation: shares("location", "Unknown"),
    byPersonStatus: [...people.entries()]
      .map(([label, counts]) => ({ label, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) }))
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label)),
    capitalBySector: rows
      .filter((r) => r.gset === "sector" && r.invested > 0)
      .map((r) => ({ label: r.label ?? "Not set", invested: r.invested, pct: pct(r.invested, invested) }))
      .sort((a, b) => b.invested - a.invested),
  };
}
