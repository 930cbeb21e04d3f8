import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, session, user } from "../db/schema";
import type { AppEnv, Caller, Role } from "../lib/context";
import { preparedPerDb } from "../lib/db-helpers";
import { AppError } from "../lib/errors";
import { clientIp } from "../lib/client-ip";
import { callerCacheOf, type CachedCaller } from "./caller-cache";
import { bearerToken, callerForApiToken, checkTokenAccess, type TokenLimit } from "./api-token";

const cookieNames = ["__Secure-better-auth.session_token", "better-auth.session_token"];

/** The session token of better-auth's signed cookie (`token.base64(HMAC-SHA256)`), or null when unsigned or forged. */
export function verifiedSessionToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  const dot = cookieValue.lastIndexOf(".");
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const given = Buffer.from(cookieValue.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * One prepared statement from session token to caller: valid session, its user, their
 * membership. Runs on every API request, so its SQL is built once per database (not per
 * request) and PostgreSQL keeps its plan per connection.
 */
const callerQuery = preparedPerDb((db) =>
  db
    .select({
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      memberId: members.id,
      orgId: members.orgId,
      role: members.role,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(members, eq(members.userId, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`), isNull(user.disabledAt)))
    .limit(1)
    .prepare("session_caller"),
);

const loadCaller = async (db: Db, token: string): Promise<CachedCaller | null> => (await callerQuery(db).execute({ token }))[0] ?? null;

/**
 * The caller of a request's session cookie, or null when there is no valid session. The process's
 * caller cache (auth/caller-cache.ts) is keyed by the signed cookie value: an entry is stored only
 * after that exact value's signature was verified and its session found, so a hit needs no second
 * HMAC (3 % of the server's CPU under `/me` load, decision 046). A forged or altered value never
 * matches an entry and is verified, and refused, as before.
 */
export async function callerForRequest(c: Context, db: Db, secret: string): Promise<Caller | null> {
  const raw = cookieNames.map((name) => getCookie(c, name)).find(Boolean);
  if (!raw) return null;
  const load = () => {
    const token = verifiedSessionToken(raw, secret);
    return token ? loadCaller(db, token) : Promise.resolve(null);
  };
  const cache = callerCacheOf(db);
  const found = cache ? await cache.lookup(raw, load) : await load();
  if (!found) return null;
  const { expiresAt: _e, ...caller } = found;
  return caller;
}

/**
 * Resolves the caller's user, organisation and role from the session cookie on the
 * server; the client never says which organisation it acts for. A user without a
 * membership (removed from the organisation) is treated as signed out at once.
 */
export const requireSession =
  (db: Db, secret: string, tokenLimit: () => TokenLimit | undefined = () => undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A request with a bearer token is judged by the token alone, never by a cookie it also sends.
    const token = bearerToken(c);
    if (token !== undefined) {
      const caller = await callerForApiToken(db, token, clientIp(c), tokenLimit());
      checkTokenAccess(caller, c.req.method, c.req.path);
      c.set("caller", caller);
      return next();
    }
    const caller = await callerForRequest(c, db, secret);
    if (!caller) throw new AppError("unauthorized", "You are not signed in");
    c.set("caller", { ...caller, ip: clientIp(c) });
    await next();
  };

const rank: Record<Role, number> = { viewer: 0, member: 1, admin: 2, owner: 3 };

/** Allows the request when the caller's role is at least `minimum`. */
export const requireRole =
  (minimum: Role): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (rank[c.get("caller").role] < rank[minimum]) {
      throw new AppError("forbidden", "You do not have permission to do this");
    }
    await next();
  };

/**
 * Spread into createRoute(): the role check, and an `x-min-role` mark in the OpenAPI
 * document so that the role tests find every restricted route.
 */
export const adminOnly = { middleware: requireRole("admin"), "x-min-role": "admin" } as const;

/** Viewers read only: every write needs at least the member role, except on their own profile and inbox. */
export const viewersReadOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const write = !["GET", "HEAD", "OPTIONS"].includes(c.req.method);
  // Their own profile and inbox, and their own (read-only) personal API tokens.
  const ownProfile = /^\/api\/v1\/(me|api-tokens|notifications)(\/|$)/.test(c.req.path);
  if (write && !ownProfile && c.get("caller").role === "viewer") {
    throw new AppError("forbidden", "Viewers have read-only access");
  }
  await next();
};
