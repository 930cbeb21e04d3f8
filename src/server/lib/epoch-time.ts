import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A timestamp as seconds since 1970, as numeric text to the microsecond ("1764413601.010123"). Writing
 * it costs PostgreSQL a third of what to_char's ISO text does: three to_char per card were a quarter of
 * the board's statement (issue 47). isoFromEpoch turns it into the ISO text in JavaScript.
 */
export const epochText = (column: PgColumn | SQL) => sql<string>`extract(epoch from ${column})::text`;

const twoDigits = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));
/** "YYYY-MM-DD" by day since 1970: cards of one board share few days, and toISOString per value cost 1.2 µs. */
const dates = new Map<number, string>();
const dateOf = (day: number) => {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * 86_400_000).toISOString().slice(0, -14);
    if (dates.size < 10_000) dates.set(day, date);
  }
  return date;
};

/**
 * epochText as ISO 8601 in UTC, to the millisecond (truncated, as to_char's `MS` is) or to the
 * microsecond (what timeKeyText writes for cursors).
 */
export function isoFromEpoch(text: string, digits: 3 | 6): string {
  const dot = text.indexOf(".");
  let seconds = Number(dot < 0 ? text : text.slice(0, dot));
  let fraction = dot < 0 ? "000000" : text.slice(dot + 1).padEnd(6, "0");
  // -0.25 is 0.75 s after -1 s: the fraction of a time before 1970 counts back from the next second.
  if (text.startsWith("-") && Number(fraction) > 0) {
    seconds -= 1;
    fraction = String(1_000_000 - Number(fraction.slice(0, 6))).padStart(6, "0");
  }
  const day = Math.floor(seconds / 86_400);
  const inDay = seconds - day * 86_400;
  const [h, m, s] = [Math.floor(inDay / 3600), Math.floor(inDay / 60) % 60, inDay % 60];
  return `${dateOf(day)}T${twoDigits[h]}:${twoDigits[m]}:${twoDigits[s]}.${fraction.slice(0, digits)}Z`;
}
