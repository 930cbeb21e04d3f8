// Runs after `npm install` / `npm ci` in this checkout: builds the app so `npm start` and
// `npx fundline` work straight away.
import { execSync } from "node:child_process";

execSync("npm run build", { stdio: "inherit" });
