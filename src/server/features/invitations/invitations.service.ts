import { forgetCallers } from "../../auth/caller-cache";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Invitation } from "@shared/schemas/team";
import { createCredentialUser } from "../../auth/auth";
import { account, invitations, members, organizations, session, user } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Caller, Role } from "../../lib/context";
import { findInOrg, lockValue } from "../../lib/db-helpers";
import { recordChange } from "../../lib/changes/record-change";
import { AppError } from "../../lib/errors";
import { actionMail } from "../../lib/mailer";

const INVITATION_DAYS = 7;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const invalid = () => new AppError("not_found", "This invitation is invalid or has expired. Ask for a new one.");

const toInvitation = (r: typeof invitations.$inferSelect): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedBy: r.invitedBy,
  expiresAt: r.expiresAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

const pendingIn = (orgId: string) =>
  and(eq(invitations.orgId, orgId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date()));

export async function listInvitations(deps: Deps, caller: Caller) {
  const rows = await deps.db.select().from(invitations).where(pendingIn(caller.orgId)).orderBy(asc(invitations.createdAt));
  return { items: rows.map(toInvitation), total: rows.length, nextCursor: null };
}

/** A second invitation to one address within this time is a double send (409), not a re-send. */
const RESEND_AFTER_MS = 60_000;
const sentMomentsAgo = "An invitation was sent to this address a moment ago";

/**
 * Invites (or re-sends to) an e-mail address; only the token's hash is stored. An address
 * that has an account in another organisation is invited like any other (answering
 * differently would tell one tenant who uses the product elsewhere); the invitee meets the
 * conflict on accepting. One pending invitation per address and organisation: the database
 * holds it (unique index) and an advisory lock serialises parallel sends.
 */
export async function invite(deps: Deps, caller: Caller, body: { email: string; role: Role }) {
  if (body.role === "owner" && caller.role !== "owner") throw new AppError("forbidden", "Only an owner can invite an owner");
  const [existing] = await deps.db
    .select({ orgId: members.orgId })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(user.email, body.email), eq(members.orgId, caller.orgId)));
  if (existing) throw new AppError("conflict", "This person is already a member", { email: "This person is already a member" });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const row = await deps.db.transaction(async (tx) => {
    await lockValue(tx, "invitation", caller.orgId, body.email);
    const [recent] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.orgId, caller.orgId),
          eq(invitations.email, body.email),
          isNull(invitations.acceptedAt),
          gt(invitations.createdAt, new Date(Date.now() - RESEND_AFTER_MS)),
        ),
      );
    if (recent) throw new AppError("conflict", sentMomentsAgo, { email: sentMomentsAgo });
    await tx
      .delete(invitations)
      .where(and(eq(invitations.orgId, caller.orgId), eq(invitations.email, body.email), isNull(invitations.acceptedAt)));
    const [created] = await tx
      .insert(invitations)
      .values({ orgId: caller.orgId, email: body.email, role: body.role, tokenHash: hashToken(token), invitedBy: caller.userId, expiresAt })
      .returning();
    await recordChange(tx, caller, { entityType: "invitation", entityId: created.id, label: created.email, action: "created" });
    return created;
  });
  const [org] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.orgId));
  const url = `${deps.env.publicUrl}/invite?token=${token}`;
  await deps.mailer.send(
    actionMail(
      body.email,
      `You're invited to ${org.name} on Fundline`,
      `${caller.name} invited you to join ${org.name} on Fundline as ${body.role}. The link is valid for ${INVITATION_DAYS} days.`,
      "Accept invitation",
      url,
    ),
  );
  return toInvitation(row);
}

export const revokeInvitation = (deps: Deps, caller: Caller, id: string) =>
  deps.db.transaction(async (tx) => {
    const row = await findInOrg(tx as unknown as Deps["db"], invitations, id, caller.orgId, "Invitation");
    await tx.delete(invitations).where(eq(invitations.id, id));
    await recordChange(tx, caller, { entityType: "invitation", entityId: id, label: row.email, action: "deleted" });
  });

async function pendingByToken(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ invitation: invitations, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())));
  if (!row) throw invalid();
  return row;
}

export async function lookupInvitation(deps: Deps, token: string) {
  const { invitation, organizationName } = await pendingByToken(deps, token);
  return { organizationName, email: invitation.email, role: invitation.role };
}

/**
 * The invitee chooses a name and password and joins. Someone removed earlier keeps
 * their user (their name stays on past work) and gets the new password.
 */
export async function acceptInvitation(deps: Deps, token: string, body: { name: string; password: string }) {
  const { invitation } = await pendingByToken(deps, token);
  const claimed = await deps.db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
    .returning();
  if (!claimed.length) throw invalid(); // accepted by a concurrent request
  try {
    return await join(deps, invitation, body);
  } catch (err) {
    await deps.db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, invitation.id));
    throw err;
  }
}

async function join(deps: Deps, invitation: typeof invitations.$inferSelect, body: { name: string; password: string }) {
  const ctx = await deps.auth.$context;
  const [known] = await deps.db.select().from(user).where(eq(user.email, invitation.email));
  let userId: string;
  if (known) {
    const [membership] = await deps.db.select().from(members).where(eq(members.userId, known.id));
    if (membership) throw new AppError("conflict", "This email already belongs to a member");
    await deps.db.update(user).set({ name: body.name, updatedAt: new Date() }).where(eq(user.id, known.id));
    await deps.db
      .update(account)
      .set({ password: await ctx.password.hash(body.password) })
      .where(and(eq(account.userId, known.id), eq(account.providerId, "credential")));
    await deps.db.delete(session).where(eq(session.userId, known.id));
    forgetCallers(deps.db, { userId: known.id });
    userId = known.id;
  } else {
    userId = (await createCredentialUser(deps.auth, { email: invitation.email, password: body.password, name: body.name })).id;
  }
  await deps.db.transaction(async (tx) => {
    const [member] = await tx.insert(members).values({ orgId: invitation.orgId, userId, role: invitation.role }).returning();
    const actor = { orgId: invitation.orgId, userId, memberId: member.id, name: body.name };
    await recordChange(tx, actor, { entityType: "member", entityId: member.id, label: body.name, action: "created" });
  });
  return { email: invitation.email };
}
