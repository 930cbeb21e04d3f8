import { ApiError } from "@web/lib/api-client";

/**
 * A failed ticket save reads as the spec words it (part 1 §8), not the server's raw text.
 * Errors that belong under a field (400 with fields) and a stale version (409) keep their own handling.
 */
export const inSpecWords =
  (message: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError && (error.status === 409 || Object.keys(error.fields ?? {}).length > 0)) throw error;
    throw new Error(message);
  };
