import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { AuthLimits } from "../auth/rate-limit";
import { createApp } from "../app";
import { bootstrap } from "../bootstrap";
import type { QueryLogger } from "../db/client";
import type { Deps } from "../deps";
import { loadEnv } from "../env";
import { createLogger, type Logger } from "../lib/logger";
import type { Mail, Mailer } from "../lib/mailer";
import { startS3Server, testsUseS3 } from "./s3-server";

export const TEST_ORIGIN = "http://localhost:3000";

/** A throw-away PostgreSQL database on the server named by DATABASE_URL. */
async function freshPostgresDatabase(baseUrl: string) {
  const name = `fundline_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * One app per test file on a fresh database: in-memory PGlite by default, a new
 * PostgreSQL database when DATABASE_URL is set. Mails are captured in `mails`.
 * Files go to a temporary directory, or to a fresh s3rver when FUNDLINE_TEST_STORAGE=s3.
 */
export async function createTestContext(
  options: { authLimits?: AuthLimits; env?: Record<string, string>; log?: Logger; queryLogger?: QueryLogger } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "fundline-test-"));
  const baseUrl = process.env.DATABASE_URL;
  const pgDb = baseUrl ? await freshPostgresDatabase(baseUrl) : null;
  const s3 = testsUseS3() && !options.env?.S3_BUCKET ? await startS3Server() : null;
  const env = loadEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    DATABASE_URL: pgDb?.url,
    ...s3?.env,
    ...options.env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const deps: Deps = await bootstrap(env, {
    inMemoryDb: !pgDb,
    log: options.log ?? createLogger("silent"),
    mailer,
    authLimits: options.authLimits,
    queryLogger: options.queryLogger,
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    mails,
    dataDir,
    async close() {
      await deps.changes.close();
      await deps.database.close();
      await pgDb?.drop();
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Requester = ReturnType<typeof clientFor>;

type RequestOptions = { json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/** A tiny HTTP client bound to one cookie jar (one signed-in browser). */
export function clientFor(app: TestContext["app"], cookie = "") {
  const call = async (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...opts.headers };
    let body = opts.body;
    if (opts.json !== undefined) {
      headers["content-type"] = opts.headers?.["content-type"] ?? "application/json";
      body = JSON.stringify(opts.json);
    }
    return app.request(`${TEST_ORIGIN}${path}`, { method, headers, body });
  };
  return {
    cookie,
    request: call,
    get: (path: string, opts?: RequestOptions) => call("GET", path, opts),
    post: (path: string, json?: unknown, opts?: RequestOptions) => call("POST", path, { json, ...opts }),
    patch: (path: string, json?: unknown, opts?: RequestOptions) => call("PATCH", path, { json, ...opts }),
    put: (path: string, opts?: RequestOptions) => call("PUT", path, opts),
    delete: (path: string, opts?: RequestOptions) => call("DELETE", path, opts),
  };
}

export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function signIn(ctx: TestContext, email: string, password: string) {
  const res = await clientFor(ctx.app).post("/api/auth/sign-in/email", { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return clientFor(ctx.app, cookieFrom(res));
}
