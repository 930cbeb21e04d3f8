// en-US names, digit grouping and clock time, written out. The first Intl formatter a page builds
// costs tens of milliseconds on a phone (it loads locale data), more than all the text it formats;
// these give the same strings (en-us.test.ts compares them with Intl).

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export type DateParts = { year: number; month: number; day: number; weekday: number; hours: number; minutes: number };

/** The calendar fields of a date, in local time or in UTC. */
export const dateParts = (d: Date, utc = false): DateParts =>
  utc
    ? {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth(),
        day: d.getUTCDate(),
        weekday: d.getUTCDay(),
        hours: d.getUTCHours(),
        minutes: d.getUTCMinutes(),
      }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), weekday: d.getDay(), hours: d.getHours(), minutes: d.getMinutes() };

export const monthLong = (month: number) => months[month];
export const monthShort = (month: number) => months[month].slice(0, 3);
export const weekdayLong = (weekday: number) => weekdays[weekday];

/** `3:04 PM` (V8 writes a plain space before the period, not ICU's narrow no-break space). */
export const clockTime = ({ hours, minutes }: Pick<DateParts, "hours" | "minutes">) =>
  `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;

/** A whole number with thousands separators: `-1,250,000`. */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  // Past 1e21 String() switches to exponent notation; such numbers are not amounts anyone types.
  if (digits.includes("e")) return whole.toLocaleString("en-US", { maximumFractionDigits: 0 });
  return `${whole < 0 ? "-" : ""}${digits.replace(/\B(?=(\d{3})+$)/g, ",")}`;
}
