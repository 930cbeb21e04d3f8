import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

const nulInJson = /\\u0000/i;
// A UTF-16 surrogate written as a JSON escape; only then can a parsed string hold an unpaired one.
const surrogateEscape = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;
// The validator reads every JSON media type (application/json, application/merge-patch+json, …).
const jsonMediaType = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

function decodedHasNul(raw: string) {
  try {
    return decodeURIComponent(raw).includes("\u0000");
  } catch {
    return false; // malformed escapes are left to the router and validators
  }
}

/** Half of a UTF-16 surrogate pair: valid in a JavaScript string, not storable as PostgreSQL text. */
export const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isWellFormed = (text: string) => text.search(loneSurrogates) < 0;

/** True when some string in the parsed value (keys included) holds an unpaired surrogate. */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return !isWellFormed(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => !isWellFormed(key) || hasLoneSurrogate(v));
  return false;
}

function jsonProblem(text: string): string | null {
  if (text.includes("\u0000") || nulInJson.test(text)) return "Text cannot contain NUL characters";
  if (surrogateEscape.test(text)) {
    try {
      if (hasLoneSurrogate(JSON.parse(text))) return "Text must be valid Unicode (a character is cut in half)";
    } catch {
      return null; // not JSON: the validator answers that
    }
  }
  return null;
}

/**
 * PostgreSQL text holds neither NUL characters nor half of a UTF-16 surrogate pair; a request
 * carrying one (in the path, the query or any JSON body) is refused up front instead of
 * failing deep in a query.
 */
export const rejectUnstorableText = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  let problem = decodedHasNul(url.pathname) || decodedHasNul(url.search) ? "Text cannot contain NUL characters" : null;
  if (!problem && jsonMediaType.test(c.req.header("content-type") ?? "")) problem = jsonProblem(await c.req.raw.clone().text());
  if (problem) return c.json(errorBody("bad_request", problem), 400);
  return next();
};
