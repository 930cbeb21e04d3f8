// en-US display formats shared by the web app (and anything else that shows numbers or dates).
import { clockTime, dateParts, groupDigits, monthLong, monthShort, weekdayLong } from "./en-us";

/** Half away from zero, as Intl rounds: 0.5 → 1, -0.5 → -1. */
const roundHalfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n)) || 0;

/** Whole US dollars: `$1,250,000`, `$0` for zero, "" when there is no amount. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const whole = roundHalfAway(value);
  return whole < 0 ? `-$${groupDigits(-whole)}` : `$${groupDigits(whole)}`;
}

/** "$1.3M", "$850K", "$2.1B" where space is short. */
export function formatCompactMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const abs = Math.abs(value);
  const [div, unit] = abs >= 1e9 ? [1e9, "B"] : abs >= 1e6 ? [1e6, "M"] : abs >= 1e3 ? [1e3, "K"] : [1, ""];
  const n = value / div;
  return `$${unit ? n.toFixed(n >= 100 || Number.isInteger(n) ? 0 : 1).replace(/\.0$/, "") : formatGrouped(n)}${unit}`;
}

/** Digits with thousands separators, no currency sign: `1,250,000`. */
export function formatGrouped(value: number): string {
  return groupDigits(roundHalfAway(value));
}

/** What a money field says under itself when its text is not an amount. */
export const invalidMoneyMessage = "Enter an amount in dollars, like 2,500,000 or 2.5M";

const moneyText = /^(\d*)(\.\d*)?([kmb])?$/i;
const scales: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };
/** "$", thousands separators and spaces are decoration; what is left must be digits, one dot and a shorthand. */
const bare = (text: string) => text.replace(/[$,\s]/g, "");

/**
 * Whether typed text can be (or still become) an amount: digits, thousands separators, "$",
 * one decimal point and a trailing k/m/b. A money input does not take anything else (letters, "-").
 */
export const canBeMoney = (text: string) => moneyText.test(bare(text));

/**
 * A typed or pasted amount in whole dollars (spec part 2 §5: digits and dots, rounded):
 * "$2,500,000.50" → 2500001, "1.5" → 2, "2.5M" → 2500000, "850k", "1.2B". Empty gives null;
 * text that is not an amount ("abc", "1e9", "1.2.3") gives NaN, so a form can say so.
 */
export function parseMoney(text: string): number | null {
  const s = bare(text);
  if (!s) return null;
  const m = moneyText.exec(s);
  if (!m || !/\d/.test(`${m[1]}${m[2] ?? ""}`)) return Number.NaN;
  return Math.round(Number(`${m[1] || "0"}${m[2] ?? ""}`) * (m[3] ? scales[m[3].toLowerCase()] : 1));
}

/** Typed money text with thousands separators in its whole part ("2500000.5" → "2,500,000.5"); other text as it is. */
export function groupMoneyText(text: string): string {
  const s = bare(text);
  const m = moneyText.exec(s);
  if (!m) return text;
  const whole = m[1] ? formatGrouped(Number(m[1])) : "";
  return `${m[1].length > 15 ? m[1] : whole}${m[2] ?? ""}${m[3] ?? ""}`;
}

function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare calendar day (YYYY-MM-DD) is a local day, not UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** File sizes as people read them: `12 KB`, `3.4 MB` (never `0 KB`). */
export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Short US date for lists: `Nov 21, 2026`. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return "";
  const p = dateParts(date);
  return `${monthShort(p.month)} ${p.day}, ${p.year}`;
}

/** Date and time: `Nov 21, 2026, 3:04 PM`. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  if (!date) return "";
  const p = dateParts(date);
  return `${monthShort(p.month)} ${p.day}, ${p.year}, ${clockTime(p)}`;
}

/** Numeric US date without leading zeros (part 1 §9, en-US), e.g. 3/5/2026. */
export function formatNumericDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const p = dateParts(date);
  return `${p.month + 1}/${p.day}/${p.year}`;
}

/** Long US date for headers, e.g. Saturday, November 21. */
export function formatLongDate(date: Date): string {
  const p = dateParts(date);
  return `${weekdayLong(p.weekday)}, ${monthLong(p.month)} ${p.day}`;
}

/** The time of day: `3:04 PM`. */
export const formatTimeOfDay = (date: Date) => clockTime(dateParts(date));

/** Today as a local calendar day, `YYYY-MM-DD`. */
export function todayIsoDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days since the date (Days in Pipeline). */
export function daysSince(iso: string, now = Date.now()): number {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((now - t) / 86_400_000));
}

/** Over 100 characters: the first 70 and an ellipsis. */
export function shortDescription(text: string | null | undefined): string {
  if (!text) return "";
  return text.length > 100 ? `${text.slice(0, 70).trimEnd()}...` : text;
}

/** "1 company", "3 companies". */
export const companiesLabel = (n: number) => `${formatGrouped(n)} ${n === 1 ? "company" : "companies"}`;

/** The host of a website for display ("acme.com"), or the text itself. */
export function displayHost(url: string): string {
  try {
    return new URL(websiteHref(url)).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A link target for a stored website (adds https:// when missing). */
export const websiteHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
