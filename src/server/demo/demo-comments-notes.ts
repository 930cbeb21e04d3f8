import { and, asc, count, eq, inArray } from "drizzle-orm";
import { addDays } from "@shared/comment-labels";
import type { Db } from "../db/client";
import { commentsReminders, companies, members, notes } from "../db/schema";

const day = 86_400_000;
const comments = [
  "Founders are unusually clear on the wedge; the buyer is the ops lead, not IT.",
  "Reference call with their first customer went well: renewal already signed.",
  "Burn looks high for the stage. Ask for the hiring plan behind it.",
  "Two co-investors confirmed interest at the last partner meeting.",
  "Pricing page changed again; they are testing annual-only contracts.",
];
// [text, due in days from today (null: none), done]
const reminders: [string, number | null, boolean][] = [
  ["Send the term sheet draft to legal", -3, false],
  ["Follow up on the data room access", -1, false],
  ["Prepare IC memo outline", 0, false],
  ["Call the CFO about the Q3 numbers", 1, false],
  ["Review the updated cap table", 3, false],
  ["Schedule the founder dinner", 5, false],
  ["Quarterly check-in with the board observer", 14, false],
  ["Circulate the reference call notes", null, false],
  ["Share the market map with the team", -6, true],
];
const noteBodies: [string, string][] = [
  [
    "First call",
    "# First call\n\n**Who:** CEO and CTO\n\n## Takeaways\n- ARR around **$1.2M**, growing 12% month on month\n- 40 paying customers, top 3 are 30% of revenue\n- Raising a $6M seed extension\n\n## Open questions\n1. Gross margin once support is counted\n2. Why now? What changed in the market\n",
  ],
  [
    "Diligence checklist",
    "## Diligence checklist\n\n- [x] Cap table\n- [x] Customer references (3)\n- [ ] Security review\n- [ ] Financial model walkthrough\n\n> Keep the security review short: they passed SOC 2 Type I in March.\n",
  ],
  [
    "Competitive landscape",
    "## Competitors\n\n| Company | Focus | Funding |\n|---|---|---|\n| Acme | Mid-market | Series A |\n| Zeta | Enterprise | Series B |\n\nOur view: the mid-market is underserved.\n",
  ],
];

/** Comments, reminders (some overdue, some upcoming, spread over the demo members) and notes on a dozen companies. */
export async function loadDemoCommentsNotes(db: Db, orgId: string) {
  const [{ n }] = await db.select({ n: count() }).from(commentsReminders).where(eq(commentsReminders.orgId, orgId));
  if (n > 0) return { comments: 0, notes: 0 };
  const team = await db.select({ id: members.id }).from(members).where(eq(members.orgId, orgId)).orderBy(asc(members.createdAt));
  const targets = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.orgId, orgId),
        inArray(companies.stage, ["Portfolio", "Due Diligence", "IC Review", "Reviewing", "Initial Interest"]),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(12);
  const companyIds = targets.map((t) => t.id);
  if (!team.length || !companyIds.length) return { comments: 0, notes: 0 };
  const today = new Date().toISOString().slice(0, 10);
  const now = Date.now();
  const items = companyIds.flatMap((companyId, i) => [
    ...[0, 1].map((k) => ({
      orgId,
      companyId,
      kind: "comment" as const,
      text: comments[(i + k) % comments.length],
      authorMemberId: team[(i + k) % team.length].id,
      createdAt: new Date(now - ((i * 5 + k * 2) % 20) * day - k * 3_600_000),
    })),
    ...[0, 1].map((k) => {
      const [text, due, done] = reminders[(i * 2 + k) % reminders.length];
      return {
        orgId,
        companyId,
        kind: "reminder" as const,
        text,
        dueDate: due === null ? null : addDays(today, due),
        done,
        doneAt: done ? new Date(now - day) : null,
        // The first member (the owner who loaded the demo) gets a share of the reminders too.
        authorMemberId: team[(i + k) % team.length].id,
        createdAt: new Date(now - (8 + i) * day),
      };
    }),
  ]);
  await db.insert(commentsReminders).values(items);
  const noteRows = companyIds.slice(0, 6).flatMap((companyId, i) =>
    noteBodies.slice(0, 1 + (i % 3)).map(([title, content], k) => ({
      orgId,
      companyId,
      title,
      content,
      authorMemberId: team[(i + k) % team.length].id,
      createdAt: new Date(now - (10 + k) * day),
      updatedAt: new Date(now - (i + k) * day),
    })),
  );
  await db.insert(notes).values(noteRows);
  return { comments: items.length, notes: noteRows.length };
}
