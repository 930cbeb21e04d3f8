// Bulk-seeds N companies into one organisation in a few set-based statements (generate_series),
// so that 50,000 rows take seconds on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

const stages = ["Leads", "Reviewing", "Initial Interest", "Due Diligence", "IC Review", "Approved - Legal", "Approved - Not Funded", "Warehouse Deals", "Watchlist", "Portfolio", "Passed"];
const sectors = ["Consumer", "Technology", "Healthcare", "Financial Services", "Energy", "Real Estate", "Other"];
const rounds = ["Pre-Seed", "Seed", "Series A", "Series B", "Series C", "Later Stage", "IPO"];
const regions = ["North America", "Europe", "Asia", "South America", "Africa", "Australia"];

const arr = (list: string[]) => sql.raw(`array[${list.map((s) => `'${s}'`).join(",")}]::text[]`);

export async function seedCompanies(db: Db, orgId: string, count: number) {
  if (count <= 0) return;
  const started = Date.now();
  // Stages weighted towards the top of the funnel (Leads and Passed hold most companies).
  await db.execute(sql`
    insert into companies (org_id, name, one_liner, valuation, revenue, region, website, city, sector, sub_sector, stage, round, added_by, created_at)
    select ${orgId}, 'Bench Co ' || g, 'A benchmark company number ' || g || ' that builds something useful for someone.',
      case when g % 9 = 0 then null else ((g::bigint * 7919) % 400) * 250000 end,
      ((g::bigint * 104729) % 100) * 50000,
      (${arr(regions)})[1 + g % 6], 'https://bench' || g || '.example', 'City ' || (g % 50),
      (${arr(sectors)})[1 + g % 7], null,
      (${arr(stages)})[1 + (case when g % 10 < 4 then 0 when g % 10 = 9 then 10 else (g / 10) % 11 end)],
      (${arr(rounds)})[1 + g % 7], 'Bench',
      now() - ((g * 7) % 540) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into company_pocs (company_id, poc_id, position)
    select c.id, p.id, 0 from (select id, row_number() over (order by id) as n from companies where org_id = ${orgId}) c
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from pocs where org_id = ${orgId}) p on p.k = c.n % p.total
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`vacuum analyze company_pocs`);
  console.log(`seeded ${count} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Analytics computed from scratch (cache invalidated before each of 10 sequential requests). */
export async function coldAnalytics(database: string, base: string, cookie: string, invalidate: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    await invalidate();
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/companies/analytics`, { headers: { cookie } });
    if (!res.ok) throw new Error(`analytics: ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  const row = { database, endpoint: "/api/v1/companies/analytics (cold, no cache)", connections: 1, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: Math.round(1000 / at(0.5)) };
  console.log(`${database} analytics cold c=1: p50 ${row.p50} ms, max ${row.p99} ms`);
  return row;
}
