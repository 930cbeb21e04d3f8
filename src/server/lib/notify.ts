import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationKind } from "@shared/constants/notifications";
import type { Db } from "../db/client";
import { members, notifications, user } from "../db/schema";
import { CHANGES_CHANNEL } from "./changes/record-change";

export type NewNotification = {
  orgId: string;
  memberId: string;
  kind: NotificationKind;
  entityType: string;
  entityId: string;
  link: string;
  text: string;
  /** One notification per member and key: the same situation never notifies twice. */
  dedupeKey: string;
};

type Tx = Pick<Db, "insert" | "execute">;

/**
 * Adds notifications inside the caller's transaction (any feature may call it) and tells the
 * recipient's open streams, after commit, that their unread count moved. The signal is no record
 * change: no activity entry, and the event stream passes it only to the member it names.
 */
export async function notify(tx: Tx, items: NewNotification[]): Promise<number> {
  if (!items.length) return 0;
  const rows = await tx
    .insert(notifications)
    .values(items.map((n) => ({ ...n, text: n.text.slice(0, 500) })))
    .onConflictDoNothing({ target: [notifications.memberId, notifications.dedupeKey] })
    .returning({ id: notifications.id, orgId: notifications.orgId, memberId: notifications.memberId });
  for (const r of rows) await announceNotification(tx, r.orgId, r.memberId, r.id, "created");
  return rows.length;
}

/** Tells one member's streams that their inbox changed (created, read). */
export async function announceNotification(tx: Pick<Db, "execute">, orgId: string, memberId: string, id: string, action: string) {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, json_build_object(
    'id', '0', 'orgId', ${orgId}::text, 'entityType', 'notification', 'entityId', ${id}::text,
    'parentType', 'member', 'parentId', ${memberId}::text, 'action', ${action}::text, 'actorUserId', null)::text)`);
}

/**
 * Tells a user that a record was assigned to them (not when they assigned it to themselves).
 * `version` makes each assignment its own notification: reassigning later notifies again.
 */
export async function notifyAssignment(
  tx: Tx & Pick<Db, "select">,
  caller: { orgId: string; userId: string; name: string },
  a: { assigneeUserId: string | null | undefined; entityType: string; entityId: string; version: number; link: string; label: string },
) {
  if (!a.assigneeUserId || a.assigneeUserId === caller.userId) return;
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, a.assigneeUserId), eq(members.orgId, caller.orgId)));
  if (!member) return;
  await notify(tx, [
    {
      orgId: caller.orgId,
      memberId: member.id,
      kind: "assignment",
      entityType: a.entityType,
      entityId: a.entityId,
      link: a.link,
      text: `${caller.name} assigned you: ${a.label}`,
      dedupeKey: `assignment:${a.entityId}:${a.version}`,
    },
  ]);
}

/**
 * Notifies every active owner and admin of an organisation (intake submissions, finished
 * imports): one inbox item each, once per `dedupeKey`.
 */
export async function notifyAdmins(tx: Tx & Pick<Db, "select">, orgId: string, n: Omit<NewNotification, "orgId" | "memberId">) {
  const admins = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.orgId, orgId), inArray(members.role, ["owner", "admin"]), isNull(user.disabledAt)));
  return notify(
    tx,
    admins.map((m) => ({ ...n, orgId, memberId: m.id })),
  );
}
