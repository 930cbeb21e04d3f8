/**
 * Formulas of the dashboard, the risk dialog and the performance page (spec part 1: Dashboard,
 * Risk Assessment, Investment Performance, §5 and §9). Pure functions: the server applies them
 * to the sums it computed in SQL, the tests pin every edge case.
 */
import { monthShort } from "./en-us";
import { formatMoney } from "./format";

const DAY = 86_400_000;

/**
 * An invested amount as spec part 1 §5 reads it: every non-digit is stripped, what cannot be
 * read counts as 0. Numbers (PostgreSQL sums arrive as text or numbers) are kept when whole
 * and not negative.
 */
export function parseInvestedAmount(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
  if (typeof value === "bigint") return value >= 0n ? Number(value) : 0;
  if (typeof value !== "string") return 0;
  const digits = value.replace(/\.\d*$/, "").replace(/\D/g, "");
  return digits ? Number(digits) : 0;
}

/** Capital deployed divided by the number of portfolio companies; null without companies. */
export function averageCheck(deployed: number, companies: number): number | null {
  return companies > 0 ? Math.round(deployed / companies) : null;
}

/** Out-of-business companies over all portfolio companies, as a rounded percent; null without companies. */
export function failureRate(failed: number, total: number): number | null {
  return total > 0 ? Math.round((100 * failed) / total) : null;
}

/** Multiple on invested capital (value ÷ invested), two decimals; null when nothing was invested. */
export function multiple(value: number, invested: number): number | null {
  return invested > 0 ? Math.round((100 * value) / invested) / 100 : null;
}

/** "2.45x", or "N/A" when there is no multiple. */
export const formatMultiple = (m: number | null) => (m === null ? "N/A" : `${m.toFixed(2)}x`);

/** "42%", or "N/A". */
export const formatPercent = (p: number | null) => (p === null ? "N/A" : `${p}%`);

const parts = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split("-").map(Number);
  return { y, m, d };
};

/**
 * Whole calendar months from one day to another (YYYY-MM-DD): Jan 31 → Feb 28 is 0 months,
 * Jan 15 → Mar 15 is 2. Never negative.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return Math.max(0, months);
}

/** The mean of lifespans in whole months (rounded); null for none. */
export function averageMonths(months: number[]): number | null {
  return months.length ? Math.round(months.reduce((sum, m) => sum + m, 0) / months.length) : null;
}

/** Sectors by number of companies, most first (ties by name), the first `limit`; missing sector is "No sector". */
export function topSectors(sectors: (string | null)[], limit = 3): { sector: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of sectors) {
    const key = s?.trim() || "No sector";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([sector, count]) => ({ sector, count }))
    .sort((a, b) => b.count - a.count || a.sector.localeCompare(b.sector))
    .slice(0, limit);
}

/** "1 failed company", "3 failed companies". */
export const failedLabel = (n: number) => `${n} failed ${n === 1 ? "company" : "companies"}`;

/**
 * The dashboard's reminder due label (spec part 1, Dashboard): Today, Tomorrow, Yesterday,
 * N days ago, else a short date ("Dec 5"); overdue when before today. No date: "No due date".
 */
export function reminderDueLabel(due: string | null, today: string): { label: string; overdue: boolean } {
  if (!due) return { label: "No due date", overdue: false };
  const days = Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
  if (days === 0) return { label: "Today", overdue: false };
  if (days === 1) return { label: "Tomorrow", overdue: false };
  if (days === -1) return { label: "Yesterday", overdue: true };
  if (days < 0) return { label: `${-days} days ago`, overdue: true };
  const at = new Date(`${due}T00:00:00Z`);
  return { label: `${monthShort(at.getUTCMonth())} ${at.getUTCDate()}`, overdue: false };
}

/** Items grouped under their company in first-seen order; a missing name reads "Unknown Company". */
export function groupByCompany<T extends { companyId: string; companyName: string | null }>(items: T[]) {
  const groups = new Map<string, { companyId: string; companyName: string; items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.companyId) ?? {
      companyId: item.companyId,
      companyName: item.companyName || "Unknown Company",
      items: [],
    };
    group.items.push(item);
    groups.set(item.companyId, group);
  }
  return [...groups.values()];
}

/** A company's current valuation as a figure; a shut-down company has none left to show (its stake counts as 0). */
export function currentValuationLabel(operatingStatus: string, valuation: number | null): string {
  if (operatingStatus === "Shut-Down") return "Shut down";
  return valuation === null ? "Not set" : formatMoney(valuation);
}
