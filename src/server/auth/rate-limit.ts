import type { Context, MiddlewareHandler } from "hono";
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { authAttempts } from "../db/schema";
import { clientIp } from "../lib/client-ip";
import type { AppEnv } from "../lib/context";
import { errorBody } from "../lib/errors";

export type Limit = { max: number; windowSeconds: number };
export type AuthLimits = { signInPerIp: Limit; signInPerAccount: Limit; resetPerIp: Limit; resetPerAccount: Limit };

export const defaultAuthLimits: AuthLimits = {
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { max: 5, windowSeconds: 15 * 60 },
  resetPerIp: { max: 10, windowSeconds: 15 * 60 },
  resetPerAccount: { max: 3, windowSeconds: 15 * 60 },
};

async function readEmail(c: Context): Promise<string | null> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    const email = (body as { email?: unknown })?.email;
    return typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : null;
  } catch {
    return null;
  }
}

/** Seconds until the oldest attempt in the window expires, or 0 when under the limit. */
export async function retryAfter(db: Db, key: string, limit: Limit): Promise<number> {
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const [{ n }] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)));
  if (n < limit.max) return 0;
  const [oldest] = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, since)))
    .orderBy(asc(authAttempts.createdAt))
    .limit(1);
  return Math.max(1, Math.ceil((oldest.at.getTime() + limit.windowSeconds * 1000 - Date.now()) / 1000));
}

const tooMany = (c: Context, seconds: number) => {
  c.header("Retry-After", String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return c.json(errorBody("rate_limited", `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`), 429);
};

/**
 * Database-backed limits in front of better-auth: failed sign-ins per IP and per
 * account, and reset-link requests per IP and per account.
 */
export function authRateLimit(db: Db, limits: AuthLimits = defaultAuthLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const isSignIn = path === "/api/auth/sign-in/email";
    const isReset = path === "/api/auth/request-password-reset" || path === "/api/auth/reset-password";
    if (c.req.method !== "POST" || (!isSignIn && !isReset)) return next();

    const ip = clientIp(c) ?? "in-process"; // app.request() in tests has no socket
    const email = await readEmail(c);
    const kind = isSignIn ? "sign-in" : "reset";
    const keys: [string, Limit][] = [[`${kind}:ip:${ip}`, isSignIn ? limits.signInPerIp : limits.resetPerIp]];
    if (email) keys.push([`${kind}:account:${email}`, isSignIn ? limits.signInPerAccount : limits.resetPerAccount]);

    for (const [key, limit] of keys) {
      const wait = await retryAfter(db, key, limit);
      if (wait > 0) return tooMany(c, wait);
    }
    await next();

    const failed = c.res.status === 401 || c.res.status === 400 || c.res.status === 403;
    if (isSignIn && !failed && email) {
      await db.delete(authAttempts).where(eq(authAttempts.key, `sign-in:account:${email}`));
    } else if (!isSignIn || failed) {
      await db.insert(authAttempts).values(keys.map(([key]) => ({ key })));
    }
    // Old rows are useless past the longest window; trim them now and then.
    if (Math.random() < 0.02) await pruneAttempts(db);
  };
}

export async function pruneAttempts(db: Db) {
  const cutoff = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, cutoff));
}
