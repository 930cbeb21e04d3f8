import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
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
    // Type-aware rules: a promise is awaited, returned, given a rejection handler or marked `void` on
    // purpose, and never passed where a callback's result is dropped. An event handler on a JSX
    // attribute may still be async: React drops what it returns, so it must report its own failures.
    // A promise as a condition is left to the compiler, which refuses it in `if`, `?:` and `&&` (TS2801):
    // checking every condition's type here would add about half again to the lint's time.
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false }, checksConditionals: false }],
    },
  },
  {
    // No import cycles. Paths resolve as the compiler resolves them (tsconfig.json's @web/ and
    // @shared/ aliases included); type-only imports do not count, they vanish at build time.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Who may import whom (scripts/lint/boundaries.js; CONTRIBUTING.md).
    files: ["src/**/*.{ts,tsx}"],
    plugins: { fundline },
    rules: { "fundline/boundaries": "error" },
  },
  {
    // Radix primitives are imported per package. Icons stay on the lucide-react barrel: imported one
    // by one they cost every signed-in first load ~0.3 % more bytes (decision 028).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "radix-ui",
              message:
                'Import the primitive\'s own package: `import * as DialogPrimitive from "@radix-ui/react-dialog"` (add it to package.json, exact version).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // Accessibility of the markup: labels, roles, keyboard access (jsx-a11y's recommended set).
    files: ["src/web/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The kit's controls render a native control (or, for Checkbox, a button), which a label names.
      "jsx-a11y/label-has-associated-control": [
        "error",
        { labelComponents: ["Label"], controlComponents: ["Input", "PasswordInput", "MoneyInput", "NativeSelect", "Textarea", "Checkbox"] },
      ],
      // autoFocus is used only on the field a person has just opened: a dialog's first field (what the
      // ARIA dialog pattern asks for), an inline editor, or the only form of the sign-in, password,
      // invitation and setup pages.
      "jsx-a11y/no-autofocus": "off",
    },
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
