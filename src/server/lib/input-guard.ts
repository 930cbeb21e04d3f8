import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

const nulInJson = /\\u0000/i;

function decodedHasNul(raw: string) {
  try {
    return decodeURIComponent(raw).includes("\u0000");
  } catch {
    return false; // malformed escapes are left to the router and validators
  }
}

/**
 * PostgreSQL text cannot hold NUL characters; a request carrying one (in the path, the
 * query or a JSON body) is refused up front instead of failing deep in a query.
 */
export const rejectNulCharacters = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  let bad = decodedHasNul(url.pathname) || decodedHasNul(url.search);
  if (!bad && (c.req.header("content-type") ?? "").includes("application/json")) {
    const text = await c.req.raw.clone().text();
    bad = text.includes("\u0000") || nulInJson.test(text);
  }
  if (bad) return c.json(errorBody("bad_request", "Text cannot contain NUL characters"), 400);
  return next();
};
