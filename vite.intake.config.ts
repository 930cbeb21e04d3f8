import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import app from "./vite.config";
import { preloadFont } from "./scripts/vite-preload-font";
import { firstLoadFiles } from "./scripts/vite-first-load";

// The public intake page (/raise/{slug}), built after the app into the same folder: its own entry
// and chunks, left as the bundler makes them, so it loads nothing of the signed-in app.
export default defineConfig({
  ...app,
  plugins: [
    react(),
    tailwindcss(),
    preloadFont("inter-latin-basic-wght-400-700"),
    firstLoadFiles("intake", { "/raise/{slug} (intake)": { html: "raise.html" } }),
  ],
  build: {
    ...app.build,
    emptyOutDir: false,
    rollupOptions: { input: { raise: fileURLToPath(new URL("./src/web/raise.html", import.meta.url)) } },
  },
});
