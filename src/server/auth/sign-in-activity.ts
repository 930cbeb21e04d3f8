import type { MiddlewareHandler } from "hono";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, user } from "../db/schema";
import type { AppEnv } from "../lib/context";
import { clientIp } from "../lib/client-ip";
import { announceSessionEnded, recordChange } from "../lib/changes/record-change";
import { callerForRequest } from "./session";
import { callerCacheOf } from "./caller-cache";

/**
 * Records each successful e-mail sign-in in the member's organisation's activity log.
 * Done here rather than in a better-auth hook so the address comes from clientIp(), the
 * one place that decides which proxy headers to believe.
 */
export function recordSignIns(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.req.path !== "/api/auth/sign-in/email" || c.res.status !== 200) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { user?: { id?: unknown } } | null;
    const userId = typeof body?.user?.id === "string" ? body.user.id : null;
    if (!userId) return;
    const [m] = await db
      .select({ memberId: members.id, orgId: members.orgId, name: user.name })
      .from(members)
      .innerJoin(user, eq(user.id, members.userId))
      .where(eq(members.userId, userId));
    if (!m) return;
    const actor = { orgId: m.orgId, userId, memberId: m.memberId, name: m.name, ip: clientIp(c) };
    await recordChange(db, actor, { entityType: "member", entityId: m.memberId, label: m.name, action: "signed_in" });
  };
}

/**
 * After a sign-out, the session's open event streams (in every process) end at once. Any other
 * successful better-auth write (revoking sessions, changing or resetting a password) empties this
 * process's caller cache right away: rare, and then no path of better-auth's is missed. Other
 * processes hear the session table's trigger.
 */
export function announceSignOuts(db: Db, secret: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "POST" || c.req.path === "/api/auth/sign-in/email") return next();
    if (c.req.path !== "/api/auth/sign-out") {
      await next();
      if (c.res.status < 400) callerCacheOf(db)?.clear();
      return;
    }
    const caller = await callerForRequest(c, db, secret);
    await next();
    if (caller && c.res.status === 200) {
      callerCacheOf(db)?.forget({ sessionId: caller.sessionId });
      await announceSessionEnded(db, caller.orgId, caller.sessionId);
    }
  };
}
