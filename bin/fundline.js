#!/usr/bin/env node
// Operator CLI entry (`npx fundline ...`): runs the bundled CLI, building it first if needed.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(root, "dist/server/cli.js");
if (!existsSync(cli)) execSync("npm run build:server", { cwd: root, stdio: "inherit" });
await import(pathToFileURL(cli).href);
