import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { isLoopbackHost } from "../../env";

// Headers a reverse proxy adds; their presence means the request came from beyond this machine.
const forwardingHeader = /^(forwarded|x-forwarded-.*|x-real-ip|via)$/i;

/** The host name of a Host header value (`localhost:3000`, `[::1]:3000`, `127.0.0.1`). */
export function hostnameOf(hostHeader: string): string {
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(hostHeader);
  if (bracketed) return bracketed[1];
  return hostHeader.replace(/:\d+$/, "");
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
}

/** True only for a request made on this machine straight to the app: loopback Host and peer, no proxy headers. */
export function isDirectLocalRequest(c: Context): boolean {
  for (const name of c.req.raw.headers.keys()) if (forwardingHeader.test(name)) return false;
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  if (!isLoopbackHost(hostnameOf(host))) return false;
  const peer = socketAddress(c);
  return peer === null || isLoopbackHost(peer);
}
