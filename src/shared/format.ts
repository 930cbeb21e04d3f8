// en-US display formats shared by the web app (and anything else that shows numbers or dates).

const moneyFormatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const groupFormatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole US dollars: `$1,250,000`, `$0` for zero. */
export function formatMoney(value: number): string {
  return moneyFormatter.format(Math.round(value));
}

/** Digits with thousands separators, no currency sign: `1,250,000`. */
export function formatGrouped(value: number): string {
  return groupFormatter.format(Math.round(value));
}

/** Parses a typed amount by dropping everything but digits; empty gives null. */
export function parseWholeDollars(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare calendar day (YYYY-MM-DD) is a local day, not UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Short US date for lists: `Nov 21, 2026`. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }) : "";
}

/** Date and time: `Nov 21, 2026, 3:04 PM`. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date
    ? date.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })
    : "";
}

/** Today as a local calendar day, `YYYY-MM-DD`. */
export function todayIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
