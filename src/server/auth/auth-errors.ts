import type { MiddlewareHandler } from "hono";

type AuthBody = { code?: unknown; message?: unknown; error?: unknown; token?: unknown };

/**
 * Rewrites better-auth's `{ code, message }` errors into the API's one error shape, and
 * drops the session token from JSON bodies: the browser holds it in an HttpOnly cookie only.
 */
export const normaliseAuthErrors = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as AuthBody | null;
  if (!body) return;
  if (res.status < 400) {
    if (!("token" in body)) return;
    const { token: _dropped, ...rest } = body;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify(rest), { status: res.status, headers });
    return;
  }
  if (body.error || typeof body.message !== "string") return;
  const code = typeof body.code === "string" ? body.code.toLowerCase() : "auth_error";
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify({ error: { code, message: body.message } }), { status: res.status, headers });
};
