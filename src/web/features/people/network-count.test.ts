import { describe, expect, it } from "vitest";
import { networkCount } from "./network-count";

describe("networkCount (Network Directory header)", () => {
  it("counts the whole network when not searching", () => {
    expect(networkCount(61, 61, false)).toBe("61 people in your network");
    expect(networkCount(1, 1, false)).toBe("1 person in your network");
  });

  it("says how many of the network match a search, even none", () => {
    expect(networkCount(0, 61, true)).toBe("0 of 61 people match");
    expect(networkCount(1, 1_200, true)).toBe("1 of 1,200 people matches");
  });
});
