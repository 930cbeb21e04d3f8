/**
 * Labels of the Comments and Reminders dialog (spec part 1 §4 and §9). Pure functions of
 * their inputs, so the same dates always give the same words.
 */
import { monthShort, weekdayLong } from "./en-us";

const DAY = 86_400_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A calendar date (YYYY-MM-DD) in the time zone of the given clock (the browser's). */
export function localDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The earliest date that is still "today" somewhere on Earth (UTC-12): the server's floor for due dates. */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** Adds days to a calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

export type DueTone = "overdue" | "soon" | "later";

/**
 * Today, Tomorrow, N day(s) overdue (red), weekday if fewer than 7 days ahead (amber), else "Dec 5".
 * A completed reminder is never overdue or due soon: it shows its date, plainly.
 */
export function dueDateLabel(due: string, today: string, done = false): { label: string; tone: DueTone } {
  const days = daysBetween(today, due);
  const at = new Date(`${due}T00:00:00Z`);
  if (done) {
    const year = due.slice(0, 4) === today.slice(0, 4) ? "" : `, ${at.getUTCFullYear()}`;
    return { label: `${monthShort(at.getUTCMonth())} ${at.getUTCDate()}${year}`, tone: "later" };
  }
  if (days < 0) return { label: `${plural(-days, "day", "days")} overdue`, tone: "overdue" };
  if (days === 0) return { label: "Today", tone: "soon" };
  if (days === 1) return { label: "Tomorrow", tone: "soon" };
  if (days < 7) return { label: weekdayLong(at.getUTCDay()), tone: "soon" };
  return { label: `${monthShort(at.getUTCMonth())} ${at.getUTCDate()}`, tone: "later" };
}

/** just now, N min(s) ago, N hr(s) ago, N day(s) ago, else a short date (year only if not this year). */
export function ageLabel(createdAt: string | Date, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return "just now";
  if (seconds < 3600) return `${plural(Math.floor(seconds / 60), "min", "mins")} ago`;
  if (seconds < 86_400) return `${plural(Math.floor(seconds / 3600), "hr", "hrs")} ago`;
  if (seconds < 7 * 86_400) return `${plural(Math.floor(seconds / 86_400), "day", "days")} ago`;
  const sameYear = at.getFullYear() === now.getFullYear();
  return `${monthShort(at.getMonth())} ${at.getDate()}${sameYear ? "" : `, ${at.getFullYear()}`}`;
}
