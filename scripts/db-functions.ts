// Rewrites src/server/db/functions/<name>.sql from a freshly migrated embedded database: one file per
// function our migrations define, with the triggers that fire it. Run after a migration that adds or
// changes a function (`npm run db:functions`); src/server/db/database-functions.test.ts fails until then.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../src/server/db/client";
import { databaseFunctions, functionFile, purposeOf } from "../src/server/db/database-functions";

const dir = join(import.meta.dirname, "../src/server/db/functions");
const database = openDatabase({ inMemory: true });
await database.migrate();
const functions = await databaseFunctions(database.db);
await database.close();

const names = new Set(functions.map((fn) => fn.name));
for (const file of readdirSync(dir)) if (file.endsWith(".sql") && !names.has(file.slice(0, -4))) rmSync(join(dir, file));
for (const fn of functions) {
  const path = join(dir, `${fn.name}.sql`);
  const purpose = existsSync(path) ? purposeOf(readFileSync(path, "utf8")) : "";
  writeFileSync(path, functionFile(fn, purpose || `-- ${fn.name}: say what it is for and why it is a trigger.`));
}
console.log(`${functions.length} functions in ${dir}`);
