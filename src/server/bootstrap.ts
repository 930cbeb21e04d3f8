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
    return { env, database, db, auth, authSecret: secret, mailer, storage, log, authLimits: options.authLimits, changes };
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
