import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempPostgres } from "../../security/pg-cluster";
import { startS3Server, type TestS3 } from "../../test/s3-server";

// Two real server processes on one PostgreSQL (our own throw-away cluster) and one S3 server
// (s3rver), each with its own empty DATA_DIR, as behind a load balancer: nothing one process
// needs may live only in the other's memory or disk (events, files, cached lists, sessions,
// sign-in limits).
const PG_PORT = 5497;
const ports = [4703, 4704];
const cluster = tempPostgres(PG_PORT);
const servers: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const base = (i: number) => `http://127.0.0.1:${ports[i]}`;
let cookie = "";
let s3: TestS3;

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
  s3 = await startS3Server();
  for (const port of ports) {
    servers.push(
      spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: cluster.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), "fundline-2p-")),
          ...s3.env,
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
  await s3?.close();
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

const api = (i: number, path: string, init: RequestInit = {}) =>
  fetch(`${base(i)}${path}`, { ...init, headers: { cookie, origin: base(i), ...(init.headers as Record<string, string>) } });
const json = { "content-type": "application/json" };

describe("two server processes, one PostgreSQL and one S3 bucket", () => {
  it("a document uploaded through A downloads through B with the same bytes", async () => {
    const company = (await (
      await api(0, "/api/v1/companies", { method: "POST", headers: json, body: '{"name":"Osprey Freight"}' })
    ).json()) as {
      id: string;
    };
    const bytes = Buffer.from(`%PDF-1.4\n% two processes ${Date.now()}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
    const form = new FormData();
    form.append("file", new File([bytes], "Osprey deck.pdf", { type: "application/pdf" }));
    const uploaded = await api(0, `/api/v1/companies/${company.id}/documents`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const doc = (await uploaded.json()) as { id: string };

    const download = await api(1, `/api/v1/companies/${company.id}/documents/${doc.id}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("an edit through A is what B's (cached) pipeline list and company read show next", async () => {
    const created = (await (
      await api(0, "/api/v1/companies", { method: "POST", headers: json, body: '{"name":"Heron Labs"}' })
    ).json()) as {
      id: string;
      version: number;
    };
    const listed = async () =>
      ((await (await api(1, "/api/v1/companies?q=Heron")).json()) as { items: { name: string }[] }).items.map((c) => c.name);
    // B caches this list now.
    expect(await listed()).toEqual(["Heron Labs"]);
    const renamed = await api(0, `/api/v1/companies/${created.id}`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ name: "Heron Robotics", version: created.version }),
    });
    expect(renamed.status).toBe(200);
    expect(await listed()).toEqual(["Heron Robotics"]);
    const read = (await (await api(1, `/api/v1/companies/${created.id}`)).json()) as { name: string; version: number };
    expect(read).toMatchObject({ name: "Heron Robotics", version: created.version + 1 });
  });

  it("failed sign-ins count against one limit whichever process answers them", async () => {
    const attempt = (i: number) =>
      fetch(`${base(i)}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { ...json, origin: base(i) },
        body: JSON.stringify({ email: "tess@two.test", password: "not-the-password" }),
      });
    // Five failures per account, alternating processes; the sixth is refused by either one.
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2)).status).toBe(401);
    expect((await attempt(0)).status).toBe(429);
    expect((await attempt(1)).status).toBe(429);
  });
});
