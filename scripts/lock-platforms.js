// The registry this project installs from carries only the Linux x64 builds of
// @tailwindcss/oxide, so `npm install` leaves the other platforms' optional packages out
// of package-lock.json and `npm ci` then refuses the lock. This adds them back as
// optional, platform-gated entries (npm skips them on other machines). Run after
// changing dependencies: `node scripts/lock-platforms.js`.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const platform = (name) => {
  const os =
    ["android", "darwin", "freebsd", "linux", "win32"].find((o) => name.includes(`-${o}-`)) ??
    (name.includes("wasm32") ? undefined : "linux");
  const cpu = name.includes("wasm32") ? "wasm32" : name.includes("arm64") ? "arm64" : name.includes("-arm-") ? "arm" : "x64";
  return { ...(os ? { os: [os] } : {}), cpu: [cpu] };
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${path ? `${path}/` : ""}node_modules/${dep}`.replace(
      /^node_modules\/(.+)\/node_modules\//,
      "node_modules/$1/node_modules/",
    );
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, optional: true, ...platform(dep) };
    added++;
  }
}
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`lock-platforms: added ${added} optional platform entries`);
