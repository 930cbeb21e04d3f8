import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { preloadFont } from "./scripts/vite-preload-font";
import { preloadSignedIn } from "./scripts/vite-preload-signed-in";
import { intakePages } from "./scripts/vite-intake-pages";
import { signedInSharedChunk } from "./scripts/vite-signed-in-chunk";
import { firstLoadFiles, type FirstLoadPage } from "./scripts/vite-first-load";

const sharedChunk = signedInSharedChunk();
// What each page loads on a first visit, for its byte budget (scripts/first-load-bytes.js).
const route = (name: string) => new RegExp(`src/web/routes/${name}\\.tsx$`);
const signedIn = (...names: string[]): FirstLoadPage => ({
  html: "index.html",
  modules: [/src\/web\/app\/layout\/app-shell\.tsx$/, ...names.map(route)],
});
const firstLoadPages: Record<string, FirstLoadPage> = {
  "/ (sign-in)": { html: "index.html", modules: [route("sign-in")] },
  "/dashboard": signedIn("dashboard"),
  "/companies": signedIn("pipeline"),
  "/companies/:id": signedIn("pipeline", "company-panel"),
  "/development": signedIn("development"),
  "/settings": signedIn("settings"),
  "/people": signedIn("network-directory"),
  "/people/:id": signedIn("network-directory", "person"),
  "/portfoliocompanies": signedIn("portfolio-companies"),
  "/portfoliostats": signedIn("portfolio-stats"),
  "/portfoliomanagement": signedIn("portfolio-management"),
  "/networkcrm": signedIn("network-crm"),
  "/performance": signedIn("performance"),
  "/lps": signedIn("lps"),
  "/lps/:id/statement": signedIn("lp-statement"),
  "/lpcrm": signedIn("lp-crm"),
};

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "src/web",
  plugins: [
    react(),
    tailwindcss(),
    preloadFont("inter-latin-basic-wght-400-700"),
    preloadSignedIn(),
    intakePages(),
    sharedChunk.plugin,
    firstLoadFiles("app", firstLoadPages),
  ],
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet: a page's own CSS file would be fetched only after its code ran, one more round trip.
    cssCodeSplit: false,
    // The public intake page (/raise/{slug}) is built on its own (vite.intake.config.ts): founders on
    // phones never load the signed-in app, and the app's chunks are not cut to share code with it.
    rollupOptions: {
      input: { main: fileURLToPath(new URL("./src/web/index.html", import.meta.url)) },
      // Needed to copy small common chunks into the chunks that use them (below).
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: sharedChunk.groups,
          // A few KB of code that two pages share is copied into both rather than fetched as its own
          // file (a round trip on a phone). The plugin fails the build if a copied module keeps state.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/livez": apiTarget, "/readyz": apiTarget, "/dev": apiTarget },
  },
});
