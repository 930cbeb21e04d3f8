import { and, desc, eq, sql } from "drizzle-orm";
import type { Meeting, MeetingCreate } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { meetings, people } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, preparedPerDb } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";

const toMeeting = (m: typeof meetings.$inferSelect): Meeting => ({
  id: m.id,
  personId: m.personId,
  date: m.date,
  purpose: m.purpose,
  notes: m.notes,
  createdAt: m.createdAt.toISOString(),
});

// The person (in the caller's organisation) joined to their meetings: no row is a 404, one row
// without a meeting none yet. One statement either way.
const meetingsQuery = preparedPerDb((db) =>
  db
    .select({ meeting: meetings })
    .from(people)
    .leftJoin(meetings, and(eq(meetings.personId, people.id), eq(meetings.orgId, people.orgId)))
    .where(and(eq(people.id, sql.placeholder("personId")), eq(people.orgId, sql.placeholder("orgId"))))
    .orderBy(desc(meetings.date), desc(meetings.createdAt))
    .prepare("person_meetings"),
);

/** A person's meetings, newest first, in one prepared statement. */
export async function listMeetings(db: Db, caller: Caller, personId: string): Promise<Meeting[]> {
  const rows = await meetingsQuery(db).execute({ personId, orgId: caller.orgId });
  if (!rows.length) throw notFound("Person");
  return rows.flatMap((r) => (r.meeting ? [toMeeting(r.meeting)] : []));
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
