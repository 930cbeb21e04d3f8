// `npm run test:e2e`: find (or install) Chromium before anything else, then build (unless the last
// build read the inputs as they are now, see build-stamp.js) and run Playwright with it.
import { spawnSync } from "node:child_process";
import { buildIsCurrent } from "./build-stamp.js";
import { ensureChromium } from "./find-chromium.js";

const chromium = await ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
const current = buildIsCurrent();
if (current) console.log("The build is current (dist/.build-stamp matches every input): not building again.");
const build = current ? [] : [["npm", ["run", "build"]]];
for (const [command, args] of [...build, ["npx", ["playwright", "test", ...process.argv.slice(2)]]]) {
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) process.exit(status ?? 1);
}
