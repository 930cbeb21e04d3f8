import type { MiddlewareHandler } from "hono";
import { errorBody } from "../lib/errors";

const redirectKeys = ["redirectTo", "callbackURL", "callbackUrl", "errorCallbackURL", "newUserCallbackURL"];

/** Same-origin relative paths ("/update-password") or absolute URLs on PUBLIC_URL only. */
export function isSafeRedirect(target: string, publicUrl: string): boolean {
  if (target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\")) return true;
  try {
    return new URL(target).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Refuses auth requests whose redirect or callback URL leaves this instance, whatever
 * the library's own checks do (they are relaxed in some environments).
 */
export const redirectGuard =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    const targets: unknown[] = redirectKeys.map((k) => c.req.query(k));
    if ((c.req.header("content-type") ?? "").includes("application/json")) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null;
      if (body && typeof body === "object") targets.push(...redirectKeys.map((k) => body[k]));
    }
    for (const target of targets) {
      if (target === undefined || target === null || target === "") continue;
      if (typeof target !== "string" || !isSafeRedirect(target, publicUrl)) {
        return c.json(errorBody("forbidden", "Redirect target not allowed"), 403);
      }
    }
    return next();
  };
