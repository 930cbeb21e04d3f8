import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";

import type { ErrorCode } from "@shared/api/errors";

export type { ErrorCode };

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  /** Seconds for a Retry-After header (rate limits). */
  retryAfter?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status() {
    return statusByCode[this.code];
  }
}

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);

export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldsFromZod(error);
  const [first] = Object.entries(fields);
  const message = first ? (first[0] === "_" ? first[1] : `${first[0]}: ${first[1]}`) : "Invalid input";
  return new AppError("validation_failed", message, fields);
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The single error handler: a stable JSON shape, never a stack trace or SQL. */
export function handleError(err: unknown, c: Context) {
  if (err instanceof AppError) {
    if (err.retryAfter) c.header("Retry-After", String(err.retryAfter));
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof ZodError) {
    const e = validationError(err);
    return c.json(errorBody(e.code, e.message, e.fields), 400);
  }
  if (isDatabaseUnavailable(err)) {
    c.header("Retry-After", "5");
    return c.json(errorBody("unavailable", "The database is unavailable. Please try again shortly."), 503);
  }
  if (isClientHttpError(err)) {
    const status = err.status as ContentfulStatusCode;
    const code: ErrorCode = status === 413 ? "payload_too_large" : "bad_request";
    return c.json(errorBody(code, status === 413 ? "Request body is too large" : "Malformed request"), status);
  }
  // Safety nets for what validation should have caught, logged so the gap gets closed there.
  const sqlState = pgErrorCode(err);
  if (sqlState === "23503") {
    c.get("log")?.warn({ err: describe(err) }, "foreign key violation answered 409");
    return c.json(errorBody("conflict", "Something this change refers to was just deleted. Reload and try again."), 409);
  }
  if (sqlState?.startsWith("22")) {
    c.get("log")?.warn({ err: describe(err) }, "data exception answered 400");
    return c.json(errorBody("bad_request", "A value is not valid or out of range"), 400);
  }
  c.get("log")?.error({ err: describe(err) }, "unhandled error");
  return c.json(errorBody("internal", "Something went wrong. Please try again."), 500);
}

/** The SQLSTATE of a failed query, however deeply the driver or Drizzle wrapped it (in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++)
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** Lost or refused database connections (e.g. PostgreSQL restarting): a 503, not a crash. */
function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === "string" && unavailableCodes.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

function isClientHttpError(err: unknown): err is { status: number } {
  const status = (err as { status?: unknown })?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

/**
 * An error for the log. pino writes the messages of its causes after its own: drizzle's "Failed
 * query" says which statement, its cause says why.
 */
const describe = (err: unknown, depth = 0): Record<string, unknown> =>
  err instanceof Error
    ? {
        name: err.name,
        message: err.message,
        stack: err.stack,
        ...(err.cause !== undefined && depth < 3 ? { cause: describe(err.cause, depth + 1) } : {}),
      }
    : { value: String(err) };
