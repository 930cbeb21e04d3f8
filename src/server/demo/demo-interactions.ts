import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { companyFounders, interactionCompanies, interactionPeople, interactions, members, people, user } from "../db/schema";

const day = 86_400_000;

const threads = [
  {
    subject: "Re: Data room access",
    daysAgo: 2,
    text: "Thanks for the quick turnaround. The data room is open; the cohort analysis is in folder 3. Happy to walk you through it on Thursday.",
  },
  {
    subject: "Q3 update and hiring plan",
    daysAgo: 9,
    text: "Quick update: revenue grew 18% over the quarter, two senior engineers start next month, and we are on track for the Series A timeline we discussed.",
  },
  {
    subject: "Intro: our new Head of Sales",
    daysAgo: 23,
    text: "Looping in our new Head of Sales, who joins from a category leader. Would love your take on the enterprise pricing page.",
  },
];

/**
 * A few captured e-mails on the first high-value founders (issue 45): each on the person and the
 * company they founded, logged by the organisation's owner, so Recent Interactions is populated.
 * Skipped when the organisation has any.
 */
export async function loadDemoInteractions(db: Db, orgId: string): Promise<number> {
  const [has] = await db.select({ id: interactions.id }).from(interactions).where(eq(interactions.orgId, orgId)).limit(1);
  if (has) return 0;
  const [owner] = await db
    .select({ memberId: members.id, name: user.name })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.orgId, orgId), eq(members.role, "owner")))
    .orderBy(asc(members.createdAt))
    .limit(1);
  if (!owner) return 0;
  const founders = await db
    .select({ id: people.id, name: people.name, email: people.email, companyId: companyFounders.companyId })
    .from(people)
    .innerJoin(companyFounders, eq(companyFounders.personId, people.id))
    .where(and(eq(people.orgId, orgId), eq(people.value, "High"), isNotNull(people.email)))
    .orderBy(asc(people.name))
    .limit(3);
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [k, f] of founders.entries()) {
      for (const [t, thread] of threads.slice(0, 3 - k).entries()) {
        const occurredAt = new Date(Date.now() - (thread.daysAgo + k * 3) * day);
        const [row] = await tx
          .insert(interactions)
          .values({
            orgId,
            kind: "email",
            messageId: `<demo-${f.id}-${t}@fundline.demo>`,
            subject: thread.subject,
            occurredAt,
            participants: [{ email: f.email!.toLowerCase(), name: f.name, personId: f.id, companyId: f.companyId }],
            excerpt: thread.text,
            capturedByMemberId: owner.memberId,
            capturedByName: owner.name,
          })
          .returning({ id: interactions.id });
        await tx.insert(interactionPeople).values({ interactionId: row.id, personId: f.id, occurredAt });
        await tx.insert(interactionCompanies).values({ interactionId: row.id, companyId: f.companyId, occurredAt });
        added++;
      }
    }
  });
  return added;
}
