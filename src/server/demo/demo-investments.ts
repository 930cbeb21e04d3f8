import { and, eq, notExists, sql } from "drizzle-orm";
import { investmentRoundTypes } from "@shared/constants/pipeline";
import type { Db } from "../db/client";
import { companies, equityInvestments } from "../db/schema";

const rounds = ["Pre-Seed", "Seed", "Series A", "Series B"] as const satisfies readonly (typeof investmentRoundTypes)[number][];
const day = 86_400_000;

/**
 * One to three investments in each portfolio company that has none yet (safe to run twice):
 * rounds in order, dated after the company was added, at valuations below today's so most
 * holdings show a gain.
 */
export async function loadDemoInvestments(db: Db, orgId: string) {
  const portfolio = await db
    .select({ id: companies.id, valuation: companies.valuation, createdAt: companies.createdAt })
    .from(companies)
    .where(
      and(
        eq(companies.orgId, orgId),
        eq(companies.stage, "Portfolio"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(equityInvestments)
            .where(eq(equityInvestments.companyId, companies.id)),
        ),
      ),
    )
    .orderBy(companies.name);
  const rows = portfolio.flatMap((c, i) => {
    const current = c.valuation ?? 8_000_000;
    const count = 1 + (i % 3);
    return Array.from({ length: count }, (_, k) => {
      // Each round at a higher valuation, the last still below today's valuation (or at it).
      const valuation = Math.round((current * (0.35 + 0.25 * k) * (0.9 + (i % 4) * 0.05)) / 100_000) * 100_000;
      const invested = Math.round((valuation * (0.04 + (i % 5) * 0.01)) / 50_000) * 50_000;
      const date = new Date(c.createdAt.getTime() + (20 + k * 150 + (i % 7) * 9) * day);
      const capped = date.getTime() > Date.now() ? new Date(Date.now() - (k + 1) * day) : date;
      return {
        orgId,
        companyId: c.id,
        roundType: rounds[Math.min(rounds.length - 1, (i % 2) + k)],
        investedAmount: Math.max(50_000, invested),
        valuation: Math.max(1_000_000, valuation),
        investmentDate: capped.toISOString().slice(0, 10),
      };
    });
  });
  if (rows.length) await db.insert(equityInvestments).values(rows);
  return rows.length;
}
