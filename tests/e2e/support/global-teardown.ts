import { readFileSync, rmSync } from "node:fs";
import { stateFile } from "./global-setup";

/** Stops exactly the servers the global setup started (by PID) and the mail receiver. */
export default async function globalTeardown() {
  try {
    const { pids } = JSON.parse(readFileSync(stateFile, "utf8")) as { pids: number[] };
    for (const pid of pids) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
    rmSync(stateFile, { force: true });
  } catch {
    /* setup never got that far */
  }
  await (globalThis as { __fundlineMail?: { close(): Promise<unknown> } }).__fundlineMail?.close();
}
