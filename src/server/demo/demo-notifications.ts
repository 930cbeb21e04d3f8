import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { alertRules, companies, members, people, user } from "../db/schema";
import { notify, type NewNotification } from "../lib/notify";

/**
 * A few inbox items for every member (a mention, a stale-stage alert, a contact alert), and the
 * organisation's stale-relationship rules switched on, so the bell, the panel and Settings show data.
 */
export async function loadDemoNotifications(db: Db, orgId: string): Promise<number> {
  await db
    .insert(alertRules)
    .values([
      { orgId, kind: "contact_no_meeting", stage: "", days: 120 },
      { orgId, kind: "company_in_stage", stage: "Due Diligence", days: 30 },
    ])
    .onConflictDoNothing();
  const team = await db
    .select({ id: members.id, name: user.name })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.orgId, orgId))
    .orderBy(asc(members.createdAt));
  const [company] = await db.select().from(companies).where(eq(companies.orgId, orgId)).orderBy(asc(companies.name)).limit(1);
  const [contact] = await db
    .select()
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.value, "High")))
    .limit(1);
  if (!company || team.length === 0) return 0;
  const items: NewNotification[] = [];
  team.forEach((m, i) => {
    const colleague = team[(i + 1) % team.length];
    items.push({
      orgId,
      memberId: m.id,
      kind: "mention",
      entityType: "company",
      entityId: company.id,
      link: `/companies/${company.id}?tab=comments`,
      text: `${colleague.name} mentioned you: @${m.name} can you take the reference calls for ${company.name}?`,
      dedupeKey: `demo:mention:${company.id}`,
    });
    items.push({
      orgId,
      memberId: m.id,
      kind: "alert",
      entityType: "company",
      entityId: company.id,
      link: `/companies/${company.id}`,
      text: `${company.name} has been in ${company.stage} for 45 days`,
      dedupeKey: `demo:alert:${company.id}`,
    });
    if (contact)
      items.push({
        orgId,
        memberId: m.id,
        kind: "alert",
        entityType: "person",
        entityId: contact.id,
        link: `/people/${contact.id}`,
        text: `No meeting with ${contact.name} for more than 120 days`,
        dedupeKey: `demo:alert:${contact.id}`,
      });
  });
  return notify(db, items);
}
