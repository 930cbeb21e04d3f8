import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempPostgres } from "../../security/pg-cluster";

// Two real server processes on one PostgreSQL (our own throw-away cluster): a change saved
// through one reaches an event stream held by the other, through LISTEN/NOTIFY.
const PG_PORT = 5497;
const ports = [4703, 4704];
const cluster = tempPostgres(PG_PORT);
const servers: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const base = (i: number) => `http://127.0.0.1:${ports[i]}`;
let cookie = "";

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error("condition not met in time");
}

beforeAll(async () => {
  cluster.start();
  for (const port of ports) {
    servers.push(
      spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: cluster.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), "fundline-2p-")),
          LOG_LEVEL: "silent",
        },
        stdio: "ignore",
      }),
    );
    // One at a time: both would run the migrations.
    await until(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 240_000);
  }
  const setup = { organizationName: "Two Process Fund", name: "Tess", email: "tess@two.test", password: "two-process-pass-1" };
  const created = await fetch(`${base(0)}/api/v1/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(setup),
  });
  expect(created.status).toBe(201);
  const res = await fetch(`${base(1)}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base(1) },
    body: JSON.stringify({ email: setup.email, password: setup.password }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 600_000);

afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await sleep(500);
  cluster.destroy();
});

describe("two server processes, one PostgreSQL", () => {
  it("a company created through process A arrives on an event stream held by process B", async () => {
    const controller = new AbortController();
    const stream = await fetch(`${base(1)}/api/v1/events`, { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    while (!text.includes("event: ready")) text += (await reader.read()).value ?? "";

    const created = await fetch(`${base(0)}/api/v1/companies`, {
      method: "POST",
      headers: { cookie, origin: base(0), "content-type": "application/json" },
      body: JSON.stringify({ name: "Kestrel Health" }),
    });
    expect(created.status).toBe(201);
    const company = (await created.json()) as { id: string };

    const deadline = Date.now() + 5000;
    while (!text.includes(company.id) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => ({ value: "" }))]);
      text += chunk.value ?? "";
    }
    controller.abort();
    expect(text).toContain("event: change");
    expect(text).toContain(`"entityId":"${company.id}"`);
    expect(text).toContain('"action":"created"');
  });
});
