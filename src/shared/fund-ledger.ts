/**
 * The arithmetic of a fund's ledger (decision 017): allocating calls and distributions to LPs
 * and the ratios LPs ask for. Pure functions; the sums come from SQL.
 */

/**
 * Splits `total` whole dollars pro rata to `weights` (commitments) so that the parts are whole
 * dollars adding up to exactly `total`: each gets the floor of its exact share, and the dollars
 * left go one each to the largest remainders (ties: the earlier weight). BigInt arithmetic, so
 * fund-sized totals times commitments lose nothing. Null when the weights sum to zero.
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] | null {
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) return null;
  const whole = BigInt(total);
  const parts = weights.map((w, index) => {
    const exact = whole * BigInt(w);
    return { index, floor: exact / sum, remainder: exact % sum };
  });
  let left = whole - parts.reduce((a, p) => a + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byRemainder) {
    if (left === 0n) break;
    part.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.floor));
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** `part` ÷ `whole` to four decimals; null when nothing was paid in (a ratio of nothing says nothing). */
export const ratioOf = (part: number, whole: number): number | null => (whole > 0 ? round4(part / whole) : null);

/** DPI, RVPI and TVPI from distributed, NAV and paid-in capital. TVPI = DPI + RVPI before rounding. */
export function multiples(distributed: number, nav: number, paidIn: number) {
  return { dpi: ratioOf(distributed, paidIn), rvpi: ratioOf(nav, paidIn), tvpi: ratioOf(distributed + nav, paidIn) };
}

/** An LP's share of the fund's NAV: pro rata to what it paid in (decision 017), whole dollars. */
export const navShare = (fundNav: number, lpPaidIn: number, fundPaidIn: number) =>
  fundPaidIn > 0 ? Math.round((fundNav * lpPaidIn) / fundPaidIn) : 0;

export type LedgerPoint = { date: string; paidIn: number; distributed: number; nav: number | null };

/**
 * The fund over time for the chart: cumulative paid-in and distributed after each dated entry,
 * and the NAV snapshot of that day if there is one (null: no snapshot that day). Sorted by date.
 */
export function ledgerSeries(
  payments: readonly { date: string; amount: number }[],
  distributions: readonly { date: string; amount: number }[],
  navs: readonly { date: string; nav: number }[],
): LedgerPoint[] {
  const days = [...new Set([...payments, ...distributions, ...navs].map((e) => e.date))].sort();
  let paidIn = 0;
  let distributed = 0;
  return days.map((date) => {
    paidIn += payments.filter((p) => p.date === date).reduce((s, p) => s + p.amount, 0);
    distributed += distributions.filter((d) => d.date === date).reduce((s, d) => s + d.amount, 0);
    return { date, paidIn, distributed, nav: navs.find((n) => n.date === date)?.nav ?? null };
  });
}

/**
 * How a company's funds read in one cell: "Fund I", "Fund I & II" (numbered funds of one family
 * keep only the number after the first), otherwise the names joined with "&".
 */
export function fundsLabel(names: readonly string[]): string | null {
  if (!names.length) return null;
  if (names.length === 1) return names[0];
  const words = names.map((n) => n.split(" "));
  const prefix = words[0].slice(0, -1).join(" ");
  const numbered = (w: string[]) => /^([IVXLC]+|\d+)$/.test(w[w.length - 1]);
  const samePrefix = prefix && words.every((w) => w.length === words[0].length && w.slice(0, -1).join(" ") === prefix && numbered(w));
  const parts = samePrefix ? [names[0], ...words.slice(1).map((w) => w[w.length - 1])] : [...names];
  return parts.length === 2 ? parts.join(" & ") : `${parts.slice(0, -1).join(", ")} & ${parts[parts.length - 1]}`;
}
