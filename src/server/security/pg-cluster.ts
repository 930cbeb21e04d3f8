import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throw-away PostgreSQL server of our own (never the shared one), for fault tests. */
export function tempPostgres(port: number) {
  const bin = join("/usr/lib/postgresql", readdirSync("/usr/lib/postgresql").sort().at(-1)!, "bin");
  const dir = mkdtempSync(join(tmpdir(), "fundline-pg-"));
  const data = join(dir, "data");
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe", timeout: 60_000 });
  chownSync(
    dir,
    Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
    Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
  );
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "root", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgctl = (action: "start" | "stop") =>
    asPostgres(
      "pg_ctl",
      action === "start" ? ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"] : ["-D", data, "-m", "fast", "-w", "stop"],
    );
  return {
    url: `postgres://root@127.0.0.1:${port}/postgres`,
    start: () => pgctl("start"),
    stop: () => pgctl("stop"),
    destroy() {
      try {
        pgctl("stop");
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
