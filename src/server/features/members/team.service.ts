import { forgetCallers } from "../../auth/caller-cache";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members, session, user } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import { fieldChanges } from "../../lib/changes/field-changes";
import type { Caller, Role } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";
import { getMember } from "./members.service";

type TeamTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockedMember(tx: TeamTx, caller: Caller, id: string) {
  const [target] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.orgId, caller.orgId)))
    .for("update");
  if (!target) throw notFound("Member");
  return target;
}

const nameOf = async (tx: TeamTx, userId: string) =>
  (await tx.select({ name: user.name }).from(user).where(eq(user.id, userId)))[0]?.name ?? "A former member";

async function ownerCount(tx: TeamTx, orgId: string) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.orgId, orgId), eq(members.role, "owner")));
  return n;
}

/** Only owners may create or change owners; an organisation always keeps one owner. */
function assertMayChange(caller: Caller, target: { role: Role }, newRole?: Role) {
  if (caller.role !== "owner" && (target.role === "owner" || newRole === "owner")) {
    throw new AppError("forbidden", "Only an owner can make or change an owner");
  }
}

export async function changeRole(db: Db, caller: Caller, id: string, body: { role: Role; version: number }) {
  await db.transaction(async (tx) => {
    const target = await lockedMember(tx, caller, id);
    assertMayChange(caller, target, body.role);
    if (target.version !== body.version)
      throw new AppError("conflict", "This member was changed by someone else. Reload to see the latest version.");
    if (target.role === "owner" && body.role !== "owner" && (await ownerCount(tx, caller.orgId)) <= 1) {
      throw new AppError("conflict", "The last owner cannot be demoted. Make someone else an owner first.");
    }
    await tx
      .update(members)
      .set({ role: body.role, version: target.version + 1 })
      .where(eq(members.id, id));
    const changes = fieldChanges({ role: target.role }, { role: body.role });
    await recordChange(tx, caller, {
      entityType: "member",
      entityId: id,
      label: await nameOf(tx, target.userId),
      action: "updated",
      changes,
    });
  });
  forgetCallers(db, { memberId: id });
  const { avatarKey: _k, ...member } = await getMember(db, caller, id);
  return member;
}

/** Removes the membership and ends the person's sessions at once; their name stays on past work. */
export async function removeMember(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const target = await lockedMember(tx, caller, id);
    assertMayChange(caller, target);
    if (target.role === "owner" && (await ownerCount(tx, caller.orgId)) <= 1) {
      throw new AppError("conflict", "The last owner cannot be removed.");
    }
    await tx.delete(members).where(eq(members.id, id));
    await tx.delete(session).where(eq(session.userId, target.userId));
    // The "deleted" event also ends the removed person's open live-update streams.
    await recordChange(tx, caller, { entityType: "member", entityId: id, label: await nameOf(tx, target.userId), action: "deleted" });
  });
  forgetCallers(db, { memberId: id });
}
