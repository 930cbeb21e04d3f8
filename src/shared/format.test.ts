import { describe, expect, it } from "vitest";
import { companiesLabel, daysSince, displayHost, formatCompactMoney, formatGrouped, formatMoney, parseWholeDollars, shortDescription } from "./format";

describe("formatting (en-US)", () => {
  it("money: whole dollars with separators, $0 for zero, empty for none, compact where short", () => {
    expect(formatMoney(1_250_000)).toBe("$1,250,000");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(null)).toBe("");
    expect(formatCompactMoney(1_250_000)).toBe("$1.3M");
    expect(formatCompactMoney(850_000)).toBe("$850K");
    expect(formatCompactMoney(120_000_000)).toBe("$120M");
  });

  it("typed amounts keep digits only", () => {
    expect(parseWholeDollars("$2,500,000")).toBe(2_500_000);
    expect(parseWholeDollars("")).toBeNull();
    expect(formatGrouped(2_500_000)).toBe("2,500,000");
  });

  it("pipeline cells: days, short descriptions, labels, hosts", () => {
    expect(daysSince("2026-11-11T00:00:00Z", Date.parse("2026-11-21T12:00:00Z"))).toBe(10);
    expect(shortDescription("x".repeat(101))).toBe(`${"x".repeat(70)}...`);
    expect(shortDescription("x".repeat(100))).toBe("x".repeat(100));
    expect(companiesLabel(1)).toBe("1 company");
    expect(companiesLabel(3)).toBe("3 companies");
    expect(displayHost("https://www.acme.com/about")).toBe("acme.com");
  });
});
