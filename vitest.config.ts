import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Unit and in-process API tests only; Playwright specs live in tests/e2e and never run here.
export default defineConfig({
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  test: {
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**", "src/**/*.fault.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core (Vitest leaves one free by default, which is one worker on a two-core machine). Each test
    // file has its own embedded database or throw-away PostgreSQL database, so files run side by side;
    // on two cores the unit suite took 9 minutes instead of 24 (CI, one worker).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.js"] } },
      // The tests that store files run again with the S3 driver against s3rver (src/server/test/s3-server.ts).
      {
        extends: true,
        test: {
          name: "s3",
          include: [
            "src/server/security/files.test.ts",
            "src/server/features/companies/company-documents.test.ts",
            "src/server/features/me/me.test.ts",
            "src/server/features/backup/backup.test.ts",
          ],
          env: { FUNDLINE_TEST_STORAGE: "s3" },
        },
      },
    ],
  },
});
