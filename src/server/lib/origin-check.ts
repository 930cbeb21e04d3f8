import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site: a foreign Origin header, or a
 * browser's Sec-Fetch-Site saying cross-site. Requests without either (curl, server to
 * server) carry no ambient browser cookies from another site and pass.
 */
export const originCheck = (publicUrl: string): MiddlewareHandler => {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const requestOrigin = new URL(c.req.url).origin;
    const fetchSite = c.req.header("sec-fetch-site");
    const foreignOrigin = origin !== undefined && origin !== allowed && origin !== requestOrigin;
    if (foreignOrigin || fetchSite === "cross-site") {
      return c.json(errorBody("forbidden", "Cross-site request refused"), 403);
    }
    return next();
  };
};
