import { describe, expect, it } from "vitest";
import { formatNumericDate } from "./format";

describe("numeric dates (profile Joined On)", () => {
  it("have no leading zeros", () => {
    expect(formatNumericDate(new Date(2026, 2, 5))).toBe("3/5/2026");
    expect(formatNumericDate(new Date(2026, 10, 21))).toBe("11/21/2026");
  });
});
