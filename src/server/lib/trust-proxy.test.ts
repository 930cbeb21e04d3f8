import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { normaliseIp, parseTrustProxy, resolveClient } from "./trust-proxy";

const resolve = (trust: string | undefined, peer: string, headers: Parameters<typeof resolveClient>[2]) =>
  resolveClient(parseTrustProxy(trust), peer, headers);

describe("TRUST_PROXY", () => {
  it("is off by default: forwarding headers are ignored, the socket peer is the client", () => {
    expect(resolve(undefined, "127.0.0.1", { xForwardedFor: "203.0.113.9", xForwardedProto: "https" })).toEqual({
      ip: "127.0.0.1",
      proto: null,
    });
    expect(resolve("false", "::ffff:127.0.0.1", { forwarded: "for=203.0.113.9" })).toEqual({ ip: "127.0.0.1", proto: null });
  });

  it("with a hop count, takes the address that many hops from the socket", () => {
    expect(resolve("1", "127.0.0.1", { xForwardedFor: "198.51.100.1, 203.0.113.9", xForwardedProto: "https" })).toEqual({
      ip: "203.0.113.9",
      proto: "https",
    });
    expect(resolve("2", "127.0.0.1", { xForwardedFor: "198.51.100.1, 203.0.113.9" }).ip).toBe("198.51.100.1");
    // Fewer hops in the header than trusted: the farthest one given.
    expect(resolve("3", "127.0.0.1", { xForwardedFor: "203.0.113.9" }).ip).toBe("203.0.113.9");
  });

  it("with a list, walks back through trusted proxies only; a client-supplied prefix is not believed", () => {
    const trust = "10.0.0.0/8, 2001:db8::/32, 127.0.0.1";
    // The attacker sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real address.
    expect(resolve(trust, "10.1.2.3", { xForwardedFor: "1.2.3.4, 203.0.113.9, 10.9.9.9" }).ip).toBe("203.0.113.9");
    expect(resolve(trust, "2001:db8::5", { xForwardedFor: "2001:db8:ffff::1, 2001:0db8::7" }).ip).toBe("2001:db8:ffff::1");
    expect(resolve(trust, "::ffff:10.0.0.2", { xForwardedFor: "::ffff:203.0.113.9" }).ip).toBe("203.0.113.9");
    // Peer not in the list: headers ignored, scheme too.
    expect(resolve(trust, "192.0.2.44", { xForwardedFor: "203.0.113.9", xForwardedProto: "https" })).toEqual({
      ip: "192.0.2.44",
      proto: null,
    });
    // Garbage in the header stops the walk at the last trusted hop.
    expect(resolve(trust, "10.1.2.3", { xForwardedFor: "not-an-ip" }).ip).toBe("10.1.2.3");
  });

  it("reads RFC 7239 Forwarded when X-Forwarded-For is absent", () => {
    const headers = { forwarded: 'for=192.0.2.60;proto=https, for="[2001:db8:cafe::17]:4711"' };
    expect(resolve("loopback", "127.0.0.1", headers)).toEqual({ ip: "2001:db8:cafe::17", proto: "https" });
    expect(resolve("2", "::1", headers).ip).toBe("192.0.2.60");
  });

  it("refuses malformed settings with a clear message", () => {
    for (const bad of ["10.0.0.0/33", "banana", "10.0.0.1/8/2", "::1/129", "10.0.0.0/x"]) {
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadEnv({ TRUST_PROXY: "loopback,private,::1,192.168.1.0/24" }).TRUST_PROXY.kind).toBe("list");
    expect(loadEnv({}).TRUST_PROXY).toEqual({ kind: "off" });
    expect(normaliseIp("[::FFFF:10.0.0.1]")).toBe("10.0.0.1");
  });
});
