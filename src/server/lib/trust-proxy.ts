import { BlockList, isIP } from "node:net";

/** Which peers may tell us the client's address: nobody, the nearest N hops, or listed addresses/CIDRs. */
export type TrustProxy = { kind: "off" } | { kind: "hops"; hops: number } | { kind: "list"; list: BlockList; text: string };

const named: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** `::ffff:10.0.0.1` → `10.0.0.1`; brackets and a zone id dropped. */
export function normaliseIp(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return mapped ? mapped[1] : bare.toLowerCase();
}

/** Parses TRUST_PROXY: empty/`false`/`0` = off, a whole number = hop count, else a comma list of IPs, CIDRs, `loopback`, `private`. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { kind: "off" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Math.min(Number(text), 100) };
  const list = new BlockList();
  for (const entry of text.split(",").flatMap((e) => named[e.trim().toLowerCase()] ?? [e.trim()])) {
    const [address, prefix, extra] = entry.split("/");
    const ip = normaliseIp(address);
    const family = isIP(ip);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      !family ||
      extra !== undefined ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 6 ? 128 : 32) ||
      /\D/.test(prefix ?? "0")
    )
      throw new Error(`"${entry}" is not an IP address, a CIDR range, "loopback" or "private"`);
    list.addSubnet(ip, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "list", list, text };
}

const isTrusted = (trust: TrustProxy, address: string, hop: number) => {
  if (trust.kind === "off") return false;
  if (trust.kind === "hops") return hop < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 6 ? "ipv6" : "ipv4");
};

/** The `for=` addresses of a Forwarded header (RFC 7239), nearest last like X-Forwarded-For. */
function forwardedFor(header: string): string[] {
  return header.split(",").flatMap((element) => {
    const pair = element.split(";").find((p) => p.trim().toLowerCase().startsWith("for="));
    if (!pair) return [];
    const value = pair
      .trim()
      .slice(4)
      .replace(/^"(.*)"$/, "$1");
    // `[2001:db8::1]:4711` and `192.0.2.1:4711` carry ports; an IPv6 address alone has several colons.
    const address = value.startsWith("[")
      ? value.slice(1, value.indexOf("]"))
      : value.split(":").length === 2
        ? value.split(":")[0]
        : value;
    return [address];
  });
}

export type ForwardingHeaders = { xForwardedFor?: string; forwarded?: string; xForwardedProto?: string };

/**
 * The client's address and scheme. Walks from the socket peer towards the client through
 * X-Forwarded-For (or Forwarded when that is absent) while each hop is trusted; a header
 * sent by an untrusted peer is never read.
 */
export function resolveClient(
  trust: TrustProxy,
  peer: string | null,
  headers: ForwardingHeaders,
): { ip: string | null; proto: "http" | "https" | null } {
  const socket = peer === null ? null : normaliseIp(peer);
  if (socket === null || !isTrusted(trust, socket, 0)) return { ip: socket, proto: null };
  const chain = headers.xForwardedFor ? headers.xForwardedFor.split(",") : headers.forwarded ? forwardedFor(headers.forwarded) : [];
  const hops = chain.map(normaliseIp).reverse();
  let client = socket;
  for (let i = 0; i < hops.length; i++) {
    if (!isIP(hops[i])) break; // garbage (or "unknown"): stop at the last address we could trust
    client = hops[i];
    if (!isTrusted(trust, client, i + 1)) break;
  }
  const protoHeader = headers.xForwardedProto ?? /proto=([a-z]+)/i.exec(headers.forwarded ?? "")?.[1];
  const proto = protoHeader?.split(",")[0].trim().toLowerCase();
  return { ip: client, proto: proto === "https" || proto === "http" ? proto : null };
}
