import { forgetCallers } from "./caller-cache";
import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Deps } from "../deps";
import { members, session, user } from "../db/schema";
import type { Role } from "../lib/context";
import { AppError } from "../lib/errors";
import { RESET_TOKEN_TTL_SECONDS, resetLinkUrl } from "./auth";

// Operator actions for instances without mail and owners who locked themselves out (npx fundline user …).

async function findUser(deps: Pick<Deps, "db">, email: string) {
  const [row] = await deps.db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!row) throw new AppError("not_found", `No user with e-mail ${email}`);
  return row;
}

/**
 * A one-time password-reset link, made exactly as better-auth makes the e-mailed one: a random
 * token stored hashed in `verification` as `reset-password:<token>`, valid one hour, consumed on use.
 */
export async function createResetLink(deps: Pick<Deps, "db" | "auth" | "env">, email: string) {
  const target = await findUser(deps, email);
  const ctx = await deps.auth.$context;
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
  await ctx.internalAdapter.createVerificationValue({ value: target.id, identifier: `reset-password:${token}`, expiresAt });
  return { email: target.email, url: resetLinkUrl(deps.env.publicUrl, token), expiresAt: expiresAt.toISOString() };
}

/** Changes a member's role; the organisation keeps at least one owner. */
export async function setRole(deps: Pick<Deps, "db">, email: string, role: Role) {
  const target = await findUser(deps, email);
  return deps.db
    .transaction(async (tx) => {
      const [member] = await tx.select().from(members).where(eq(members.userId, target.id)).for("update");
      if (!member) throw new AppError("not_found", `${target.email} is not a member of any organisation`);
      if (member.role === "owner" && role !== "owner") {
        const [{ n }] = await tx
          .select({ n: count() })
          .from(members)
          .where(and(eq(members.orgId, member.orgId), eq(members.role, "owner")));
        if (n <= 1) throw new AppError("conflict", "The last owner cannot be demoted. Make someone else an owner first.");
      }
      await tx
        .update(members)
        .set({ role, version: sql`${members.version} + 1` })
        .where(eq(members.id, member.id));
      return { email: target.email, organization: member.orgId, role };
    })
    .finally(() => forgetCallers(deps.db, { userId: target.id }));
}

/** Disabled users cannot sign in; their sessions end now. `enable` undoes it. */
export async function setDisabled(deps: Pick<Deps, "db">, email: string, disabled: boolean) {
  const target = await findUser(deps, email);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(user.id, target.id));
    if (disabled) await tx.delete(session).where(eq(session.userId, target.id));
  });
  forgetCallers(deps.db, { userId: target.id });
  return { email: target.email, disabled };
}
