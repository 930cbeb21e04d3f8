// `npm start` on a checkout whose build is missing (e.g. installed with --ignore-scripts) builds first.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html")) {
  console.log("Building Fundline (first start)...");
  execSync("npm run build", { stdio: "inherit" });
}
