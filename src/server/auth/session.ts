import type { MiddlewareHandler } from "hono";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { members } from "../db/schema";
import type { AppEnv, Role } from "../lib/context";
import { AppError } from "../lib/errors";
import type { Auth } from "./auth";

/**
 * Resolves the caller's user, organisation and role from the session cookie on the
 * server; the client never says which organisation it acts for. A user without a
 * membership (removed from the organisation) is treated as signed out.
 */
export const requireSession = (auth: Auth, db: Db): MiddlewareHandler<AppEnv> => async (c, next) => {
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) throw new AppError("unauthorized", "You are not signed in");
  const [member] = await db.select().from(members).where(eq(members.userId, found.user.id)).limit(1);
  if (!member) throw new AppError("unauthorized", "You are not signed in");
  c.set("caller", {
    userId: found.user.id,
    memberId: member.id,
    orgId: member.orgId,
    role: member.role,
    email: found.user.email,
    name: found.user.name,
    sessionId: found.session.id,
  });
  await next();
};

const rank: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/** Allows the request when the caller's role is at least `minimum`. */
export const requireRole = (minimum: Role): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (rank[c.get("caller").role] < rank[minimum]) {
    throw new AppError("forbidden", "You do not have permission to do this");
  }
  await next();
};

/** Viewers read only: every write needs at least the member role, except on their own profile. */
export const viewersReadOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const write = !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
  const ownProfile = c.req.path === "/api/v1/me" || c.req.path.startsWith("/api/v1/me/");
  if (write && !ownProfile && c.get("caller").role === "viewer") {
    throw new AppError("forbidden", "Viewers have read-only access");
  }
  await next();
};
