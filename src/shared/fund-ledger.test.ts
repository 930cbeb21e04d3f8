import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateLargestRemainder, fundsLabel, ledgerSeries, multiples, navShare, ratioOf } from "./fund-ledger";
import { xirr, xnpv, type CashFlow } from "./xirr";

/** |NPV| at the rate relative to the present value of every flow's size: 0 means solved. */
const relativeNpv = (rate: number, flows: CashFlow[]) =>
  Math.abs(xnpv(rate, flows)) /
  xnpv(
    rate,
    flows.map((f) => ({ ...f, amount: Math.abs(f.amount) })),
  );

describe("xirr (actual/365)", () => {
  it("matches the spreadsheet documentation's worked example (XIRR = 0.373362535)", () => {
    const flows = [
      { date: "2008-01-01", amount: -10_000 },
      { date: "2008-03-01", amount: 2_750 },
      { date: "2008-10-30", amount: 4_250 },
      { date: "2009-02-15", amount: 3_250 },
      { date: "2009-04-01", amount: 2_750 },
    ];
    const { rate } = xirr(flows);
    expect(rate).toBeCloseTo(0.373362535, 8);
  });

  it("agrees with the closed form for one payment and one receipt: (in ÷ out)^(365 ÷ days) − 1", () => {
    expect(
      xirr([
        { date: "2021-01-01", amount: -100 },
        { date: "2022-01-01", amount: 110 },
      ]).rate,
    ).toBeCloseTo(0.1, 12);
    // 731 days (2020 is a leap year): 1.21^(365/731) − 1, computed by hand = 0.09993...
    const twoYears = xirr([
      { date: "2019-01-01", amount: -1_000 },
      { date: "2021-01-01", amount: 1_210 },
    ]);
    expect(twoYears.rate).toBeCloseTo(Math.pow(1.21, 365 / 731) - 1, 12);
    // Money lost: 40 back of 100 after 365 days is −60%.
    expect(
      xirr([
        { date: "2021-01-01", amount: -100 },
        { date: "2022-01-01", amount: 40 },
      ]).rate,
    ).toBeCloseTo(-0.6, 12);
  });

  it("adds up flows of the same day and ignores their order", () => {
    const rate = xirr([
      { date: "2022-01-01", amount: 60 },
      { date: "2021-01-01", amount: -50 },
      { date: "2022-01-01", amount: 50 },
      { date: "2021-01-01", amount: -50 },
    ]).rate;
    expect(rate).toBeCloseTo(0.1, 12);
  });

  it("says why when no rate or several rates solve the flows, instead of a number", () => {
    expect(xirr([])).toEqual({ rate: null, note: "Needs at least one payment and one receipt" });
    expect(xirr([{ date: "2021-01-01", amount: -100 }]).rate).toBeNull();
    expect(
      xirr([
        { date: "2021-01-01", amount: 100 },
        { date: "2022-01-01", amount: 5 },
      ]).rate,
    ).toBeNull();
    // −100, +230, −132 a year apart: NPV is 0 at exactly 10% and at 20% (x² − 2.3x + 1.32 = 0).
    const two = xirr([
      { date: "2021-01-01", amount: -100 },
      { date: "2022-01-01", amount: 230 },
      { date: "2023-01-01", amount: -132 },
    ]);
    expect(two.rate).toBeNull();
    expect(two.note).toMatch(/More than one rate/);
    // −100, +100, −100: NPV = −100(1 − x + x²) < 0 for every rate.
    const none = xirr([
      { date: "2021-01-01", amount: -100 },
      { date: "2022-01-01", amount: 100 },
      { date: "2023-01-01", amount: -100 },
    ]);
    expect(none.rate).toBeNull();
    expect(none.note).toMatch(/No rate/);
  });

  it("returns a rate at which the NPV is ~0 for any investment followed by receipts (property)", () => {
    const day = fc.integer({ min: 365, max: 3_650 }).map((n) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const flows = fc.tuple(
      fc.integer({ min: 100_000, max: 10_000_000 }),
      fc.array(fc.record({ date: day, amount: fc.integer({ min: 1_000, max: 2_000_000 }) }), { minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(flows, ([paid, receipts]) => {
        const all: CashFlow[] = [{ date: "2015-01-01", amount: -paid }, ...receipts];
        const { rate } = xirr(all);
        expect(rate).not.toBeNull();
        expect(relativeNpv(rate!, all)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("never returns a wrong number for mixed flows: either null with a reason or NPV ~0 (property)", () => {
    const day = fc.integer({ min: 0, max: 3_650 }).map((n) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const flows = fc.array(fc.record({ date: day, amount: fc.integer({ min: -5_000_000, max: 5_000_000 }) }), {
      minLength: 2,
      maxLength: 10,
    });
    fc.assert(
      fc.property(flows, (all) => {
        const result = xirr(all);
        if (result.rate === null) expect(result.note.length).toBeGreaterThan(0);
        else {
          // Rates near −100% keep fewer significant digits in 1 + r, hence the looser bound.
          expect(relativeNpv(result.rate, all)).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("largest-remainder allocation", () => {
  it("splits pro rata in whole dollars that add up exactly", () => {
    // 100 over 1:1:1 = 33.33 each; the dollar left goes to the first of the equal remainders.
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1,000 over 5M, 3M, 2M commitments: 500, 300, 200 exactly.
    expect(allocateLargestRemainder(1_000, [5_000_000, 3_000_000, 2_000_000])).toEqual([500, 300, 200]);
    // 10 over 1:2:4 = 1.43, 2.86, 5.71 → floors 1, 2, 5 (8); remainders .86 and .71 get the 2 dollars left.
    expect(allocateLargestRemainder(10, [1, 2, 4])).toEqual([1, 3, 6]);
    expect(allocateLargestRemainder(10, [0, 5])).toEqual([0, 10]);
  });

  it("refuses weights that sum to zero", () => {
    expect(allocateLargestRemainder(100, [])).toBeNull();
    expect(allocateLargestRemainder(100, [0, 0])).toBeNull();
  });

  it("always sums to the total and never strays a dollar from the exact share (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }),
        fc.array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 60 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateLargestRemainder(total, weights)!;
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]) / sum)).toBeLessThan(1 + 1e-6 * total));
        },
      ),
    );
  });
});

describe("fund multiples", () => {
  it("computes DPI, RVPI and TVPI on a textbook case", () => {
    // Paid in 80M, distributed 40M, NAV 90M: DPI 0.5, RVPI 1.125, TVPI 1.625.
    expect(multiples(40_000_000, 90_000_000, 80_000_000)).toEqual({ dpi: 0.5, rvpi: 1.125, tvpi: 1.625 });
    // Thirds round to four decimals; TVPI is computed before rounding.
    expect(multiples(100, 100, 300)).toEqual({ dpi: 0.3333, rvpi: 0.3333, tvpi: 0.6667 });
  });

  it("gives no ratio before anything was paid in", () => {
    expect(multiples(0, 0, 0)).toEqual({ dpi: null, rvpi: null, tvpi: null });
    expect(ratioOf(5, 0)).toBeNull();
  });

  it("shares NAV pro rata to paid-in capital", () => {
    expect(navShare(1_000_000, 250_000, 1_000_000)).toBe(250_000);
    expect(navShare(100, 1, 3)).toBe(33);
    expect(navShare(100, 0, 0)).toBe(0);
  });
});

describe("ledgerSeries", () => {
  it("accumulates paid-in and distributed by day and marks NAV snapshot days", () => {
    const series = ledgerSeries(
      [
        { date: "2021-01-10", amount: 100 },
        { date: "2021-01-10", amount: 50 },
        { date: "2022-03-01", amount: 25 },
      ],
      [{ date: "2022-06-30", amount: 40 }],
      [{ date: "2021-12-31", nav: 160 }],
    );
    expect(series).toEqual([
      { date: "2021-01-10", paidIn: 150, distributed: 0, nav: null },
      { date: "2021-12-31", paidIn: 150, distributed: 0, nav: 160 },
      { date: "2022-03-01", paidIn: 175, distributed: 0, nav: null },
      { date: "2022-06-30", paidIn: 175, distributed: 40, nav: null },
    ]);
    expect(ledgerSeries([], [], [])).toEqual([]);
  });
});

describe("fundsLabel", () => {
  it("names a company's funds in one short label", () => {
    expect(fundsLabel([])).toBeNull();
    expect(fundsLabel(["Fund I"])).toBe("Fund I");
    expect(fundsLabel(["Fund I", "Fund II"])).toBe("Fund I & II");
    expect(fundsLabel(["Fund I", "Fund II", "Fund III"])).toBe("Fund I, II & III");
    expect(fundsLabel(["Fund I", "Opportunity Fund"])).toBe("Fund I & Opportunity Fund");
    expect(fundsLabel(["Growth", "Seed"])).toBe("Growth & Seed");
    expect(fundsLabel(["Fund II", "Fund Test"])).toBe("Fund II & Fund Test");
    expect(fundsLabel(["Fund 1", "Fund 2"])).toBe("Fund 1 & 2");
  });
});
