import { describe, expect, it } from "vitest";
import { lastQuarters, progressTone, quarterOf, trackerProgress } from "./portfolio";

describe("quarterly tracker maths", () => {
  it("lists the last five quarters ending with today's, across a year boundary", () => {
    expect(lastQuarters(new Date("2026-02-10T12:00:00Z"))).toEqual(["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025", "Q1 2026"]);
    expect(lastQuarters(new Date("2026-11-22T12:00:00Z"))).toEqual(["Q4 2025", "Q1 2026", "Q2 2026", "Q3 2026", "Q4 2026"]);
    expect(quarterOf(new Date("2026-12-31T23:00:00Z"))).toBe("Q4 2026");
  });

  it("counts five documents as 100%, two as 40%, and colours green, amber from 50%, red below", () => {
    expect([0, 1, 2, 3, 4, 5].map(trackerProgress)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(progressTone(100)).toBe("success");
    expect(progressTone(60)).toBe("warning");
    expect(progressTone(50)).toBe("warning");
    expect(progressTone(40)).toBe("danger");
  });
});
