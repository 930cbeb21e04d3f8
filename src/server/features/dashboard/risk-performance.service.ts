import { sql } from "drizzle-orm";
import type { Performance, Risk } from "@shared/schemas/dashboard";
import { averageMonths, multiple, parseInvestedAmount as amount, topSectors, wholeMonthsBetween } from "@shared/portfolio-maths";
import type { Db } from "../../db/client";
import { logoUrl } from "../../lib/company-logo-url";
import type { Caller } from "../../lib/context";
import { rowsOf, stakeValue, utcToday } from "../../lib/stake-value";

type FailedRow = {
  id: string;
  name: string;
  logo_key: string | null;
  sector: string | null;
  founded: string | null;
  shut_down: string | null;
  invested: string;
};

/**
 * The organisation's failed portfolio companies with their recorded founded and shut-down
 * dates (spec part 1 §3): nothing is invented when a date was not recorded.
 */
const failedQuery = (orgId: string) => sql`
  select c.id, c.name, c.logo_key, nullif(trim(c.sector), '') as sector,
    c.founded_date::text as founded, c.shut_down_date::text as shut_down,
    coalesce(inv.invested, 0)::text as invested
  from companies c
  left join lateral (
    select sum(i.invested_amount) as invested from equity_investments i where i.company_id = c.id) inv on true
  where c.org_id = ${orgId} and c.stage = 'Portfolio' and c.operating_status = 'Shut-Down'
  order by c.name, c.id`;

export async function getRisk(db: Db, caller: Caller, today = utcToday()): Promise<Risk> {
  const rows = rowsOf<FailedRow>(await db.execute(failedQuery(caller.orgId)));
  const companies = rows.map((r) => ({
    id: r.id,
    name: r.name,
    logoUrl: logoUrl(r.id, r.logo_key),
    sector: r.sector,
    founded: r.founded,
    shutDown: r.shut_down,
    // §9: whole months from founded to shut-down, or to today when no shut-down date; unknown without a founded date.
    lifespanMonths: r.founded === null ? null : wholeMonthsBetween(r.founded, r.shut_down ?? today),
    invested: amount(r.invested),
  }));
  return {
    failed: companies.length,
    capitalLost: companies.reduce((sum, c) => sum + c.invested, 0),
    averageLifespanMonths: averageMonths(companies.flatMap((c) => (c.lifespanMonths === null ? [] : [c.lifespanMonths]))),
    sectors: topSectors(companies.map((c) => c.sector)),
    companies,
  };
}

type TotalsRow = { total: number; monthly: number; annual: number; invested: string; value: string; companies: number };
type CompanyRow = {
  id: string;
  name: string;
  logo_key: string | null;
  operating_status: Performance["companies"][number]["operatingStatus"];
  valuation: string | null;
  invested: string;
  value: string;
  first_investment: string;
};

const MAX_COMPANIES = 500;

const stakes = (orgId: string) => sql`
  select i.company_id, i.invested_amount, i.investment_date, ${stakeValue} as value
  from equity_investments i join companies c on c.id = i.company_id where i.org_id = ${orgId}`;

/** Investment counts (all, last 30 and 365 days by investment date), invested, marked value; per company the same. */
export async function getPerformance(db: Db, caller: Caller, today = utcToday()): Promise<Performance> {
  const [totals] = rowsOf<TotalsRow>(
    await db.execute(sql`
      select count(*)::int as total,
        (count(*) filter (where investment_date >= ${today}::date - 30))::int as monthly,
        (count(*) filter (where investment_date >= ${today}::date - 365))::int as annual,
        coalesce(sum(invested_amount), 0)::text as invested,
        coalesce(round(sum(value)), 0)::text as value,
        count(distinct company_id)::int as companies
      from (${stakes(caller.orgId)}) s`),
  );
  const rows = rowsOf<CompanyRow>(
    await db.execute(sql`
      select c.id, c.name, c.logo_key, c.operating_status, c.valuation::text as valuation,
        s.invested::text as invested, round(s.value)::text as value, s.first_investment::text as first_investment
      from (
        select company_id, sum(invested_amount) as invested, sum(value) as value, min(investment_date) as first_investment
        from (${stakes(caller.orgId)}) x group by company_id
      ) s join companies c on c.id = s.company_id
      order by s.invested desc, c.name, c.id limit ${MAX_COMPANIES}`),
  );
  const invested = amount(totals.invested);
  const value = amount(totals.value);
  return {
    investments: { total: totals.total, monthly: totals.monthly, annual: totals.annual },
    invested,
    value,
    moic: multiple(value, invested),
    companyCount: totals.companies,
    companies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      logoUrl: logoUrl(r.id, r.logo_key),
      operatingStatus: r.operating_status,
      invested: amount(r.invested),
      value: amount(r.value),
      valuation: r.valuation === null ? null : amount(r.valuation),
      multiple: multiple(amount(r.value), amount(r.invested)),
      firstInvestment: r.first_investment,
      holdingMonths: wholeMonthsBetween(r.first_investment, today),
    })),
  };
}
