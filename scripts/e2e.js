// `npm run test:e2e`: find (or install) Chromium before anything else, then build and run Playwright with it.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./find-chromium.js";

const chromium = await ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
for (const [command, args] of [
  ["npm", ["run", "build"]],
  ["npx", ["playwright", "test", ...process.argv.slice(2)]],
]) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
