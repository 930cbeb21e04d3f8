import { addSectors, addSubSectors } from "./pipeline";

/** A form with section headings and removable files, or one list of fields (spec part 2, public intake forms). */
export const intakeVariants = ["full", "compact"] as const;
export type IntakeVariant = (typeof intakeVariants)[number];

/** Intake option lists (spec part 2 §9: the intake's own region order and rounds). */
export const intakeRegions = ["North America", "South America", "Europe", "Asia", "Africa", "Australia"] as const;
export const intakeRounds = ["Pre-seed", "Seed", "Series A", "Series B", "Series C"] as const;
export const intakeSectors = addSectors;
export const intakeSubSectors = addSubSectors;

/** Who "added" a company that came in through a public form. */
export const INTAKE_ADDED_BY = "External Intake Form";

/** Files on one submission: at most this many, each at most 10 MB ("upload limit text 10MB"), 25 MB together. */
/**
 * The longest text each submission field takes: the server's schema and the intake page's light
 * check (no zod in its bundle) read the same numbers.
 */
export const INTAKE_TEXT_MAX = {
  companyName: 200,
  companyWebsite: 500,
  city: 120,
  roundSize: 120,
  desiredValuation: 120,
  currentMonthlyRevenue: 120,
  elevatorPitch: 5000,
} as const;

/** A control character (tab, newline and carriage return allowed) refused in submitted text. */
export const INTAKE_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** An http(s) address with a host, as the server accepts it. */
export function isHttpUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === "https:" || url.protocol === "http:") && !!url.hostname;
  } catch {
    return false;
  }
}

export const INTAKE_MAX_FILES = 5;
export const INTAKE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INTAKE_TOTAL_MAX_BYTES = 25 * 1024 * 1024;

/** The hidden field people never see and bots fill in. */
export const INTAKE_HONEYPOT_FIELD = "contactNickname";

/** Slugs: lower-case letters, digits and single hyphens; /raise/{slug}. */
export const INTAKE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
