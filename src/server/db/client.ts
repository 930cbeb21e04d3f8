import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { listenPostgres, type Unlisten } from "./listen";
import { projectRoot } from "../lib/project-root";

// Both drivers expose the same Drizzle query API; we type against node-postgres. Without the
// driver's client handle, so that a transaction (a PgDatabase too) is a Db: helpers take either.
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (committed transactions only); `onLost` when the
   * connection is lost and `onReconnect` when it is back (notifications in between are lost).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<Unlisten>;
  /** Only with PostgreSQL: the pool, for LISTEN/NOTIFY and raw access. */
  pool?: pg.Pool;
};

const migrationsFolder = () => join(projectRoot(), "src/server/db/migrations");

/** Receives every SQL statement Drizzle runs (used by the benchmark to replay an endpoint's SQL). */
export type QueryLogger = { logQuery(query: string, params: unknown[]): void };

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean; queryLogger?: QueryLogger };

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.queryLogger) : openPglite(options);
}

function openPostgres(url: string, logger?: QueryLogger): Database {
  // JIT off for every connection (decision 042): this is a database of short statements, and the planner's
  // cost estimates crossed the JIT thresholds for several of them (grouping sets, a batch's snapshot, the
  // search union), each then spending more time compiling than running.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, options: "-c jit=off" });
  // A dropped connection (database restart) must not crash the process. The pool hears errors
  // on idle clients only; one checked out between two statements of a transaction emits
  // "error" with no query to fail, so every client gets a listener of its own. Its queries
  // still fail, and the pool drops it on release.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema, logger });
  return {
    db,
    kind: "postgres",
    pool,
    listen: (channel, onPayload, onReconnect, onLost) => listenPostgres(url, channel, onPayload, onReconnect, onLost),
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}

// Trigram indexes (people search, migration people_search) need pg_trgm; PGlite loads it only when asked.
const pgliteOptions = { extensions: { pg_trgm } };

function openPglite(options: DatabaseOptions): Database {
  let client: PGlite;
  if (options.inMemory) client = new PGlite(pgliteOptions);
  else {
    const dir = resolve(options.dataDir ?? "./data", "db");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, pgliteOptions);
  }
  const db = drizzlePglite(client, { schema, logger: options.queryLogger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    ping: () => pingWith(db),
    close: () => client.close(),
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
