/**
 * The error contract of every `/api/v1` answer, shared by the server (which throws them) and
 * the web client (which reads them). The zod shape is `errorSchema` in schemas/common.ts.
 */
import type { z } from "zod";
import type { errorSchema } from "../schemas/common";

export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** `{ error: { code, message, fields? } }` */
export type ErrorBody = z.infer<typeof errorSchema>;

export type FieldErrors = Record<string, string>;
