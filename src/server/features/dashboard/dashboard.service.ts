import { sql } from "drizzle-orm";
import type { Dashboard } from "@shared/schemas/dashboard";
import { averageCheck, failureRate, multiple, parseInvestedAmount as amount } from "@shared/portfolio-maths";
import type { Db } from "../../db/client";
import { logoUrl } from "../../lib/company-logo-url";
import type { JsonText } from "../../lib/json-text";
import type { Caller } from "../../lib/context";
import { rowsOf, stakeValue } from "../../lib/stake-value";

type Ref = { id: string; name: string; logo_key: string | null };
type Row = {
  statuses: Record<string, number> | null;
  investments: number;
  deployed: string;
  exit_invested: string;
  exit_value: string;
  top: (Ref & { one_liner: string | null; valuation: number })[] | null;
  recent: (Ref & { investment_id: string; round_type: string; invested_amount: number; investment_date: string })[] | null;
};

type ReminderRow = { id: string; company_id: string; company_name: string | null; text: string; due_date: string | null };

/** The dashboard without the caller's reminders: the same for everyone in the organisation, so it can be cached. */
export type DashboardFigures = Omit<Dashboard, "reminders">;

/**
 * The organisation's dashboard figures in one statement: portfolio companies by status, capital
 * deployed, the exits' invested and current value, the top 8 by valuation and the 5 latest
 * investments.
 */
const figuresQuery = (orgId: string) => sql`
  with statuses as (
    select operating_status, count(*)::int as n from companies
    where org_id = ${orgId} and stage = 'Portfolio' group by operating_status
  ), stakes as (
    select c.operating_status, i.invested_amount, ${stakeValue} as value
    from equity_investments i join companies c on c.id = i.company_id
    where i.org_id = ${orgId}
  ), money as (
    select count(*)::int as investments,
      coalesce(sum(invested_amount), 0)::text as deployed,
      coalesce(sum(invested_amount) filter (where operating_status = 'Exited'), 0)::text as exit_invested,
      coalesce(round(sum(value) filter (where operating_status = 'Exited')), 0)::text as exit_value
    from stakes
  )
  select
    (select json_object_agg(operating_status, n) from statuses) as statuses,
    money.*,
    (select json_agg(t) from (
      select id, name, logo_key, one_liner, valuation from companies
      where org_id = ${orgId} and stage = 'Portfolio' and operating_status <> 'Shut-Down' and valuation is not null
      order by valuation desc, name, id limit 8) t) as top,
    (select json_agg(v) from (
      select i.id as investment_id, i.round_type, i.invested_amount, i.investment_date::text as investment_date, c.id, c.name, c.logo_key
      from equity_investments i join companies c on c.id = i.company_id
      where i.org_id = ${orgId}
      order by i.investment_date desc, i.created_at desc, i.id limit 5) v) as recent
  from money`;

const ref = (r: Ref) => ({ id: r.id, name: r.name, logoUrl: logoUrl(r.id, r.logo_key) });

/** The caller's 5 next open reminders (the one per-user part of the dashboard). */
const remindersQuery = (orgId: string, memberId: string) => sql`
  select cr.id, cr.company_id, c.name as company_name, cr.text, cr.due_date::text as due_date
  from comments_reminders cr left join companies c on c.id = cr.company_id
  where cr.org_id = ${orgId} and cr.author_member_id = ${memberId} and cr.kind = 'reminder' and not cr.done
  order by cr.due_date asc nulls last, cr.created_at, cr.id limit 5`;

/** Shapes the statement's row: counts, ratios through the shared formulas, lists. */
function shapeFigures(row: Row): DashboardFigures {
  const count = (status: string) => row.statuses?.[status] ?? 0;
  const totals = { active: count("Active"), exits: count("Exited"), outOfBusiness: count("Shut-Down") };
  const portfolio = totals.active + totals.exits + totals.outOfBusiness;
  const deployed = amount(row.deployed);
  const exitInvested = amount(row.exit_invested);
  const exitValue = amount(row.exit_value);
  return {
    totals: { portfolio, ...totals },
    capital: { deployed, averageCheck: averageCheck(deployed, portfolio), investments: row.investments },
    exits: {
      count: totals.exits,
      invested: exitInvested,
      value: exitValue,
      multiple: totals.exits ? multiple(exitValue, exitInvested) : null,
    },
    risk: { failed: totals.outOfBusiness, total: portfolio, failureRate: failureRate(totals.outOfBusiness, portfolio) },
    topPerformers: (row.top ?? []).slice(0, 5).map((c) => ({ ...ref(c), oneLiner: c.one_liner, valuation: Number(c.valuation) })),
    recentInvestments: (row.recent ?? []).map((v) => ({
      id: v.investment_id,
      company: ref(v),
      roundType: v.round_type as Dashboard["recentInvestments"][number]["roundType"],
      investedAmount: amount(v.invested_amount),
      investmentDate: v.investment_date,
    })),
  };
}

export async function dashboardFigures(db: Db, orgId: string): Promise<JsonText<DashboardFigures>> {
  const [row] = rowsOf<Row>(await db.execute(figuresQuery(orgId)));
  return JSON.stringify(shapeFigures(row));
}

export async function myOpenReminders(db: Db, caller: Caller): Promise<Dashboard["reminders"]> {
  const rows = rowsOf<ReminderRow>(await db.execute(remindersQuery(caller.orgId, caller.memberId)));
  return rows.map((r) => ({ id: r.id, companyId: r.company_id, companyName: r.company_name, text: r.text, dueDate: r.due_date }));
}
