/** A dated cash flow: negative = money paid out, positive = money received. Dates are YYYY-MM-DD. */
export type CashFlow = { date: string; amount: number };

/** A rate (0.1234 = 12.34% a year), or null with the reason no single rate answers. */
export type IrrResult = { rate: number; note: null } | { rate: null; note: string };

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Each flow's time from the first one in years (actual/365), computed once per solve. */
type Timed = { years: number[]; amounts: number[] };
function timed(flows: readonly CashFlow[]): Timed {
  const days = flows.map((f) => dayNumber(f.date));
  const start = Math.min(...days);
  return { years: days.map((d) => (d - start) / 365), amounts: flows.map((f) => f.amount) };
}

function npvAt(rate: number, { years, amounts }: Timed): number {
  const growth = Math.log1p(rate);
  let sum = 0;
  for (let i = 0; i < years.length; i++) sum += amounts[i] * Math.exp(-years[i] * growth);
  return sum;
}

function slopeAt(rate: number, { years, amounts }: Timed): number {
  const growth = Math.log1p(rate);
  let sum = 0;
  for (let i = 0; i < years.length; i++) sum -= years[i] * amounts[i] * Math.exp((-years[i] - 1) * growth);
  return sum;
}

/** Net present value at `rate` with the actual/365 day count, from the first flow's date. */
export const xnpv = (rate: number, flows: readonly CashFlow[]) => npvAt(rate, timed(flows));

/** Flows of one day are one flow: their sum (so sign changes count real changes of direction). */
function netByDate(flows: readonly CashFlow[]): CashFlow[] {
  const byDate = new Map<string, number>();
  for (const f of flows) byDate.set(f.date, (byDate.get(f.date) ?? 0) + f.amount);
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, amount]) => ({ date, amount }));
}

// Rates scanned for sign changes of the NPV: 1 + r from e^-12 (−99.9994%) to e^7 (+109,563%), on a log scale.
const SCAN = Array.from({ length: 761 }, (_, i) => Math.expm1(-12 + (19 * i) / 760));

/**
 * Newton's method kept inside a bracket [lo, hi] whose NPVs have opposite signs: a step that
 * leaves the bracket (or a flat slope) falls back to bisection, so it always converges.
 */
function solveInBracket(flows: Timed, lo: number, hi: number): number {
  let fLo = npvAt(lo, flows);
  let rate = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const value = npvAt(rate, flows);
    if (value === 0) return rate;
    if (Math.sign(value) === Math.sign(fLo)) [lo, fLo] = [rate, value];
    else hi = rate;
    const slope = slopeAt(rate, flows);
    const newton = slope ? rate - value / slope : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - rate) <= 1e-13 * Math.max(1, Math.abs(rate))) return next;
    rate = next;
  }
  return rate;
}

/**
 * XIRR as spreadsheets define it: the annual rate at which the flows' NPV (actual/365) is 0.
 * With one change of direction (money out, then in) there is exactly one rate; with several
 * the NPV may cross zero more than once, and then no single rate is the answer: null + reason,
 * never a guess. Rates are searched between −99.999% and +100,000% a year.
 */
export function xirr(input: readonly CashFlow[]): IrrResult {
  const netted = netByDate(input.filter((f) => f.amount !== 0));
  if (!netted.some((f) => f.amount < 0) || !netted.some((f) => f.amount > 0))
    return { rate: null, note: "Needs at least one payment and one receipt" };
  const flows = timed(netted);
  const brackets: [number, number][] = [];
  let previous = npvAt(SCAN[0], flows);
  for (let i = 1; i < SCAN.length; i++) {
    const value = npvAt(SCAN[i], flows);
    if (value === 0) return { rate: SCAN[i], note: null };
    if (Number.isFinite(value) && Number.isFinite(previous) && Math.sign(value) !== Math.sign(previous))
      brackets.push([SCAN[i - 1], SCAN[i]]);
    previous = value;
  }
  if (brackets.length === 0)
    return { rate: null, note: "No rate between −99.999% and +100,000% a year gives these cash flows a value of 0" };
  if (brackets.length > 1) return { rate: null, note: `More than one rate solves these cash flows (${brackets.length} found)` };
  return { rate: solveInBracket(flows, ...brackets[0]), note: null };
}
