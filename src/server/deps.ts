import type { Auth } from "./auth/auth";
import type { AuthLimits, Limit } from "./auth/rate-limit";
import type { TokenLimit } from "./auth/api-token";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { IdCodec } from "./lib/opaque-ids";
import type { Storage } from "./lib/storage";
import type { ChangeBus } from "./lib/changes/change-bus";

/** Everything a feature needs, built once at start-up (or per test file). */
export type Deps = {
  env: Env;
  database: Database;
  db: Database["db"];
  auth: Auth;
  /** Signs session cookies (shared with better-auth). */
  authSecret: string;
  /** How activity and event ids are shown: encrypted, so tenants learn nothing of each other's volume. */
  changeIds: IdCodec;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  authLimits?: AuthLimits;
  /** Public intake submissions per client address and per form (read per request; tests lower them). */
  intakeLimits?: { perIp: Limit; perForm: Limit };
  /** Requests per API token and window (read per request; tests lower it); default API_TOKEN_RATE_LIMIT. */
  tokenLimit?: TokenLimit;
  /** Committed changes of every organisation, for the live-update streams. */
  changes: ChangeBus;
  /** Pause between heartbeats of the event streams (default 25 s; tests shorten it). */
  eventsHeartbeatMs?: number;
};
