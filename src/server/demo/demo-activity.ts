import { and, eq, inArray } from "drizzle-orm";
import { pipelineStages } from "@shared/constants/pipeline";
import type { Db } from "../db/client";
import { activityLog, companies, members, user } from "../db/schema";

const day = 86_400_000;
/** The order a deal usually travels; Passed, Watchlist and Portfolio branch off it. */
const path = ["Leads", "Reviewing", "Initial Interest", "Due Diligence", "IC Review"];

/**
 * A believable history for the demo: each company's way from Leads to its current stage,
 * moved by the colleagues over the last few weeks, so the timelines and the audit log are
 * populated. Backdated rows go straight into the log (no live event: nobody watches a load).
 */
export async function loadDemoActivity(db: Db, orgId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: activityLog.id })
    .from(activityLog)
    .where(and(eq(activityLog.orgId, orgId), inArray(activityLog.action, ["updated"])))
    .limit(1);
  if (n) return 0; // already has history
  const people = await db
    .select({ userId: user.id, memberId: members.id, name: user.name })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.orgId, orgId), inArray(members.role, ["owner", "admin", "member"])));
  const rows = await db
    .select({ id: companies.id, name: companies.name, stage: companies.stage })
    .from(companies)
    .where(eq(companies.orgId, orgId));
  if (!people.length || !rows.length) return 0;
  const entries: (typeof activityLog.$inferInsert)[] = [];
  rows.slice(0, 40).forEach((c, i) => {
    const target = pipelineStages.indexOf(c.stage as (typeof pipelineStages)[number]);
    const steps = path.indexOf(c.stage) >= 0 ? path.slice(0, path.indexOf(c.stage) + 1) : [...path.slice(0, 2 + (i % 3)), c.stage];
    if (target < 0 || steps.length < 2) return;
    let at = Date.now() - (28 - (i % 20)) * day - (i % 7) * 3_600_000;
    for (let s = 1; s < steps.length; s++) {
      const who = people[(i + s) % people.length];
      at += (1 + ((i * 7 + s * 3) % 5)) * day * 0.6;
      if (at > Date.now() - 600_000) at = Date.now() - (steps.length - s) * 3_600_000;
      entries.push({
        orgId,
        actorUserId: who.userId,
        actorMemberId: who.memberId,
        actorName: who.name,
        entityType: "company",
        entityId: c.id,
        entityLabel: c.name,
        action: "updated",
        changes: { stage: { from: steps[s - 1], to: steps[s] } },
        createdAt: new Date(at),
      });
    }
  });
  entries.sort((x, y) => x.createdAt!.getTime() - y.createdAt!.getTime());
  if (entries.length) await db.insert(activityLog).values(entries);
  return entries.length;
}
