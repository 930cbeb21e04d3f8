import { and, desc, eq, sql } from "drizzle-orm";
import type { Meeting, MeetingCreate } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { meetings, people } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, preparedPerDb } from "../../lib/db-helpers";

const toMeeting = (m: typeof meetings.$inferSelect): Meeting => ({
  id: m.id,
  personId: m.personId,
  date: m.date,
  purpose: m.purpose,
  notes: m.notes,
  createdAt: m.createdAt.toISOString(),
});

const meetingsQuery = preparedPerDb((db) =>
  db
    .select()
    .from(meetings)
    .where(and(eq(meetings.personId, sql.placeholder("personId")), eq(meetings.orgId, sql.placeholder("orgId"))))
    .orderBy(desc(meetings.date), desc(meetings.createdAt))
    .prepare("person_meetings"),
);

/**
 * A person's meetings, newest first: one prepared statement. Rows of the caller's organisation
 * prove the person is theirs; only an empty list looks the person up (404 or none yet).
 */
export async function listMeetings(db: Db, caller: Caller, personId: string): Promise<Meeting[]> {
  const rows = await meetingsQuery(db).execute({ personId, orgId: caller.orgId });
  if (!rows.length) await findInOrg(db, people, personId, caller.orgId, "Person");
  return rows.map(toMeeting);
}

/** Logs a meeting; the person's last meeting date moves forward to it (never back). */
export async function addMeeting(db: Db, caller: Caller, personId: string, body: MeetingCreate): Promise<Meeting> {
  const person = await findInOrg(db, people, personId, caller.orgId, "Person");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetings)
      .values({ orgId: caller.orgId, personId, date: body.date, purpose: body.purpose, notes: body.notes ?? null })
      .returning();
    await tx
      .update(people)
      .set({
        lastMeeting: sql`greatest(${people.lastMeeting}, ${body.date}::date)`,
        version: sql`${people.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(people.id, personId));
    await recordChange(tx, caller, {
      entityType: "meeting",
      entityId: row.id,
      label: `${person.name}: ${body.purpose}`,
      action: "created",
      parent: { type: "person", id: personId },
    });
    return toMeeting(row);
  });
}
