// Formatting helpers of the pipeline (en-US, whole dollars). Pure; used by web and server.

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "$1,250,000"; "$0" for zero; "" for null. */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return `$${whole.format(Math.round(value))}`;
}

/** "$1.3M", "$850K", "$2.1B" where space is short. */
export function formatCompactMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  const abs = Math.abs(value);
  const [div, unit] = abs >= 1e9 ? [1e9, "B"] : abs >= 1e6 ? [1e6, "M"] : abs >= 1e3 ? [1e3, "K"] : [1, ""];
  const n = value / div;
  return `$${unit ? n.toFixed(n >= 100 || Number.isInteger(n) ? 0 : 1).replace(/\.0$/, "") : whole.format(n)}${unit}`;
}

/** Keeps digits and dots, rounds to whole dollars; null when nothing usable is left. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[^\d.]/g, "");
  const firstDot = cleaned.indexOf(".");
  const normal = firstDot < 0 ? cleaned : cleaned.slice(0, firstDot + 1) + cleaned.slice(firstDot + 1).replace(/\./g, "");
  if (!/\d/.test(normal)) return null;
  const n = Math.round(Number(normal));
  return Number.isFinite(n) ? Math.min(n, 1e15) : null;
}

/** Thousands separators without a currency sign (for inputs). */
export const groupDigits = (value: number) => whole.format(value);

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
export const companiesLabel = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "company" : "companies"}`;

/** The host of a website for display ("acme.com"), or the text itself. */
export function displayHost(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A link target for a stored website (adds https:// when missing). */
export const websiteHref = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
