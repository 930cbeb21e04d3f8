import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import fundline from "./scripts/lint/boundaries.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "no-control-regex": "off",
    },
  },
  {
    // Who may import whom (scripts/lint/boundaries.js; CONTRIBUTING.md).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { fundline },
    rules: { "fundline/boundaries": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // Cache keys come from the factories of src/web/lib/query-keys.ts, which the live-update
    // invalidation uses too (its test checks every invalidated key reaches a query).
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/lib/query-keys.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression, JSXAttribute[name.name='queryKey'] ArrayExpression",
          message: "Build cache keys with queryKeys (src/web/lib/query-keys.ts), not a literal array.",
        },
      ],
    },
  },
);
