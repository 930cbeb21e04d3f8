// The server under test runs in its own process (so the load generator does not share its
// event loop): the built dist/server/main.js when present, else src/server/main.ts through tsx.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export type ServerProcess = { pid: number; base: string; rssMb(): number; stop(): Promise<void> };

/** Every server still running, so that a bench section cut off by its time limit leaves none behind. */
const running = new Set<ServerProcess>();
export const stopAllServers = () => Promise.all([...running].map((s) => s.stop()));

export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Another build of the server (bench/floor.ts compares two), and extra node flags (--cpu-prof). */
  script?: string;
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const main = options.script
    ? [options.script]
    : existsSync("dist/server/main.js")
      ? ["dist/server/main.js"]
      : ["--import", "tsx", "src/server/main.ts"];
  const args = [...(options.nodeArgs ?? []), ...main];
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_URL: "",
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, args, { env, stdio: ["ignore", "inherit", "inherit"] });
  const pid = child.pid!;
  const base = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  let alive = true;
  void exited.then(() => (alive = false));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive) throw new Error(`server process ${pid} exited before it was ready`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server not ready after 60 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const server: ServerProcess = {
    pid,
    base,
    rssMb: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      return m ? Number(m[1]) / 1024 : 0;
    },
    stop: async () => {
      if (!alive) return;
      process.kill(pid, "SIGTERM");
      const timer = setTimeout(() => alive && process.kill(pid, "SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Signs in over HTTP and returns the session cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
