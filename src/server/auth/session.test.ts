import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedSessionToken } from "./session";

const secret = "s".repeat(40);
const sign = (token: string, key = secret) => `${token}.${createHmac("sha256", key).update(token).digest("base64")}`;

describe("session cookie verification", () => {
  it("accepts a cookie signed with the secret", () => {
    expect(verifiedSessionToken(sign("abc123"), secret)).toBe("abc123");
  });
  it("refuses unsigned, forged and malformed cookies", () => {
    expect(verifiedSessionToken("abc123", secret)).toBeNull();
    expect(verifiedSessionToken(sign("abc123", "x".repeat(40)), secret)).toBeNull();
    expect(verifiedSessionToken(sign("abc123").replace("abc123", "abc124"), secret)).toBeNull();
    expect(verifiedSessionToken(".", secret)).toBeNull();
    expect(verifiedSessionToken(undefined, secret)).toBeNull();
  });
});
