import { sql } from "drizzle-orm";
import { pipelineStages, type PipelineStage } from "@shared/constants/pipeline";
import type { Analytics, Share } from "@shared/schemas/company-analytics";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";

type Row = {
  gset: string;
  stage: string | null;
  label: string | null;
  n: number;
  monthly: number;
  annual: number;
};

const valuationLabels = ["Up to $100K", "$100K – $1M", "$1M – $10M", "Over $10M", "Not set"];
const ageLabels = ["0-1 week", "1-4 weeks", "4+ weeks"];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const percent = (n: number, total: number, decimals: number) => (total ? round((100 * n) / total, decimals) : 0);

/** Last 12 calendar months (UTC) as YYYY-MM, oldest first. */
function lastMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * Every pipeline figure in one statement: one scan of the organisation's companies,
 * aggregated by GROUPING SETS (stage, sector, round, region, valuation bucket, age bucket,
 * primary POC × stage, month, and the grand total).
 */
export async function getAnalytics(db: Db, caller: Caller): Promise<Analytics> {
  const result = await db.execute(sql`
    with base as (
      select c.stage,
        coalesce(nullif(c.sector, ''), 'Unknown') as sector,
        coalesce(nullif(c.round, ''), 'Unknown') as round,
        coalesce(nullif(c.region, ''), 'Unknown') as region,
        case when c.valuation is null then 4 when c.valuation <= 100000 then 0 when c.valuation <= 1000000 then 1
             when c.valuation <= 10000000 then 2 else 3 end as vbucket,
        case when c.stage = 'Portfolio' then null
             when floor(extract(epoch from now() - c.created_at) / 86400) <= 7 then 0
             when floor(extract(epoch from now() - c.created_at) / 86400) <= 28 then 1 else 2 end as abucket,
        coalesce(p.name, 'Unassigned') as poc,
        case when c.created_at >= date_trunc('month', now() at time zone 'UTC') - interval '11 months'
             then to_char(c.created_at at time zone 'UTC', 'YYYY-MM') end as month,
        c.created_at
      from companies c
      left join company_pocs cp on cp.company_id = c.id and cp.position = 0
      left join pocs p on p.id = cp.poc_id
      where c.org_id = ${caller.orgId}
    )
    select
      case
        when grouping(poc) = 0 then 'poc'
        when grouping(stage) = 0 then 'stage'
        when grouping(sector) = 0 then 'sector'
        when grouping(round) = 0 then 'round'
        when grouping(region) = 0 then 'region'
        when grouping(vbucket) = 0 then 'valuation'
        when grouping(abucket) = 0 then 'age'
        when grouping(month) = 0 then 'month'
        else 'total' end as gset,
      stage,
      coalesce(poc, sector, round, region, vbucket::text, abucket::text, month) as label,
      count(*)::int as n,
      (count(*) filter (where created_at > now() - interval '30 days'))::int as monthly,
      (count(*) filter (where created_at > now() - interval '365 days'))::int as annual
    from base
    group by grouping sets ((stage), (sector), (round), (region), (vbucket), (abucket), (poc, stage), (month), ())`);
  const rows = (result as unknown as { rows: Row[] }).rows.map((r) => ({ ...r, n: Number(r.n) }));
  const of = (gset: string) => rows.filter((r) => r.gset === gset);

  const totalRow = of("total")[0];
  const total = totalRow?.n ?? 0;
  const byStageMap = new Map(of("stage").map((r) => [r.stage, r.n]));
  const portfolio = byStageMap.get("Portfolio") ?? 0;
  const passed = byStageMap.get("Passed") ?? 0;

  const shares = (gset: string, decimals: number): Share[] =>
    of(gset)
      .filter((r) => r.label !== null)
      .map((r) => ({ label: r.label!, count: r.n, percent: percent(r.n, total, decimals) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const bucketed = (gset: string, labels: string[], decimals: number, denominator: number, keepEmpty: number) =>
    labels
      .map((label, i) => {
        const n = of(gset).find((r) => r.label === String(i))?.n ?? 0;
        return { label, count: n, percent: percent(n, denominator, decimals) };
      })
      .filter((s, i) => i < keepEmpty || s.count > 0);

  const people = new Map<string, { poc: string; total: number; stages: Record<string, number> }>();
  for (const r of of("poc")) {
    const entry = people.get(r.label!) ?? { poc: r.label!, total: 0, stages: {} };
    entry.total += r.n;
    entry.stages[r.stage!] = r.n;
    people.set(r.label!, entry);
  }
  const months = new Map(of("month").filter((r) => r.label).map((r) => [r.label!, r.n]));
  const nonPortfolio = total - portfolio;

  return {
    summary: {
      total,
      monthly: Number(totalRow?.monthly ?? 0),
      annual: Number(totalRow?.annual ?? 0),
      portfolio,
      passed,
      active: total - portfolio - passed,
      investmentRate: percent(portfolio, total, 2),
    },
    byStage: pipelineStages.map((stage: PipelineStage) => ({ stage, count: byStageMap.get(stage) ?? 0 })),
    valuation: bucketed("valuation", valuationLabels, 2, total, 4),
    age: bucketed("age", ageLabels, 1, nonPortfolio, 3),
    sectors: shares("sector", 1),
    rounds: shares("round", 1),
    locations: shares("region", 1),
    byPerson: [...people.values()].sort((a, b) => b.total - a.total || a.poc.localeCompare(b.poc)),
    monthlyAdded: lastMonths().map((month) => ({ month, count: months.get(month) ?? 0 })),
  };
}
