import type { Auth } from "./auth/auth";
import type { AuthLimits } from "./auth/rate-limit";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { Storage } from "./lib/storage";

/** Everything a feature needs, built once at start-up (or per test file). */
export type Deps = {
  env: Env;
  database: Database;
  db: Database["db"];
  auth: Auth;
  /** Signs session cookies (shared with better-auth). */
  authSecret: string;
  mailer: Mailer;
  storage: Storage;
  log: Logger;
  authLimits?: AuthLimits;
};
