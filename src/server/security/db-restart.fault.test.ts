import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { tempPostgres } from "./pg-cluster";

const PG_PORT = 5499;
const APP_PORT = 4599;
const base = `http://127.0.0.1:${APP_PORT}`;
const cluster = tempPostgres(PG_PORT);
let server: ChildProcess;
let cookie = "";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Polls `read` until `done` holds; on timeout the error names the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  let last: T | string = "nothing read";
  while (Date.now() < end) {
    last = await read().catch((err: unknown) => String(err));
    if (done(last as T)) return;
    await sleep(200);
  }
  throw new Error(`condition not met in ${ms} ms; last value: ${JSON.stringify(last)}`);
}
const status = (path: string, init?: RequestInit) =>
  fetch(base + path, init).then(
    (r) => r.status,
    () => 0,
  );
const createTicket = (title: string) =>
  fetch(`${base}/api/v1/tickets`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ title }),
  }).then(
    (r) => r.status,
    () => 0,
  );

beforeAll(async () => {
  cluster.start();
  server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      DATABASE_URL: cluster.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "fundline-fault-")),
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
  await until(
    () => status("/readyz"),
    (s) => s === 200,
  );
  const setup = { organizationName: "Fault Fund", name: "Fay", email: "fay@fault.test", password: "fault-password-1" };
  expect(
    await status("/api/v1/setup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(setup) }),
  ).toBe(201);
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: setup.email, password: setup.password }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  server?.kill("SIGTERM");
  await sleep(500);
  cluster.destroy();
});

describe("PostgreSQL restart under load", () => {
  it("stays up, says 503 while the database is down, never confirms a lost write, and recovers by itself", async () => {
    const confirmed: string[] = [];
    let n = 0;
    let running = true;
    const statuses: number[] = [];
    const load = (async () => {
      while (running) {
        const title = `load-${n++}`;
        const s = await createTicket(title);
        statuses.push(s);
        if (s === 201) confirmed.push(title);
        await sleep(10);
      }
    })();

    await sleep(1000);
    cluster.stop();
    await until(
      () => status("/readyz"),
      (s) => s === 503,
      10_000,
    );
    expect(await status("/livez")).toBe(200);
    const during = await createTicket("while-down");
    expect(during).toBe(503);
    await sleep(1000);

    cluster.start();
    await until(
      () => status("/readyz"),
      (s) => s === 200,
      30_000,
    );
    await until(
      () => createTicket(`after-${Date.now()}`),
      (s) => s === 201,
      30_000,
    );
    running = false;
    await load;

    expect(server.exitCode).toBeNull();
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ title: string }>("select title from tickets");
    await client.end();
    const stored = new Set(rows.map((r) => r.title));
    expect(confirmed.length).toBeGreaterThan(5);
    expect(confirmed.filter((t) => !stored.has(t))).toEqual([]);
    expect(stored.has("while-down")).toBe(false);
  });
});
