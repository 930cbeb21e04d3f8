// The project's ESLint config (eslint.config.js) refuses a floating promise, an import cycle (through
// the tsconfig aliases), markup a keyboard cannot reach and Radix primitives taken from the radix-ui barrel. The probe files are written to a folder
// of their own under src/web/lib for the length of the test, because the type-aware rules and the
// cycle check read the files from disk, and removed afterwards.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let dir;
const results = {};

const probes = {
  "floating.ts": "export async function later() {\n  return 1;\n}\nlater();\n",
  "ignored-on-purpose.ts": "export async function later() {\n  return 1;\n}\nvoid later();\n",
  "cycle-a.ts": 'import { b } from "@web/lib/PROBE/cycle-b";\nexport const a = () => b() + 1;\n',
  "cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => (a ? 1 : 0);\n',
  "types-a.ts": 'import type { B } from "./types-b";\nexport type A = { b?: B };\n',
  "types-b.ts": 'import type { A } from "./types-a";\nexport type B = { a?: A };\n',
  "radix-barrel.ts": 'import { Dialog } from "radix-ui";\nexport const dialog = Dialog;\n',
  "per-module.ts":
    'import { Plus, type LucideIcon } from "lucide-react";\nimport * as Dialog from "@radix-ui/react-dialog";\nexport const icon: LucideIcon = Plus;\nexport const dialog = Dialog;\n',
  "clickable-div.tsx": "export const Card = ({ open }: { open: () => void }) => <div onClick={open}>Open</div>;\n",
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(root, "src/web/lib/lint-probe-"));
  for (const [name, text] of Object.entries(probes)) writeFileSync(path.join(dir, name), text.replace("PROBE", path.basename(dir)));
  const eslint = new ESLint({ cwd: root });
  for (const result of await eslint.lintFiles([dir])) results[path.basename(result.filePath)] = result.messages;
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rules = (file) => {
  const messages = results[file];
  expect(messages, `${file} was linted`).toBeDefined();
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return [...new Set(messages.map((m) => m.ruleId))].sort();
};

describe("eslint.config.js", () => {
  it("refuses a promise nobody awaits, and accepts one marked void", () => {
    expect(rules("floating.ts")).toEqual(["@typescript-eslint/no-floating-promises"]);
    expect(rules("ignored-on-purpose.ts")).toEqual([]);
  });
  it("refuses an import cycle through an alias and a relative path, but not one of types only", () => {
    expect(rules("cycle-a.ts")).toEqual(["import-x/no-cycle"]);
    expect(rules("cycle-b.ts")).toEqual(["import-x/no-cycle"]);
    expect(rules("types-a.ts")).toEqual([]);
    expect(rules("types-b.ts")).toEqual([]);
  });
  it("refuses Radix primitives from the radix-ui barrel, and accepts them per module (icons stay on lucide-react, decision 028)", () => {
    expect(rules("radix-barrel.ts")).toEqual(["@typescript-eslint/no-restricted-imports"]);
    expect(rules("per-module.ts")).toEqual([]);
  });
  it("refuses a click handler on an element the keyboard cannot reach", () => {
    expect(rules("clickable-div.tsx")).toEqual(["jsx-a11y/click-events-have-key-events", "jsx-a11y/no-static-element-interactions"]);
  });
});
