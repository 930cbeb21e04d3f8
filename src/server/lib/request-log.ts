import type { MiddlewareHandler } from "hono";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";
import type { Logger } from "./logger";

// Path segments that carry secrets (reset tokens) are masked before logging.
const secretAfter = new Set(["reset-password", "password-reset", "invitations"]);
export function safePath(path: string): string {
  const parts = path.split("/");
  return parts.map((p, i) => (i > 0 && secretAfter.has(parts[i - 1]) && p.length > 12 ? "[redacted]" : p)).join("/");
}

/** Request id + one structured line per request (method, path, status, ms, client IP). No query strings, bodies or cookies. */
export const requestLog =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    // The line's fields cost more than the discarded line when the level is above info (the bench's warn).
    if (!log.isLevelEnabled("info")) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: safePath(c.req.path), status: c.res.status, ms, ip: clientIp(c) }, "request");
  };
