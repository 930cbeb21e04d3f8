import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { tempPostgres } from "./pg-cluster";

const cluster = tempPostgres(5498);
let database: Database;
let admin: pg.Client;

beforeAll(async () => {
  cluster.start();
  database = openDatabase({ databaseUrl: cluster.url });
  admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await database?.close();
  cluster.destroy();
});

describe("a pooled connection dropped while checked out", () => {
  // PostgreSQL ends connections on restart; one held by a transaction between two statements
  // has no query to fail, so node-postgres emits "error" on it. Unheard, that ends the process.
  it("fails that transaction only; the process lives and the pool serves the next query", async () => {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await database.ping()).toBe(true);
  });
});
