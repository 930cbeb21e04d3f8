import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Fault-injection tests that start and stop their own PostgreSQL server (npm run test:faults).
export default defineConfig({
  resolve: { alias: { "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)) } },
  test: { include: ["src/**/*.fault.test.ts"], testTimeout: 180_000, hookTimeout: 120_000, pool: "forks" },
});
