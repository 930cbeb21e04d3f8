import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { MAX_CURSOR_LENGTH } from "@shared/schemas/common";
import { AppError } from "./errors";

/**
 * A keyset page's cursor: the sort key of the page's last row, as PostgreSQL wrote it as text
 * (`key::text`), and its id, as base64url JSON. The next page starts after that (key, id) even
 * when the row was renamed or deleted in the meantime; a cursor that was only an id made the list
 * look the row up again, so a deleted row ended the list early and a renamed one repeated or
 * skipped rows.
 */
export const encodeCursor = (key: string, id: string) => Buffer.from(JSON.stringify([key, id])).toString("base64url");

/** The (key, id) of a cursor this module wrote; null for anything else. */
function cursorParts(cursor: string): [key: string, id: string] | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  return Array.isArray(parts) && parts.length === 2 && typeof parts[0] === "string" && z.uuid().safeParse(parts[1]).success
    ? [parts[0], parts[1]]
    : null;
}

/** The 400 of a cursor the list did not give (it names `cursor`). */
const badCursor = () =>
  new AppError("validation_failed", "The cursor is not one this list gave", { cursor: "Pass back the nextCursor of the previous page" });

/** The (key, id) of a cursor, or a 400 naming `cursor`. */
export function decodeCursor(cursor: string): [key: string, id: string] {
  const parts = cursorParts(cursor);
  if (!parts) throw badCursor();
  return parts;
}

/**
 * A list's cursor as [key, id]; a bare uuid, what the lists gave before (and give for a key too
 * long for a URL), is [null, id]: the list looks that row up again. A 400 naming `cursor` otherwise.
 */
export const readCursor = (cursor: string): [key: string | null, id: string] =>
  z.uuid().safeParse(cursor).success ? [null, cursor] : decodeCursor(cursor);

/**
 * The next page's cursor after a row: its sort key and id, or, when the key is too long for a
 * short URL (a long text field sorted on), the bare id, which the list looks up as it did before.
 */
export function pageCursor(key: string, id: string): string {
  const cursor = encodeCursor(key, id);
  return cursor.length <= MAX_CURSOR_LENGTH ? cursor : id;
}

/**
 * A time sort key as cursor text that casts back to the same instant: ISO 8601 in UTC with
 * microseconds (`created_at::text` follows the session's DateStyle, and milliseconds lose ties).
 */
export const timeKeyText = (column: PgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
