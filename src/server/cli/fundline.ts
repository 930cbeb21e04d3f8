import { parseArgs } from "node:util";
import { bootstrap } from "../bootstrap";
import type { Deps } from "../deps";
import { loadEnv } from "../env";
import { acquireDataLock } from "../lib/data-lock";
import { createLogger } from "../lib/logger";
import { AppError } from "../lib/errors";
import { loadDemoData } from "../demo/demo.service";
import { createOrganization, findOrganization } from "../lib/organizations";
import { backupTo, restoreFrom } from "../features/backup/backup.service";
import { memberAdd } from "./member-add";
import { runNotifications } from "../features/notifications/notify-run";
import { userCommand } from "./user";
import { emailSchema, passwordSchema, personNameSchema } from "@shared/schemas/common";
import { organizationNameSchema } from "@shared/schemas/organizations";

const usage = `Usage: npx fundline <command>

  org create --name <name> --admin-email <email> --admin-password <password> [--admin-name <name>]
                         create an organisation and its owner; prints {"id": ...}
  member add --org <id|name> --email <email> --password <password> [--name <name>] [--role member]
                         add a member who signs in with a password
  user reset-link --email <email>
                         print a one-time password-reset link (valid one hour; for instances without mail)
  user set-role --email <email> --role <owner|admin|member|viewer>
                         change a member's role (an organisation keeps one owner)
  user disable --email <email>    (user enable --email <email> undoes it)
                         the user can no longer sign in; their sessions end now
  demo --org <id|name>   load sample data into an organisation
  notify run [--now]     evaluate due reminders, stale-relationship alerts and digests once (idempotent);
                         --now sends each member's digest now instead of at their hour (still once a day)
  migrate                apply database migrations
  backup <file>          write the database and stored files to <file>
  restore <file>         load a backup into an empty instance

Reads the same environment as the server (DATA_DIR, DATABASE_URL, ...).`;

type Command = (deps: Deps, args: string[]) => Promise<unknown>;

const commands: Record<string, Command> = {
  migrate: async () => ({ migrated: true }),
  member: memberAdd,
  user: userCommand,
  async org(deps, args) {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        "admin-email": { type: "string" },
        "admin-password": { type: "string" },
        "admin-name": { type: "string" },
      },
    });
    if (positionals[0] !== "create") throw new AppError("bad_request", usage);
    const org = await createOrganization(deps.db, deps.auth, {
      name: organizationNameSchema.parse(values.name),
      admin: {
        email: emailSchema.parse(values["admin-email"]),
        password: passwordSchema.parse(values["admin-password"]),
        name: personNameSchema.parse(values["admin-name"] ?? String(values["admin-email"]).split("@")[0]),
      },
    });
    return { id: org.id, name: org.name };
  },
  async demo(deps, args) {
    const { values } = parseArgs({ args, options: { org: { type: "string" } } });
    if (!values.org) throw new AppError("bad_request", "demo needs --org <id|name>");
    const org = await findOrganization(deps.db, values.org);
    if (!org) throw new AppError("not_found", `No organisation "${values.org}"`);
    return { organization: org.id, added: await loadDemoData(deps, org.id) };
  },
  async notify(deps, args) {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { now: { type: "boolean" } } });
    if (positionals[0] !== "run") throw new AppError("bad_request", "Usage: npx fundline notify run [--now]");
    return runNotifications(deps, { sendNow: !!values.now });
  },
  async backup(deps, args) {
    if (!args[0]) throw new AppError("bad_request", "backup needs a file name");
    return backupTo(deps, args[0]);
  },
  async restore(deps, args) {
    if (!args[0]) throw new AppError("bad_request", "restore needs a file name");
    return restoreFrom(deps, args[0]);
  },
};

async function run(argv: string[]) {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log(usage);
    return name && name !== "help" && name !== "--help" ? 2 : 0;
  }
  const env = loadEnv();
  const release = env.DATABASE_URL ? () => {} : acquireDataLock(env.DATA_DIR, `npx fundline ${name}`);
  const deps = await bootstrap(env, { log: createLogger(process.env.LOG_LEVEL ?? "warn") });
  try {
    const result = await command(deps, args);
    console.log(JSON.stringify(result));
    return 0;
  } finally {
    await deps.database.close().catch(() => {});
    release();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const issues = (err as { issues?: { message: string }[] }).issues;
    console.error(issues ? issues.map((i) => i.message).join("\n") : err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
