import { z } from "zod";
import { roles } from "../constants/roles";
import { invalidMoneyMessage } from "../format";

export const uuidParam = z.object({ id: z.uuid({ message: "Invalid id" }) });

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .toLowerCase()
  .max(320, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }));

export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const personNameSchema = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(120, "Name must be at most 120 characters")
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "Name cannot contain control characters");

export const roleSchema = z.enum(roles);

/** Members mentioned with @ in a comment or note (stored as references; each is notified once). */
export const mentionsField = z
  .array(z.uuid({ message: "Invalid member id" }))
  .max(20, "At most 20 mentions")
  .optional();

/** The largest value of a PostgreSQL integer column (versions, positions). */
export const MAX_INT4 = 2_147_483_647;

/**
 * A real calendar day as YYYY-MM-DD, years 0001–9999. A regular expression alone lets
 * "2026-02-30" through (and JavaScript's Date.parse rolls it over to March), and
 * PostgreSQL has no year 0, so both would reach the database and fail there.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// z.iso.date keeps `format: date` in the OpenAPI document (clients and the fuzz suite read it).
export const calendarDate = (message = "Enter a real date (YYYY-MM-DD)") => z.iso.date({ message }).refine(isCalendarDate, message);

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** The longest cursor a keyset list gives: the last row's sort key and id (server/lib/keyset-cursor.ts). */
export const MAX_CURSOR_LENGTH = 1000;
export const cursorParam = z.string().max(MAX_CURSOR_LENGTH).optional();

/** The query every list endpoint takes: page size, cursor and search. */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: cursorParam,
  q: z.string().max(200).optional(),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });

/** The list envelope every list endpoint answers. */
/** Whole dollars; NaN (a money input whose text is not an amount) fails with the input's own message. */
export const moneySchema = (what: string) =>
  z
    .number({ message: invalidMoneyMessage })
    .min(0, `${what} cannot be negative`)
    .max(1e15, `${what} is too large`)
    .int(`${what} must be whole dollars`)
    .nullable();
