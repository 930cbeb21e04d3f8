import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, companyPocs, funds, pocs } from "../db/schema";
import { demoCompanies } from "./demo-company-list";

const day = 86_400_000;
/** How far back, as a share of its time in the pipeline, a company entered its current stage. */
const stageShare = [0.1, 0.25, 0.4, 0.6, 0.05];
const lateStages = ["IC Review", "Approved - Legal", "Approved - Not Funded", "Warehouse Deals", "Portfolio"];
const sources = ["Cold Inbound", "VC", "Friend", "Event", "Outbound", "Family Office", "Social"];
const coInvestors = [
  "Sequoia Capital",
  "Index Ventures",
  "Y Combinator",
  "Precursor",
  "First Round",
  "Hustle Fund",
  "Lowercase Capital",
  "Khosla Ventures",
];

/** About 60 companies across every stage, added over the last 18 months; existing names are kept. */
export async function loadDemoCompanies(db: Db, orgId: string) {
  const existing = new Set(
    (
      await db
        .select({ name: sql<string>`lower(${companies.name})` })
        .from(companies)
        .where(eq(companies.orgId, orgId))
    ).map((r) => r.name),
  );
  const fresh = demoCompanies.filter(([name]) => !existing.has(name.toLowerCase()));
  if (fresh.length === 0) return 0;
  const team = await db.select({ id: pocs.id }).from(pocs).where(eq(pocs.orgId, orgId)).orderBy(pocs.name);
  const fundRows = await db
    .select({ id: funds.id, name: funds.name })
    .from(funds)
    .where(and(eq(funds.orgId, orgId), inArray(funds.name, ["Fund I", "Fund II"])));
  const fundId = (i: number) => fundRows.find((f) => f.name === (i % 3 === 0 ? "Fund I" : "Fund II"))?.id ?? null;
  const now = Date.now();
  const rows = fresh.map(([name, oneLiner, sector, subSector, round, region, city, stage, valuationM], i) => {
    // Later stages were generally added earlier; spread over 540 days, a few very recent leads.
    const order = demoCompanies.findIndex((d) => d[0] === name);
    const daysAgo = stage === "Leads" ? [1, 3, 5, 9, 14, 20, 26, 33, 45, 60][order % 10] : 30 + ((order * 37) % 510);
    const portfolio = stage === "Portfolio";
    return {
      orgId,
      name,
      oneLiner,
      sector,
      subSector,
      // Later-stage deals in the filters' whole round range (Pre-Seed … Series D).
      round: lateStages.includes(stage) && order % 3 === 0 ? (order % 2 ? "Series C" : "Series D") : round,
      region,
      city,
      stage,
      valuation: valuationM === null ? null : Math.round(valuationM * 1_000_000),
      revenue: valuationM === null ? null : Math.round((valuationM * 1_000_000) / (8 + (order % 7) * 3) / 1000) * 1000,
      website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`,
      dealSource: sources[order % sources.length],
      otherInvestors: order % 3 === 0 ? [] : [coInvestors[order % coInvestors.length], coInvestors[(order + 3) % coInvestors.length]],
      overview: `${name} — ${oneLiner} Met the founders through ${sources[order % sources.length].toLowerCase()}.`,
      addedBy: "Sample data",
      fundId: portfolio || (lateStages.includes(stage) && order % 2 === 0) ? fundId(i) : null,
      boardSeat: portfolio && order % 2 === 0,
      informationRights: portfolio,
      updatesInterval: portfolio ? ("Quarterly" as const) : null,
      portfolioStatus: portfolio ? "Portfolio Company" : null,
      createdAt: new Date(now - daysAgo * day - order * 3_600_000),
      // Leads are where they started; the others moved into their stage some time after being added.
      stageEnteredAt: new Date(now - (stage === "Leads" ? daysAgo : Math.max(1, Math.round(daysAgo * stageShare[order % 5]))) * day),
    };
  });
  const inserted = await db.insert(companies).values(rows).returning({ id: companies.id, name: companies.name });
  if (team.length) {
    const links = inserted.flatMap((c) => {
      const order = demoCompanies.findIndex((d) => d[0] === c.name);
      // An uneven spread, like a real team: some people source more deals than others.
      const primary = team[[0, 1, 0, 2, 1, 3, 0, 2, 1, 0, 3][order % 11] % team.length].id;
      const second = team[(order + 1) % team.length].id;
      return order % 4 === 0 && second !== primary
        ? [
            { companyId: c.id, pocId: primary, position: 0 },
            { companyId: c.id, pocId: second, position: 1 },
          ]
        : [{ companyId: c.id, pocId: primary, position: 0 }];
    });
    await db.insert(companyPocs).values(links);
  }
  return inserted.length;
}
