import { describe, expect, it } from "vitest";
import { opaqueIds } from "./opaque-ids";

describe("opaque change ids", () => {
  const ids = opaqueIds("x".repeat(40), "change-ids");

  it("round-trip, look random and keep nothing of the number in the clear", () => {
    const tokens = [1, 2, 3, 1_000_000].map((n) => ids.encode(n));
    for (const [i, n] of [1, 2, 3, 1_000_000].entries()) expect(ids.decode(tokens[i])).toBe(n);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(tokens.map((t) => t.slice(0, 4))).size).toBe(4); // neighbours share no prefix
  });

  it("refuse altered, non-canonical, foreign and malformed tokens", () => {
    const token = ids.encode(42);
    const flip = (i: number) => `${token.slice(0, i)}${token[i] === "A" ? "B" : "A"}${token.slice(i + 1)}`;
    expect(ids.decode(flip(10))).toBeNull();
    expect(ids.decode(flip(0))).toBeNull();
    // The last character carries two bits of the block and four spare ones: a token with spare bits set is not ours.
    const last = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const spare = last[(last.indexOf(token[21]) + 1) % 64];
    expect(ids.decode(`${token.slice(0, 21)}${spare}`)).toBeNull();
    expect(opaqueIds("y".repeat(40), "change-ids").decode(token)).toBeNull();
    for (const bad of ["", "42", "x".repeat(23), "!".repeat(22)]) expect(ids.decode(bad)).toBeNull();
  });
});
