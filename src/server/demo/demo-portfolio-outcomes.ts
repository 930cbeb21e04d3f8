import { and, asc, count, eq, inArray } from "drizzle-orm";
import { investmentRoundTypes } from "@shared/constants/pipeline";
import type { Db } from "../db/client";
import { activityLog, companies, equityInvestments, members, user } from "../db/schema";

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The portfolio's money and outcomes for the dashboard and the performance page: two to three
 * rounds per portfolio company over the last three years (one of them this month), two exits
 * and two companies out of business, with their shut-down recorded in the activity log. Every
 * company has a founded date before its first round; a failed company's rounds all precede its
 * shut-down date.
 * Skipped when the organisation already has investments.
 */
export async function loadDemoPortfolioOutcomes(db: Db, orgId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(equityInvestments).where(eq(equityInvestments.orgId, orgId));
  if (n > 0) return 0;
  const portfolio = await db
    .select({ id: companies.id, name: companies.name, valuation: companies.valuation })
    .from(companies)
    .where(and(eq(companies.orgId, orgId), eq(companies.stage, "Portfolio")))
    .orderBy(asc(companies.name));
  if (!portfolio.length) return 0;
  const now = Date.now();
  const exits = portfolio.filter((_, i) => i % 4 === 1).slice(0, 2);
  const failed = portfolio.filter((_, i) => i % 4 === 3).slice(0, 2);
  // Days since each failed company shut down; its rounds all come before that.
  const shutAgo = new Map(failed.map((c, k) => [c.id, 120 + k * 150]));
  const firstRoundAgo = new Map<string, number>();
  const rows = portfolio.flatMap((c, i) => {
    const current = c.valuation ?? 20_000_000;
    const rounds = 2 + (i % 2);
    return Array.from({ length: rounds }, (_, r) => {
      // Oldest first: 3 years ago, then closer; the first company's latest round is this month.
      const planned = i === 0 && r === rounds - 1 ? 12 : 1100 - i * 60 - r * 280;
      const shut = shutAgo.get(c.id);
      const daysAgo = shut === undefined ? planned : Math.max(planned, shut + 60 * (rounds - r));
      if (r === 0) firstRoundAgo.set(c.id, daysAgo);
      const growth = [0.15, 0.35, 0.6][r] * (1 + (i % 3) * 0.2);
      return {
        orgId,
        companyId: c.id,
        roundType: investmentRoundTypes[Math.min(r + (i % 3), investmentRoundTypes.length - 1)],
        investedAmount: [250_000, 500_000, 1_000_000, 1_500_000, 2_000_000][(i + r * 2) % 5],
        valuation: Math.max(1_000_000, Math.round((current * growth) / 100_000) * 100_000),
        investmentDate: isoDay(now - Math.max(daysAgo, 5) * day),
      };
    });
  });
  // One early holding was invested before the organisation's first fund ("Pre-{Org}"): its
  // rounds, three and two years ago, carry no fund (the insert trigger takes the company's).
  const early = portfolio[2];
  if (early) await db.update(companies).set({ preOrg: true, fundId: null }).where(eq(companies.id, early.id));
  await db.insert(equityInvestments).values(rows);
  // Founded one to three years before the first round; the failed ones also record when they shut down.
  for (const [i, c] of portfolio.entries()) {
    const shut = shutAgo.get(c.id);
    await db
      .update(companies)
      .set({
        foundedDate: isoDay(now - ((firstRoundAgo.get(c.id) ?? 0) + 365 + (i % 3) * 300) * day),
        shutDownDate: shut === undefined ? null : isoDay(now - shut * day),
      })
      .where(eq(companies.id, c.id));
  }
  if (exits.length)
    await db
      .update(companies)
      .set({ operatingStatus: "Exited" })
      .where(
        inArray(
          companies.id,
          exits.map((c) => c.id),
        ),
      );
  if (failed.length) {
    await db
      .update(companies)
      .set({ operatingStatus: "Shut-Down" })
      .where(
        inArray(
          companies.id,
          failed.map((c) => c.id),
        ),
      );
    const [actor] = await db
      .select({ userId: user.id, memberId: members.id, name: user.name })
      .from(members)
      .innerJoin(user, eq(user.id, members.userId))
      .where(eq(members.orgId, orgId))
      .orderBy(asc(members.createdAt))
      .limit(1);
    await db.insert(activityLog).values(
      failed.map((c, k) => ({
        orgId,
        actorUserId: actor?.userId ?? null,
        actorMemberId: actor?.memberId ?? null,
        actorName: actor?.name ?? "Sample data",
        entityType: "company",
        entityId: c.id,
        entityLabel: c.name,
        action: "updated",
        changes: { operatingStatus: { from: "Active", to: "Shut-Down" } },
        createdAt: new Date(now - (shutAgo.get(c.id) ?? 120 + k * 150) * day),
      })),
    );
  }
  return rows.length;
}
