import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PortfolioList, portfolioListQuery, PortfolioRow } from "@shared/schemas/portfolio";
import { PRE_ORG_FUND, preOrgFundLabel } from "@shared/constants/pipeline";
import { fundsLabel } from "@shared/fund-ledger";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { logoUrl } from "../../lib/company-logo-url";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { customListParts, type CfFilter } from "../../lib/custom-fields/filters";
import { pageCursor, readCursor } from "../../lib/keyset-cursor";
import { likeContains } from "../../lib/like";

type ListQuery = z.output<typeof portfolioListQuery>;

type Row = {
  id: string;
  /** lower(name) as PostgreSQL writes it, for the next page's cursor. */
  sort_key: string;
  name: string;
  logo_key: string | null;
  website: string | null;
  one_liner: string | null;
  pocs: { id: string; name: string }[] | string;
  round: string | null;
  sector: string | null;
  stage: string;
  operating_status: string;
  fund_name: string | null;
  investment_funds: string[] | null;
  /** The organisation's name when the company was invested before its first fund ("Pre-{Org}"). */
  pre_org_of: string | null;
  invested: number | string;
  custom_fields: Record<string, unknown> | string | null;
};

/** Portfolio companies of the caller's organisation matching the search (name or a POC's name) and filters. */
export function portfolioWhere(orgId: string, f: Omit<ListQuery, "limit" | "cursor">, custom: SQL[] = []): SQL {
  const parts: SQL[] = [sql`c.org_id = ${orgId}`, sql`c.stage = 'Portfolio'`, ...custom];
  if (f.sector) parts.push(sql`c.sector = ${f.sector}`);
  if (f.round) parts.push(sql`c.round = ${f.round}`);
  if (f.status) parts.push(sql`c.operating_status = ${f.status}`);
  // A fund's portfolio: its own companies and those it invested in (a follow-on from Fund II counts there).
  if (f.fund === PRE_ORG_FUND) parts.push(sql`c.pre_org`);
  else if (f.fund)
    parts.push(
      sql`(c.fund_id = ${f.fund} or exists (select 1 from equity_investments fe where fe.company_id = c.id and fe.fund_id = ${f.fund}))`,
    );
  const q = f.q?.trim();
  if (q) {
    const like = likeContains(q);
    parts.push(
      sql`(c.name ilike ${like} or exists (select 1 from company_pocs cp join pocs p on p.id = cp.poc_id where cp.company_id = c.id and p.name ilike ${like}))`,
    );
  }
  return sql.join(parts, sql` and `);
}

const toRow = (r: Row): PortfolioRow => ({
  id: r.id,
  name: r.name,
  logoUrl: logoUrl(r.id, r.logo_key),
  website: r.website,
  oneLiner: r.one_liner,
  pocs: typeof r.pocs === "string" ? (JSON.parse(r.pocs) as PortfolioRow["pocs"]) : r.pocs,
  round: r.round,
  sector: r.sector,
  stage: r.stage,
  operatingStatus: r.operating_status as PortfolioRow["operatingStatus"],
  fundName: r.fund_name,
  invested: Number(r.invested),
  investedFrom: fundsLabel([...(r.pre_org_of ? [preOrgFundLabel(r.pre_org_of)] : []), ...(r.investment_funds ?? [])]),
  customFields: (typeof r.custom_fields === "string" ? JSON.parse(r.custom_fields) : r.custom_fields) ?? {},
});

/**
 * One page of the portfolio by name (keyset on lower(name), id, both carried by the cursor: lib/keyset-cursor.ts),
 * with the total for the same filters; `cf.<key>` filters are checked against the organisation's company fields (400 otherwise).
 */
export async function listPortfolio(db: Db, caller: Caller, q: ListQuery, cf: CfFilter[] = []): Promise<PortfolioList> {
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "company"), sql`c.custom_fields`, cf, "");
  const where = portfolioWhere(caller.orgId, q, custom.conditions);
  let after = sql``;
  if (q.cursor) {
    const [afterKey, afterId] = readCursor(q.cursor);
    const from =
      afterKey === null
        ? sql`(select lower(cur.name), cur.id from companies cur where cur.id = ${afterId} and cur.org_id = ${caller.orgId})`
        : sql`(${afterKey}::text, ${afterId}::uuid)`;
    after = sql` and (lower(c.name), c.id) > ${from}`;
  }
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`
      select c.id, lower(c.name)::text as sort_key, c.name, c.logo_key, c.website, c.one_liner, c.poc_refs as pocs, c.round, c.sector, c.stage,
        c.operating_status, f.name as fund_name, c.custom_fields,
        coalesce((select sum(ei.invested_amount) from equity_investments ei where ei.company_id = c.id), 0)::float8 as invested,
        (select array_agg(fi.name order by fi.created_at, fi.name) from funds fi
          where fi.id in (select ei.fund_id from equity_investments ei where ei.company_id = c.id)) as investment_funds,
        case when c.pre_org then (select o.name from organizations o where o.id = c.org_id) end as pre_org_of
      from companies c left join funds f on f.id = c.fund_id
      where ${where}${after}
      order by lower(c.name), c.id
      limit ${q.limit + 1}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from companies c where ${where}`),
  ]);
  const rows = page.rows.slice(0, q.limit);
  return {
    items: rows.map(toRow),
    total: count.rows[0]?.n ?? 0,
    nextCursor: page.rows.length > q.limit ? pageCursor(rows[rows.length - 1].sort_key, rows[rows.length - 1].id) : null,
  };
}
