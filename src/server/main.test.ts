import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe("server process", () => {
  it("on SIGTERM finishes in-flight requests, then exits 0 and frees the data dir", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "fundline-main-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const base = `http://127.0.0.1:${port}`;
    // A cold start (tsx, migrations on a new embedded database) takes well over 20 s on a loaded machine.
    const deadline = Date.now() + 120_000;
    let up = false;
    while (!up && Date.now() < deadline) {
      up = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    expect(up, `the server did not become ready: ${stderr}`).toBe(true);
    const inFlight = Array.from({ length: 40 }, () => fetch(`${base}/api/v1/setup`).then((r) => r.status));
    await Promise.race(inFlight);
    child.kill("SIGTERM");
    const statuses = await Promise.allSettled(inFlight);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code, stderr).toBe(0);
    expect(existsSync(join(dataDir, "fundline.lock"))).toBe(false);
    // Requests that reached the server before SIGTERM were answered, none cut off midway.
    const answered = statuses.filter((s) => s.status === "fulfilled");
    expect(answered.length).toBeGreaterThan(0);
    for (const s of answered) expect((s as PromiseFulfilledResult<number>).value).toBe(200);
  }, 180_000);
});
