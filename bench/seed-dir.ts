// `node --import tsx bench/seed-dir.ts <dataDir>`: an embedded-database data directory with the
// demo data and the bench's data set (sizes as in seed.ts), for bench/ab.ts or
// bench/lighthouse-only.ts against servers started on copies of it. Prints the sign-in.
import { bootstrap } from "../src/server/bootstrap";
import { loadDemoData } from "../src/server/demo/demo.service";
import { loadEnv } from "../src/server/env";
import { createLogger } from "../src/server/lib/logger";
import { createOrganization } from "../src/server/lib/organizations";
import { seedDataSet } from "./seed";

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: bench/seed-dir.ts <dataDir>");
const deps = await bootstrap(loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0" }), { log: createLogger("silent") });
const email = "bench@bench.test";
const password = "bench-password-1234";
const org = await createOrganization(deps.db, deps.auth, { name: "Bench Capital", admin: { email, password, name: "Bench" } });
await loadDemoData(deps, org.id);
for (const g of await seedDataSet(deps.db, org.id)) console.log(`${g.what}: ${g.count} in ${g.seconds} s`);
await deps.database.close();
console.log(`sign in as ${email} / ${password}`);
process.exit(0);
