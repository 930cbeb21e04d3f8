import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePassword, twoOrganizations } from "../test/fixtures";
import { clientFor, createTestContext, type TestContext } from "../test/harness";
import { safePath } from "./request-log";

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  ctx = await createTestContext({ log: pino({ level: "info" }, sink) });
});
afterAll(() => ctx.close());

describe("request logs", () => {
  it("have a request id, method, path and status, and no password, cookie or token", async () => {
    const { a } = await twoOrganizations(ctx);
    await a.owner.get("/api/v1/me");
    await clientFor(ctx.app).post("/api/auth/request-password-reset", { email: "owner@a.test" });
    const token = ctx.mails.at(-1)!.text.match(/token=([\w-]+)/)![1];
    await clientFor(ctx.app).get(`/api/v1/public/password-reset/${token}`);

    const log = lines.join("");
    const me = lines.map((l) => JSON.parse(l)).find((l) => l.path === "/api/v1/me");
    expect(me).toMatchObject({ method: "GET", status: 200, msg: "request" });
    expect(me.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).not.toContain(fixturePassword("owner-a"));
    expect(log).not.toContain(a.owner.cookie.split("=")[1].slice(0, 20));
    expect(log).not.toContain(token);
  });

  it("mask reset tokens in paths", () => {
    expect(safePath("/api/v1/public/password-reset/abcdefghijklmnopqrstuvwx")).toBe("/api/v1/public/password-reset/[redacted]");
  });
});
