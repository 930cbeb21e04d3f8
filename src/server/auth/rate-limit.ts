import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { clientIp } from "../lib/client-ip";
import type { AppEnv } from "../lib/context";
import { errorBody } from "../lib/errors";
import { forgetSettledFailures, type Limit, pruneAttempts, releaseAttempts, reserveAttempts, settleAttempts } from "./attempts";

export type { Limit } from "./attempts";
export type AuthLimits = {
  signInPerIp: Limit;
  /** Guesses at one account from one address: the limit an attacker meets. */
  signInPerAccountIp: Limit;
  /** Every address together: the ceiling that stops a distributed attack on one account. */
  signInPerAccount: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
};

// The numbers are stated in SECURITY.md; change both together.
export const defaultAuthLimits: AuthLimits = {
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInPerAccountIp: { max: 5, windowSeconds: 15 * 60 },
  signInPerAccount: { max: 100, windowSeconds: 15 * 60 },
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

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

const refuse = (c: Context, seconds: number, message: string) => {
  c.header("Retry-After", String(seconds));
  return c.json(errorBody("rate_limited", message), 429);
};

type Keys = { list: [string, Limit][]; accountIp?: string; account?: string };

function keysFor(kind: "sign-in" | "reset", ip: string, email: string | null, limits: AuthLimits): Keys {
  if (kind === "reset") {
    const list: [string, Limit][] = [[`reset:ip:${ip}`, limits.resetPerIp]];
    if (email) list.push([`reset:account:${email}`, limits.resetPerAccount]);
    return { list };
  }
  const list: [string, Limit][] = [[`sign-in:ip:${ip}`, limits.signInPerIp]];
  if (!email) return { list };
  const accountIp = `sign-in:account-ip:${email}|${ip}`;
  const account = `sign-in:account:${email}`;
  list.push([accountIp, limits.signInPerAccountIp], [account, limits.signInPerAccount]);
  return { list, accountIp, account };
}

/**
 * Database-backed limits in front of better-auth. Each sign-in reserves its attempt on every
 * key before the password is checked (so a parallel burst cannot outrun the count); a failure
 * keeps the reservation, a success gives its own back. Reset-link requests always count.
 */
export function authRateLimit(db: Db, limits: AuthLimits = defaultAuthLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    const isSignIn = path === "/api/auth/sign-in/email";
    const isReset = path === "/api/auth/request-password-reset" || path === "/api/auth/reset-password";
    if (c.req.method !== "POST" || (!isSignIn && !isReset)) return next();

    const ip = clientIp(c) ?? "in-process"; // app.request() in tests has no socket
    const keys = keysFor(isSignIn ? "sign-in" : "reset", ip, await readEmail(c), limits);
    const reservation = await reserveAttempts(db, keys.list);
    if (!reservation.ok) {
      if (reservation.key === keys.account)
        return refuse(
          c,
          reservation.wait,
          `This account is locked for ${minutesText(reservation.wait)} after many failed sign-ins from several places. ` +
            "You can reset your password now.",
        );
      return refuse(c, reservation.wait, `Too many attempts. Please try again in ${minutesText(reservation.wait)}.`);
    }
    const ids = [...reservation.ids.values()];
    try {
      await next();
    } catch (err) {
      if (isSignIn) await settleAttempts(db, ids);
      throw err;
    }
    const failed = c.res.status >= 400;
    if (isSignIn && !failed) {
      await releaseAttempts(db, ids);
      if (keys.accountIp) await forgetSettledFailures(db, keys.accountIp, reservation.ids.get(keys.accountIp)!);
    } else if (isSignIn) await settleAttempts(db, ids);
    // Old rows are useless past the longest window; trim them now and then.
    if (Math.random() < 0.02) await pruneAttempts(db);
  };
}
