import { and, asc, eq } from "drizzle-orm";
import type { Member } from "@shared/schemas/organizations";
import type { Db } from "../../db/client";
import { members, user } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { avatarUrl } from "../../lib/avatar-url";

const columns = { member: members, user: { id: user.id, name: user.name, email: user.email } };

const toMember = (row: { member: typeof members.$inferSelect; user: { id: string; name: string; email: string } }): Member => ({
  id: row.member.id,
  userId: row.user.id,
  name: row.user.name,
  email: row.user.email,
  role: row.member.role,
  image: avatarUrl(row.member.id, row.member.avatarKey),
  version: row.member.version,
  createdAt: row.member.createdAt.toISOString(),
});

export async function listMembers(db: Db, caller: Caller) {
  const where = eq(members.orgId, caller.orgId);
  // Every member is listed (no paging), so the total is the rows' count: one statement.
  const rows = await db.select(columns).from(members).innerJoin(user, eq(user.id, members.userId)).where(where).orderBy(asc(user.name));
  return { items: rows.map(toMember), total: rows.length, nextCursor: null };
}

/** A member of the caller's organisation; any other id is "not found". */
export async function getMember(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select(columns)
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.id, id), eq(members.orgId, caller.orgId)));
  if (!row) throw notFound("Member");
  return { ...toMember(row), avatarKey: row.member.avatarKey };
}
