import { sql } from "drizzle-orm";
import type { z } from "zod";
import { columnDictionary } from "@shared/import-export/columns";
import { portfolioListQuery } from "@shared/schemas/portfolio";
import type { Db } from "../../db/client";
import { companies, equityInvestments, funds } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Caller } from "../../lib/context";
import { exportFormat, exportRoute, listPage, sendExport } from "../../lib/export/export-route";
import { EXPORT_BATCH, type ExportRecord, type ExportSource } from "../../lib/export/export-source";
import { createRouter } from "../../lib/router";
import { portfolioWhere } from "./portfolio-list.service";

const investmentsQuery = portfolioListQuery.omit(listPage).extend(exportFormat);
type PortfolioQuery = Omit<z.output<typeof investmentsQuery>, "format">;

type InvestmentRow = {
  id: string;
  company: string;
  key: string;
  round_type: string;
  invested_amount: string | number;
  valuation: string | number;
  investment_date: string;
  fund: string | null;
};

/** Equity investments of the portfolio companies the portfolio's search and filters select, by company, then date. */
export function investmentSource(db: Db, caller: Caller, q: PortfolioQuery): ExportSource {
  async function* batches() {
    let last: { name: string; date: string; id: string } | undefined;
    for (;;) {
      const after = last
        ? sql`and (lower(c.name), ei.investment_date, ei.id) > (${last.name}, ${last.date}::date, ${last.id}::uuid)`
        : sql``;
      const { rows } = await db.execute<InvestmentRow>(sql`
        select ei.id, c.name as company, lower(c.name) as key, ei.round_type, ei.invested_amount, ei.valuation,
          ei.investment_date::text as investment_date, f.name as fund
        from ${equityInvestments} ei join ${companies} c on c.id = ei.company_id left join ${funds} f on f.id = ei.fund_id
        where ei.org_id = ${caller.orgId} and ${portfolioWhere(caller.orgId, q)} ${after}
        order by lower(c.name), ei.investment_date, ei.id
        limit ${EXPORT_BATCH}`);
      if (!rows.length) return;
      yield rows.map((r): ExportRecord => ({
        company: r.company,
        roundType: r.round_type,
        investedAmount: Number(r.invested_amount),
        valuation: Number(r.valuation),
        investmentDate: r.investment_date,
        fund: r.fund,
      }));
      if (rows.length < EXPORT_BATCH) return;
      const l = rows[rows.length - 1];
      last = { name: l.key, date: l.investment_date, id: l.id };
    }
  }
  return { columns: [...columnDictionary.equityInvestments], batches: batches() };
}

const investmentsRoute = exportRoute("/equity-investments/export", investmentsQuery, "Equity investments of the portfolio companies");

/** Export of the portfolio's investments (a read: viewers too). */
export function portfolioExportRoutes({ db }: Deps) {
  return createRouter().openapi(investmentsRoute, async (c) => {
    const { format, ...query } = c.req.valid("query");
    return sendExport(investmentSource(db, c.get("caller"), query), format, "equityInvestments") as never;
  });
}
