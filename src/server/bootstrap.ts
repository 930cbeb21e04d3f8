import { join, resolve } from "node:path";
import { createAuth, resolveAuthSecret } from "./auth/auth";
import type { AuthLimits } from "./auth/rate-limit";
import { openDatabase, type QueryLogger } from "./db/client";
import type { Deps } from "./deps";
import type { Env } from "./env";
import { createLogger, type Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { localStorage } from "./lib/storage";

export type BootstrapOptions = { inMemoryDb?: boolean; log?: Logger; authLimits?: AuthLimits; mailer?: Mailer; queryLogger?: QueryLogger };

/** Opens and migrates the database and wires every shared service. */
export async function bootstrap(env: Env, options: BootstrapOptions = {}): Promise<Deps> {
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, inMemory: options.inMemoryDb, queryLogger: options.queryLogger });
  try {
    await database.migrate();
    const db = database.db;
    const secret = await resolveAuthSecret(db, env.AUTH_SECRET);
    const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, log });
    const storage = localStorage(join(resolve(env.DATA_DIR), "files"));
    const auth = createAuth({ db, mailer, publicUrl: env.publicUrl, secret });
    return { env, database, db, auth, authSecret: secret, mailer, storage, log, authLimits: options.authLimits };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
