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
export const INTAKE_MAX_FILES = 5;
export const INTAKE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INTAKE_TOTAL_MAX_BYTES = 25 * 1024 * 1024;

/** The hidden field people never see and bots fill in. */
export const INTAKE_HONEYPOT_FIELD = "contactNickname";

/** Slugs: lower-case letters, digits and single hyphens; /raise/{slug}. */
export const INTAKE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
