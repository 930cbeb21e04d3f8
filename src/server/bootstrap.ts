import { sql } from "drizzle-orm";
import { join, resolve } from "node:path";
import { createAuth, resolveAuthSecret } from "./auth/auth";
import type { AuthLimits } from "./auth/rate-limit";
import { openDatabase, type QueryLogger } from "./db/client";
import type { Deps } from "./deps";
import type { Env } from "./env";
import { createLogger, type Logger } from "./lib/logger";
import { createMailer, type Mailer } from "./lib/mailer";
import { s3Storage } from "./lib/s3-storage";
import { localStorage, type Storage } from "./lib/storage";
import { createChangeBus } from "./lib/changes/change-bus";
import { opaqueIds } from "./lib/opaque-ids";
import { createCallerCache, registerCallerCache } from "./auth/caller-cache";

export type BootstrapOptions = { inMemoryDb?: boolean; log?: Logger; authLimits?: AuthLimits; mailer?: Mailer; queryLogger?: QueryLogger };

/** Opens and migrates the database and wires every shared service. */
export async function bootstrap(env: Env, options: BootstrapOptions = {}): Promise<Deps> {
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    inMemory: options.inMemoryDb,
    queryLogger: options.queryLogger,
  });
  try {
    await database.migrate();
    const db = database.db;
    const secret = await resolveAuthSecret(db, env.AUTH_SECRET);
    const mailer = options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, log });
    const storage = storageFor(env);
    const auth = createAuth({ db, mailer, publicUrl: env.publicUrl, secret });
    const changes = createChangeBus(database, log);
    const changeIds = opaqueIds(secret, "change-ids");
    // Signed-in callers are kept for a few seconds (LISTENing starts with the first request, so
    // CLI commands never open it); closing the database stops it.
    // On PostgreSQL other processes may serve the same sessions, so a cached caller is trusted
    // only once their invalidations have arrived here (caller-cache.ts, the epoch fence).
    const readEpoch =
      database.kind === "postgres"
        ? async () => Number((await db.execute<{ epoch: string }>(sql`select epoch from caller_epoch`)).rows[0].epoch)
        : undefined;
    const callers = createCallerCache(database, log, { readEpoch });
    registerCallerCache(db, callers);
    const closeDatabase = database.close;
    database.close = async () => {
      await callers.close();
      await closeDatabase();
    };
    return { env, database, db, auth, authSecret: secret, changeIds, mailer, storage, log, authLimits: options.authLimits, changes };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

/** S3 when S3_BUCKET is set (several processes or machines share it), else DATA_DIR/files. */
export function storageFor(env: Env): Storage {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return localStorage(join(resolve(env.DATA_DIR), "files"));
  return s3Storage({
    endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
