// `node --import tsx bench/lighthouse-only.ts <base> <email> <password>`: Lighthouse rows against a
// server that is already running (e.g. `npm start` with demo data), without the load benchmark.
import { measureLighthouse } from "./lighthouse";
import { signIn } from "./server-process";

const [base, email, password] = process.argv.slice(2);
if (!base || !email || !password) throw new Error("usage: bench/lighthouse-only.ts <base> <email> <password>");
await measureLighthouse(base, await signIn(base, email, password), undefined, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
process.exit(0);
