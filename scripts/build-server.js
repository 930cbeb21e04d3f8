// Bundles the server and the CLI into dist/server (npm packages stay external).
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/server/main.ts", cli: "src/server/cli/fundline.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
