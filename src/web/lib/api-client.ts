/**
 * The one HTTP client of the web app. Talks JSON to our API (`/api/v1/...`) and to
 * better-auth (`/api/auth/...`) with the session cookie.
 *
 * Error bodies: our API answers `{ error: { code, message, fields? } }`, better-auth
 * answers `{ code, message }`; both become an `ApiError`.
 */

export type FieldErrors = Record<string, string>;

type ErrorBody = {
  error?: { code?: string; message?: string; fields?: FieldErrors };
  code?: string;
  message?: string;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, fields?: FieldErrors, retryAfter?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Do not run the global "session ended" handler on a 401 (e.g. the session probe). */
  skipAuthRedirect?: boolean;
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Registers what happens when an `/api/v1` call answers 401 (session ended or expired). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError(response.status, "invalid_response", "The server sent a response we could not read.");
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const errorBody = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const message =
    errorBody.error?.message ??
    errorBody.message ??
    (response.status >= 500 || response.status === 0
      ? "Something went wrong on our side. Please try again."
      : `Request failed (${response.status}).`);
  const code = errorBody.error?.code ?? errorBody.code ?? `http_${response.status}`;
  return new ApiError(response.status, code, message, errorBody.error?.fields, parseRetryAfter(response.headers.get("Retry-After")));
}

type EarlyAnswers = Record<string, Promise<Response | null> | undefined>;

/**
 * An answer public/boot.js asked for before this code loaded (first load only; each is used
 * once). Any write (sign-in, setup, ...) drops them all: they describe the world before it.
 */
function takeEarlyAnswer(method: string, path: string): Promise<Response | null> | undefined {
  const holder = globalThis as { __fundlineEarly?: EarlyAnswers };
  if (method !== "GET") delete holder.__fundlineEarly;
  const answer = holder.__fundlineEarly?.[path];
  if (answer) delete holder.__fundlineEarly![path];
  return answer;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, skipAuthRedirect = false } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    const early = await takeEarlyAnswer(method, path);
    response = early ?? (await fetch(path, { method, headers, body: payload, signal, credentials: "same-origin" }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !skipAuthRedirect && path.startsWith("/api/v1/")) {
      onUnauthorized?.();
    }
    throw toApiError(response, data);
  }
  return data as T;
}

type BodyOptions = Omit<RequestOptions, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
