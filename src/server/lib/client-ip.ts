import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "./context";
import { resolveClient, type TrustProxy } from "./trust-proxy";

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
}

/** Resolves the client address and scheme once per request (TRUST_PROXY decides whose headers count). */
export const resolveClientMiddleware =
  (trust: TrustProxy): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set(
      "client",
      resolveClient(trust, socketAddress(c), {
        xForwardedFor: c.req.header("x-forwarded-for"),
        forwarded: c.req.header("forwarded"),
        xForwardedProto: c.req.header("x-forwarded-proto"),
      }),
    );
    await next();
  };

/** The client's IP address: the socket peer, or what a trusted proxy says; null in-process (tests). */
export function clientIp(c: Context<AppEnv>): string | null {
  const client = c.get("client");
  return client ? client.ip : socketAddress(c);
}
