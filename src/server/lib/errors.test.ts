import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { handleError } from "./errors";

/** An app whose only route throws `err`, logging into `lines`. */
function throwing(err: unknown) {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: "info", base: undefined },
    new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) }),
  );
  const app = new Hono<{ Variables: { log: pino.Logger } }>()
    .use((c, next) => (c.set("log", log), next()))
    .get("/boom", () => {
      throw err;
    });
  app.onError(handleError);
  return { app, lines };
}

describe("errors the routes did not expect", () => {
  it("are a 500 whose log line carries the causes: a failed query says why it failed", async () => {
    const driver = Object.assign(new Error("could not serialize access"), { code: "40001" });
    const { app, lines } = throwing(new Error("Failed query: select 1", { cause: driver }));
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("serialize");
    expect(lines).toHaveLength(1);
    // pino writes the causes' messages after the error's own.
    expect(lines[0]).toMatchObject({ msg: "unhandled error", err: { message: "Failed query: select 1: could not serialize access" } });
  });

  it("a pool with no free connection within its wait is a 503 to try again, not a 500", async () => {
    const { app } = throwing(new Error("Failed query: select 1", { cause: new Error("timeout exceeded when trying to connect") }));
    const res = await app.request("/boom");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect((await res.json()).error.code).toBe("unavailable");
  });
});
