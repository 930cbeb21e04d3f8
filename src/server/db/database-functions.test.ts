import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";
import { databaseFunctions, functionFile, purposeOf, type DatabaseFunction } from "./database-functions";

const dir = join(import.meta.dirname, "functions");
const files = new Map(
  readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .map((f) => [f.slice(0, -4), readFileSync(join(dir, f), "utf8")]),
);

describe("src/server/db/functions: one file per database function, as the migrated database holds it", () => {
  let ctx: TestContext;
  let functions: DatabaseFunction[];
  beforeAll(async () => {
    ctx = await createTestContext();
    functions = await databaseFunctions(ctx.deps.db);
  });
  afterAll(() => ctx.close());

  it("finds the functions and their triggers in the database", () => {
    const stageEntered = functions.find((fn) => fn.name === "companies_stage_entered");
    expect(stageEntered?.definition).toContain("NEW.stage_entered_at := now()");
    expect(stageEntered?.triggers).toEqual([expect.stringMatching(/^CREATE TRIGGER \w+ BEFORE UPDATE OF stage ON public\.companies/)]);
  });

  it("has a file for each function and none for a function that is gone (`npm run db:functions`)", () => {
    expect([...files.keys()].sort()).toEqual(functions.map((fn) => fn.name).sort());
  });

  it("each file says what its function is for and shows its current definition and triggers (`npm run db:functions`)", () => {
    for (const fn of functions) {
      const text = files.get(fn.name) ?? "";
      const purpose = purposeOf(text);
      expect(purpose, `${fn.name}.sql says what the function is for`).toMatch(/^-- (?!\w+: say what it is for)/);
      expect(text, `${fn.name}.sql matches the migrated database`).toBe(functionFile(fn, purpose));
    }
  });
});
