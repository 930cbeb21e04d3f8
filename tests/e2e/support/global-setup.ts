import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailReceiver } from "./mail-receiver";
import { e2eAccounts, e2ePorts } from "./ports";

const stateFile = join(tmpdir(), `fundline-e2e-${e2ePorts.app}.json`);

async function waitReady(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function startServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { pid: child.pid!, url };
}

const cli = (dataDir: string, args: string[]) =>
  execFileSync(process.execPath, ["dist/server/cli.js", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });

/** A real SMTP receiver and two built servers on throw-away data dirs: one seeded, one empty. */
export default async function globalSetup() {
  const mail = await startMailReceiver(e2ePorts.smtp, e2ePorts.mailbox);
  const seeded = mkdtempSync(join(tmpdir(), "fundline-e2e-"));
  const empty = mkdtempSync(join(tmpdir(), "fundline-e2e-empty-"));
  const { owner, member } = e2eAccounts;
  cli(seeded, [
    "org",
    "create",
    "--name",
    e2eAccounts.org,
    "--admin-email",
    owner.email,
    "--admin-password",
    owner.password,
    "--admin-name",
    owner.name,
  ]);
  cli(seeded, ["member", "add", "--org", e2eAccounts.org, "--email", member.email, "--password", member.password, "--name", member.name]);
  // The seeded server writes an online backup when it starts (the Settings backups card).
  const app = startServer(e2ePorts.app, seeded, { BACKUP_DIR: join(seeded, "backups") });
  const emptyApp = startServer(e2ePorts.emptyApp, empty);
  writeFileSync(stateFile, JSON.stringify({ pids: [app.pid, emptyApp.pid] }));
  process.env.E2E_EMPTY_URL = emptyApp.url;
  await Promise.all([waitReady(app.url), waitReady(emptyApp.url)]);
  (globalThis as { __fundlineMail?: typeof mail }).__fundlineMail = mail;
}

export { stateFile };
