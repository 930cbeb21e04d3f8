import { describe, expect, it } from "vitest";
import {
  companiesLabel,
  daysSince,
  displayHost,
  formatCompactMoney,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  formatTimeOfDay,
  formatGrouped,
  formatMoney,
  canBeMoney,
  groupMoneyText,
  parseMoney,
  shortDescription,
  invalidMoneyMessage,
} from "./format";
import { moneySchema } from "./schemas/common";

describe("formatting (en-US)", () => {
  it("money: whole dollars with separators, $0 for zero, empty for none, compact where short", () => {
    expect(formatMoney(1_250_000)).toBe("$1,250,000");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(null)).toBe("");
    expect(formatCompactMoney(1_250_000)).toBe("$1.3M");
    expect(formatCompactMoney(850_000)).toBe("$850K");
    expect(formatCompactMoney(120_000_000)).toBe("$120M");
  });

  it.each([
    ["$2,500,000", 2_500_000],
    ["$2,500,000.50", 2_500_001],
    ["1,000.49", 1000],
    ["1.5", 2],
    [".5", 1],
    ["0", 0],
    ["2.5M", 2_500_000],
    ["2.5m", 2_500_000],
    ["850k", 850_000],
    ["1.2B", 1_200_000_000],
    [" 12 000 ", 12_000],
    ["", null],
    ["  ", null],
    ["$", null],
    ["abc", Number.NaN],
    ["1e9", Number.NaN],
    ["1.2.3", Number.NaN],
    ["-5", Number.NaN],
    ["M", Number.NaN],
    [".", Number.NaN],
    ["12345678901234567890", 1.2345678901234567e19],
  ] as const)("typed amount %j is %s whole dollars", (typed, expected) => {
    expect(parseMoney(typed)).toBe(expected);
  });

  it("20 digits parse but the shared money schema refuses them; NaN gets the input's message", () => {
    expect(moneySchema("Valuation").safeParse(parseMoney("12345678901234567890")).error?.issues[0].message).toBe("Valuation is too large");
    expect(moneySchema("Valuation").safeParse(parseMoney("abc")).error?.issues[0].message).toBe(invalidMoneyMessage);
    expect(moneySchema("Valuation").parse(parseMoney(""))).toBeNull();
  });

  it("money text is grouped as you type, decimals and shorthands kept", () => {
    expect(groupMoneyText("2500000")).toBe("2,500,000");
    expect(groupMoneyText("2500000.5")).toBe("2,500,000.5");
    expect(groupMoneyText("1.")).toBe("1.");
    expect(groupMoneyText("$2.5M")).toBe("2.5M");
    expect(groupMoneyText("abc")).toBe("abc");
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

describe("dates (formatters built once and reused)", () => {
  const at = new Date(2026, 10, 21, 15, 4);
  it("numeric dates have no leading zeros (profile Joined On)", () => {
    expect(formatNumericDate(new Date(2026, 2, 5))).toBe("3/5/2026");
    expect(formatNumericDate(at)).toBe("11/21/2026");
    expect(formatNumericDate("not a date")).toBe("");
  });
  it("read the same on every call, as toLocale* would", () => {
    for (let i = 0; i < 2; i++) {
      expect(formatDate(at)).toBe("Nov 21, 2026");
      expect(formatDate("2026-03-05")).toBe("Mar 5, 2026");
      expect(formatDateTime(at)).toBe(
        at.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }),
      );
      expect(formatLongDate(at)).toBe("Saturday, November 21");
      expect(formatTimeOfDay(at)).toBe(at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" }));
    }
  });

  it("money typing takes digits, separators, one decimal point and a trailing k/m/b only", () => {
    for (const ok of ["", "1", "2,500,000", "$1,000.49", "2.5M", "850k", "1.2b", "12.", " 3 000 "]) expect(canBeMoney(ok), ok).toBe(true);
    for (const refused of ["abc", "-5", "1.2.3", "1e9", "2.5MB", "k5", "12x"]) expect(canBeMoney(refused), refused).toBe(false);
  });
});
