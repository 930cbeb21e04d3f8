import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

describe("preferredEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.2, br;q=0", "gzip"],
    ["x-gzip", "gzip"],
    ["GZIP;Q=1", "gzip"],
    ["br;q=abc, gzip;q=0.1", "gzip"],
  ] as const)("%s → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it("only offers what is available", () => {
    expect(preferredEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip"])).toBe(null);
  });
});
