import { describe, expect, it } from "vitest";
import { lastQuarterEnd, recentQuarterEnds } from "./quarter-end";

describe("quarter ends", () => {
  it("picks the last quarter end on or before today", () => {
    expect(lastQuarterEnd(new Date("2026-11-25T12:00:00Z"))).toBe("2026-09-30");
    expect(lastQuarterEnd(new Date("2026-03-31T00:00:00Z"))).toBe("2026-03-31");
    expect(lastQuarterEnd(new Date("2026-01-05T00:00:00Z"))).toBe("2025-12-31");
  });
  it("lists quarter ends newest first across years", () => {
    expect(recentQuarterEnds(5, new Date("2026-05-01T00:00:00Z"))).toEqual([
      "2026-03-31",
      "2025-12-31",
      "2025-09-30",
      "2025-06-30",
      "2025-03-31",
    ]);
  });
});
