import { describe, expect, it } from "vitest";
import {
  currentValuationLabel,
  averageCheck,
  averageMonths,
  failedLabel,
  failureRate,
  formatMultiple,
  formatPercent,
  groupByCompany,
  multiple,
  parseInvestedAmount,
  reminderDueLabel,
  topSectors,
  wholeMonthsBetween,
} from "./portfolio-maths";

describe("parseInvestedAmount (spec part 1 §5)", () => {
  it("strips every non-digit from formatted dollar text", () => {
    expect(parseInvestedAmount("$1,250,000")).toBe(1_250_000);
    expect(parseInvestedAmount(" USD 500 000 ")).toBe(500_000);
    expect(parseInvestedAmount("2500000")).toBe(2_500_000);
  });
  it("drops cents rather than reading them as more dollars", () => {
    expect(parseInvestedAmount("$1,250,000.75")).toBe(1_250_000);
  });
  it("counts malformed or missing amounts as 0", () => {
    for (const bad of ["", "abc", "$", "N/A", null, undefined, {}, [], Number.NaN, Number.POSITIVE_INFINITY, -5])
      expect(parseInvestedAmount(bad)).toBe(0);
  });
  it("keeps whole numbers and rounds fractions; reads PostgreSQL sums given as text or bigint", () => {
    expect(parseInvestedAmount(750_000)).toBe(750_000);
    expect(parseInvestedAmount(10.6)).toBe(11);
    expect(parseInvestedAmount("123456789012")).toBe(123_456_789_012);
    expect(parseInvestedAmount(42n)).toBe(42);
    expect(parseInvestedAmount(-1n)).toBe(0);
  });
});

describe("averageCheck", () => {
  it("divides capital deployed by the number of portfolio companies, rounded to dollars", () => {
    expect(averageCheck(1_000_000, 3)).toBe(333_333);
    expect(averageCheck(0, 4)).toBe(0);
  });
  it("has no average without portfolio companies (no investments)", () => {
    expect(averageCheck(0, 0)).toBeNull();
    expect(averageCheck(500, 0)).toBeNull();
  });
});

describe("failureRate", () => {
  it("is out-of-business over total as a rounded percent", () => {
    expect(failureRate(1, 3)).toBe(33);
    expect(failureRate(2, 3)).toBe(67);
    expect(failureRate(0, 10)).toBe(0);
    expect(failureRate(5, 5)).toBe(100);
  });
  it("is N/A without companies", () => {
    expect(failureRate(0, 0)).toBeNull();
    expect(formatPercent(failureRate(0, 0))).toBe("N/A");
    expect(formatPercent(33)).toBe("33%");
  });
});

describe("multiple (MOIC)", () => {
  it("is value over invested with two decimals", () => {
    expect(multiple(3_000_000, 1_000_000)).toBe(3);
    expect(multiple(1_234_567, 1_000_000)).toBe(1.23);
    expect(multiple(0, 1_000_000)).toBe(0);
  });
  it("is N/A when nothing was invested (no exits, no investments)", () => {
    expect(multiple(0, 0)).toBeNull();
    expect(multiple(100, 0)).toBeNull();
    expect(formatMultiple(null)).toBe("N/A");
    expect(formatMultiple(2.5)).toBe("2.50x");
  });
});

describe("wholeMonthsBetween (lifespan, holding period)", () => {
  it("counts whole calendar months", () => {
    expect(wholeMonthsBetween("2024-01-15", "2024-03-15")).toBe(2);
    expect(wholeMonthsBetween("2024-01-15", "2024-03-14")).toBe(1);
    expect(wholeMonthsBetween("2024-01-31", "2024-02-29")).toBe(0);
    expect(wholeMonthsBetween("2020-06-01", "2024-06-01")).toBe(48);
  });
  it("is never negative", () => {
    expect(wholeMonthsBetween("2024-05-01", "2024-01-01")).toBe(0);
    expect(wholeMonthsBetween("2024-05-01", "2024-05-01")).toBe(0);
  });
  it("averages lifespans to whole months; none gives null", () => {
    expect(averageMonths([10, 11])).toBe(11);
    expect(averageMonths([12, 24, 36])).toBe(24);
    expect(averageMonths([])).toBeNull();
  });
});

describe("topSectors", () => {
  it("ranks sectors by failed companies (ties by name), top 3, missing sector as No sector", () => {
    expect(topSectors(["Energy", "Fintech", "Energy", null, "", "Biotech", "Fintech", "Energy"])).toEqual([
      { sector: "Energy", count: 3 },
      { sector: "Fintech", count: 2 },
      { sector: "No sector", count: 2 },
    ]);
    expect(topSectors([])).toEqual([]);
  });
  it("says failed company/companies", () => {
    expect(failedLabel(1)).toBe("1 failed company");
    expect(failedLabel(2)).toBe("2 failed companies");
  });
});

describe("reminderDueLabel (dashboard)", () => {
  const today = "2026-11-22";
  it("reads Today, Tomorrow, Yesterday, N days ago, else a short date", () => {
    expect(reminderDueLabel("2026-11-22", today)).toEqual({ label: "Today", overdue: false });
    expect(reminderDueLabel("2026-11-23", today)).toEqual({ label: "Tomorrow", overdue: false });
    expect(reminderDueLabel("2026-11-21", today)).toEqual({ label: "Yesterday", overdue: true });
    expect(reminderDueLabel("2026-11-17", today)).toEqual({ label: "5 days ago", overdue: true });
    expect(reminderDueLabel("2026-12-05", today)).toEqual({ label: "Dec 5", overdue: false });
    expect(reminderDueLabel("2027-01-02", "2026-12-31")).toEqual({ label: "Jan 2", overdue: false });
  });
  it("has no date without a due date", () => {
    expect(reminderDueLabel(null, today)).toEqual({ label: "No due date", overdue: false });
  });
});

describe("groupByCompany", () => {
  it("groups in first-seen order and names a missing company Unknown Company", () => {
    const groups = groupByCompany([
      { id: "1", companyId: "a", companyName: "Acme" },
      { id: "2", companyId: "b", companyName: null },
      { id: "3", companyId: "a", companyName: "Acme" },
    ]);
    expect(groups.map((g) => [g.companyName, g.items.map((i) => i.id)])).toEqual([
      ["Acme", ["1", "3"]],
      ["Unknown Company", ["2"]],
    ]);
  });
});

describe("currentValuationLabel (performance page)", () => {
  it("never shows a shut-down company's last valuation as a live figure", () => {
    expect(currentValuationLabel("Shut-Down", 9_000_000)).toBe("Shut down");
    expect(currentValuationLabel("Active", 9_000_000)).toBe("$9,000,000");
    expect(currentValuationLabel("Exited", null)).toBe("Not set");
  });
});
