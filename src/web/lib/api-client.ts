/**
 * The one HTTP client of the web app. Talks JSON to our API (`/api/v1/...`) and to
 * better-auth (`/api/auth/...`) with the session cookie.
 *
 * Every call names a documented route by its template (`"/api/v1/companies/{id}"`); its path
 * parameters, query, body and answer are typed from src/shared/api/paths.ts, which is generated
 * from the server's own route definitions (decision 019). A wrong path, parameter or body field
 * does not compile.
 *
 * Error bodies: our API answers `{ error: { code, message, fields? } }`, better-auth
 * answers `{ code, message }`; both become an `ApiError`.
 */
import type { ErrorBody as ApiErrorBody, FieldErrors } from "@shared/api/errors";
import type { paths } from "@shared/api/paths";

export type { FieldErrors };

/** Ours, or better-auth's `{ code, message }`; any part may be missing on a broken answer. */
type ErrorBody = Partial<ApiErrorBody> & { code?: string; message?: string };

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

/** The `ApiError` of a failed answer (fetch or XMLHttpRequest), from its status, JSON body and Retry-After. */
export function toApiError(status: number, body: unknown, retryAfter: string | null): ApiError {
  const errorBody = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const message =
    errorBody.error?.message ??
    errorBody.message ??
    (status >= 500 || status === 0 ? "Something went wrong on our side. Please try again." : `Request failed (${status}).`);
  const code = errorBody.error?.code ?? errorBody.code ?? `http_${status}`;
  return new ApiError(status, code, message, errorBody.error?.fields, parseRetryAfter(retryAfter));
}

/** A 401 from `/api/v1` means the session ended: the registered handler sends the user to sign in. */
export function reportUnauthorized(status: number, path: string, skipAuthRedirect = false): void {
  if (status === 401 && !skipAuthRedirect && path.startsWith("/api/v1/")) onUnauthorized?.();
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

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    reportUnauthorized(response.status, path, skipAuthRedirect);
    throw toApiError(response.status, data, response.headers.get("Retry-After"));
  }
  return data as T;
}

type Method = "get" | "post" | "put" | "patch" | "delete";
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The route templates that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type Present<T> = [NonNullable<T>] extends [never] ? never : NonNullable<T>;
type PathParams<O> = ParametersOf<O> extends { path?: infer X } ? Present<X> : never;
/** A flag documented as "true" | "false" (how it travels) may be passed as a boolean. */
type Loosen<V> = V extends "true" | "false" ? boolean | V : V;
type QueryParams<O> = ParametersOf<O> extends { query?: infer X } ? { [K in keyof Present<X>]: Loosen<Present<X>[K]> } : never;
type BodyOf<O> = O extends { requestBody?: { content: infer C } }
  ? C extends { "application/json": infer B }
    ? B
    : C extends { "multipart/form-data": unknown }
      ? FormData
      : never
  : never;
type BodyRequired<O> = O extends { requestBody: unknown } ? true : false;
type Content<R> = R extends { content: { "application/json": infer B } } ? B : undefined;
type Success<O> = O extends { responses: infer R }
  ? { [S in keyof R]: S extends 200 | 201 | 202 | 204 ? Content<R[S]> : never }[keyof R]
  : never;

/** What a call passes besides its path: each part is required exactly when the route needs it. */
type CallInit<O> = { signal?: AbortSignal; skipAuthRedirect?: boolean } & ([PathParams<O>] extends [never]
  ? { path?: never }
  : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never] ? { query?: never } : { query?: QueryParams<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: never } : BodyRequired<O> extends true ? { body: BodyOf<O> } : { body?: BodyOf<O> });
type Args<O> = [PathParams<O>] extends [never] ? (BodyRequired<O> extends true ? [CallInit<O>] : [CallInit<O>?]) : [CallInit<O>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * A route template with its parameters filled in. Query parameters keep the caller's order
 * (public/boot.js fetched some first-load answers ahead, keyed by the exact URL); undefined
 * and null are left out; an array becomes a comma list.
 */
export function buildUrl(template: string, path?: Record<string, string | number>, query?: Record<string, QueryValue>): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/** Query parameters without the empty ones (unset filters): `buildUrl` sends "" as given. */
export const withoutEmpty = <T extends Record<string, string | number | undefined>>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== "")) as T;

function call(method: RequestOptions["method"]) {
  return (
    template: string,
    init: { path?: object; query?: object; body?: unknown; signal?: AbortSignal; skipAuthRedirect?: boolean } = {},
  ) =>
    apiRequest(buildUrl(template, init.path as Record<string, string>, init.query as Record<string, QueryValue>), {
      method,
      body: init.body,
      signal: init.signal,
      skipAuthRedirect: init.skipAuthRedirect,
    });
}

type Caller<M extends Method> = <P extends ApiPath<M>>(path: P, ...init: Args<Operation<P, M>>) => Promise<Success<Operation<P, M>>>;

export const api = {
  get: call("GET") as Caller<"get">,
  post: call("POST") as Caller<"post">,
  put: call("PUT") as Caller<"put">,
  patch: call("PATCH") as Caller<"patch">,
  delete: call("DELETE") as Caller<"delete">,
};

/** The routes that take a file (multipart/form-data) by POST. */
export type UploadPath = {
  [P in ApiPath<"post">]: BodyOf<Operation<P, "post">> extends FormData ? P : never;
}[ApiPath<"post">];
export type UploadInit<P extends UploadPath> = Omit<CallInit<Operation<P, "post">>, "body" | "signal" | "skipAuthRedirect">;
export type UploadAnswer<P extends UploadPath> = Success<Operation<P, "post">>;

/** The answer type of a route, for props and state that hold it. */
export type ApiAnswer<P extends keyof paths, M extends Method = "get"> = Success<Operation<P, M>>;
/** The query type of a route. */
export type ApiQuery<P extends keyof paths, M extends Method = "get"> = QueryParams<Operation<P, M>>;

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
