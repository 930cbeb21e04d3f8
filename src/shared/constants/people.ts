// Network options (spec part 2, §9 person options; the network add dialog's sector list).
export const personTypes = [
  "Family Office",
  "Founder",
  "Multi-Family Office",
  "Operator",
  "Angel",
  "High Net Worth Individual",
  "Private Equity",
  "Private Credit",
  "Venture Capital",
  "Other",
] as const;
export const personSectors = ["FinTech", "Healthcare", "Defense", "Space", "Consumer", "CPG", "AI", "BioTech", "Other"] as const;
export const personStages = ["Series A", "Series B", "Series C", "Seed", "Pre-Seed", "Other"] as const;
export const personValues = ["High", "Medium", "Low"] as const;
export const checkSizeRanges = ["$0-250K", "$250K-1M", "$1M-5M", "$5M+", "Unknown", "Other/None"] as const;

/**
 * US phone style of the spec: a leading 1 gives +1 (xxx) xxx-xxxx, otherwise (xxx) xxx-xxxx.
 * Partial input is formatted as far as it goes (for typing); `null` when there are no digits.
 */
export function formatUsPhone(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (!digits) return null;
  const international = digits.startsWith("1");
  if (international) digits = digits.slice(1, 11);
  else digits = digits.slice(0, 10);
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  let local = a.length < 3 ? `(${a}` : `(${a})`;
  if (b) local += ` ${b}`;
  if (c) local += `-${c}`;
  return international ? (digits ? `+1 ${local}` : "+1") : local;
}

/** A complete US number: ten digits, optionally after a leading 1. */
export const isCompleteUsPhone = (input: string) => /^1?\d{10}$/.test(input.replace(/\D/g, ""));

/** A phone as contacts show it when it is a complete US number; anything else as it was written. */
export const displayPhone = (input: string) => (isCompleteUsPhone(input) ? (formatUsPhone(input) ?? input) : input);
