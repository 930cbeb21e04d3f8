import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCompactMoney,
  formatDate,
  formatDateTime,
  formatGrouped,
  formatLongDate,
  formatMoney,
  formatNumericDate,
  formatTimeOfDay,
} from "./format";
import { dueDateLabel } from "./comment-labels";

// The written-out en-US formats must read exactly as Intl's, for any date and amount.
const anyDate = fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2200-12-31T23:59:59Z"), noInvalidDate: true });
const intl = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options).format(date);

describe("en-US formats without Intl", () => {
  it("dates read as Intl's", () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        expect(formatDate(d)).toBe(intl(d, { month: "short", day: "numeric", year: "numeric" }));
        expect(formatNumericDate(d)).toBe(intl(d, { month: "numeric", day: "numeric", year: "numeric" }));
        expect(formatLongDate(d)).toBe(intl(d, { weekday: "long", month: "long", day: "numeric" }));
        expect(formatTimeOfDay(d)).toBe(intl(d, { hour: "numeric", minute: "2-digit" }));
        expect(formatDateTime(d)).toBe(intl(d, { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" }));
      }),
      { numRuns: 2000 },
    );
  });

  it("amounts read as Intl's", () => {
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
    const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const amount = fc.oneof(
      fc.integer({ min: -1e15, max: 1e15 }),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.constantFrom(0.5, -0.5, 2.5, 999.5, -1000.5),
    );
    fc.assert(
      fc.property(amount, (n) => {
        // Intl writes a value that rounds to zero from below as "-0"; we write "0".
        if (Math.abs(n) < 0.5) return;
        expect(formatMoney(n)).toBe(money.format(n));
        expect(formatGrouped(n)).toBe(grouped.format(n));
      }),
      { numRuns: 5000 },
    );
    expect(formatMoney(-0.2)).toBe("$0");
    expect(formatCompactMoney(999.5)).toBe("$1,000");
  });

  it("reminder due days far ahead read as Intl's, in UTC", () => {
    expect(dueDateLabel("2026-12-05", "2026-11-21").label).toBe("Dec 5");
    expect(dueDateLabel("2026-11-25", "2026-11-21").label).toBe("Wednesday");
  });
});
