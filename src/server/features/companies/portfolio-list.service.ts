import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PortfolioList, portfolioListQuery, PortfolioRow } from "@shared/schemas/portfolio";
import type { Db } from "../../db/client";
import type { Caller } from "../../lib/context";
import { logoUrl } from "../../lib/company-logo-url";
import { escapeLike } from "./companies-query";

type ListQuery = z.output<typeof portfolioListQuery>;

type Row = {
  id: string;
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
  invested: number | string;
};

/** Portfolio companies of the caller's organisation matching the search (name or a POC's name) and filters. */
export function portfolioWhere(orgId: string, f: Omit<ListQuery, "limit" | "cursor">): SQL {
  const parts: SQL[] = [sql`c.org_id = ${orgId}`, sql`c.stage = 'Portfolio'`];
  if (f.sector) parts.push(sql`c.sector = ${f.sector}`);
  if (f.round) parts.push(sql`c.round = ${f.round}`);
  if (f.status) parts.push(sql`c.operating_status = ${f.status}`);
  if (f.fund) parts.push(sql`c.fund_id = ${f.fund}`);
  const q = f.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
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
});

/** One page of the portfolio by name (keyset on lower(name), id), with the total for the same filters. */
export async function listPortfolio(db: Db, caller: Caller, q: ListQuery): Promise<PortfolioList> {
  const where = portfolioWhere(caller.orgId, q);
  const after = q.cursor
    ? sql` and (lower(c.name), c.id) > (select lower(cur.name), cur.id from companies cur where cur.id::text = ${q.cursor} and cur.org_id = ${caller.orgId})`
    : sql``;
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`
      select c.id, c.name, c.logo_key, c.website, c.one_liner, c.poc_refs as pocs, c.round, c.sector, c.stage,
        c.operating_status, f.name as fund_name,
        coalesce((select sum(ei.invested_amount) from equity_investments ei where ei.company_id = c.id), 0)::float8 as invested
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
    nextCursor: page.rows.length > q.limit ? rows[rows.length - 1].id : null,
  };
}
