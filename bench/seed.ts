// Bulk-seeds the benchmark organisation in a few set-based statements (generate_series), so
// that 50,000 companies take seconds on PGlite and PostgreSQL alike. Each generator reports
// how long it took. The panel's data is in seed-panel.ts, the network's and the LPs' in seed-network.ts.
import { sql } from "drizzle-orm";
import { addRegions, addRounds, addSectors, investmentRoundTypes, pipelineStages } from "../src/shared/constants/pipeline";
import { ticketEfforts, ticketPriorities, ticketStatuses, ticketTypes } from "../src/shared/constants/tickets";
import type { Db } from "../src/server/db/client";
import { seedLpCrm, seedLps, seedMeetings, seedPeople } from "./seed-network";
import { seedBenchFunds, seedFundLedger } from "./seed-ledger";
import { seedComments, seedNotes } from "./seed-panel";

export type Generated = { what: string; count: number; seconds: number };

const arr = (list: readonly string[]) => sql.raw(`array[${list.map((s) => `'${s}'`).join(",")}]::text[]`);

async function timed(what: string, count: number, run: () => Promise<unknown>): Promise<Generated> {
  const started = Date.now();
  await run();
  const row = { what, count, seconds: Math.round((Date.now() - started) / 100) / 10 };
  console.log(`seeded ${count} ${what} in ${row.seconds} s`);
  return row;
}

/** Companies in every stage (weighted to Leads and Passed), created over 18 months, one POC each. */
export async function seedCompanies(db: Db, orgId: string, count: number) {
  await db.execute(sql`
    insert into companies (org_id, name, one_liner, valuation, revenue, region, website, city, sector, sub_sector, stage, round, added_by, created_at, custom_fields)
    select ${orgId}, 'Bench Co ' || g, 'A benchmark company number ' || g || ' that builds something useful for someone.',
      case when g % 9 = 0 then null else ((g::bigint * 7919) % 400) * 250000 end,
      ((g::bigint * 104729) % 100) * 50000,
      (${arr(addRegions)})[1 + g % 6], 'https://bench' || g || '.example', 'City ' || (g % 50),
      (${arr(addSectors)})[1 + g % 7], null,
      (${arr(pipelineStages)})[1 + (case when g % 10 < 4 then 0 when g % 10 = 9 then 10 else (g / 10) % 11 end)],
      (${arr(addRounds)})[1 + g % 7], 'Bench',
      now() - ((g * 7) % 540) * interval '1 day' - (g % 86400) * interval '1 second',
      -- Issue 39: 20 custom field values each (the demo's Thesis fit select and Check size money, and 18 text keys).
      jsonb_build_object('thesis_fit', (array['Strong','Medium','Weak','Strong','Weak'])[1 + g % 5], 'check_size', ((g::bigint * 7919) % 400) * 25000)
        || (select jsonb_object_agg('bench_note_' || k, 'Note ' || k || ' of company ' || g) from generate_series(3, 20) k)
    from generate_series(1, ${count}) g`);
  // Statistics first: without them the POC trigger's update of 50,000 companies was planned as a nested
  // loop over the new rows and ran for over ten minutes.
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`
    insert into company_pocs (company_id, poc_id, position)
    select c.id, p.id, 0 from (select id, row_number() over (order by id) as n from companies where org_id = ${orgId}) c
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from pocs where org_id = ${orgId}) p on p.k = c.n % p.total
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`vacuum analyze company_pocs`);
}

/** Tickets of every status, priority, type and effort, assigned round-robin to the members. */
async function seedTickets(db: Db, orgId: string, count: number) {
  await db.execute(sql`
    insert into tickets (org_id, title, description, status, priority, task_type, effort_level, due_date, assignee_id, created_by, created_at)
    select ${orgId}, 'Bench ticket ' || g, 'Steps to reproduce, expected and actual behaviour of ticket ' || g || '.',
      (${arr(ticketStatuses)})[1 + g % 5], (${arr(ticketPriorities)})[1 + g % 4], (${arr(ticketTypes)})[1 + g % 5], (${arr(ticketEfforts)})[1 + g % 5],
      case when g % 3 = 0 then null else (current_date + (g % 60 - 20))::date end, m.user_id, m.user_id,
      now() - (g % 365) * interval '1 day'
    from generate_series(1, ${count}) g
    join (select user_id, row_number() over (order by user_id) - 1 as k, count(*) over () as total from members where org_id = ${orgId}) m on m.k = g % m.total`);
  await db.execute(sql`vacuum analyze tickets`);
}

/**
 * Portfolio: the first `portfolio` Portfolio-stage companies get a fund, rights (every third a board
 * seat, every other information rights) and investments spread over them, `investments` in all.
 */
async function seedPortfolio(db: Db, orgId: string, portfolio: number, investments: number) {
  // Top the portfolio up to its size from Passed companies (the pipeline's active views leave them out).
  await db.execute(sql`
    update companies set stage = 'Portfolio' where id in (
      select id from companies where org_id = ${orgId} and stage = 'Passed' order by id
      limit greatest(0, ${portfolio} - (select count(*) from companies where org_id = ${orgId} and stage = 'Portfolio')))`);
  await db.execute(sql`
    with p as (select id, row_number() over (order by id) as n from companies where org_id = ${orgId} and stage = 'Portfolio' limit ${portfolio}),
    f as (select id, row_number() over (order by created_at, name) - 1 as k, count(*) over () as total from funds where org_id = ${orgId})
    update companies c set fund_id = f.id, pre_org = false, board_seat = p.n % 3 = 0, information_rights = p.n % 2 = 0
    from p join f on f.k = p.n % f.total where c.id = p.id`);
  // Some portfolio companies exited or out of business: the dashboard's outcomes.
  await db.execute(sql`
    update companies set operating_status = case when abs(hashtext(id::text)) % 10 = 0 then 'Exited'
      when abs(hashtext(id::text)) % 10 = 1 then 'Shut-Down' else 'Active' end
    where org_id = ${orgId} and stage = 'Portfolio'`);
  await db.execute(sql`
    insert into equity_investments (org_id, company_id, round_type, invested_amount, valuation, investment_date)
    select ${orgId}, p.id, (${arr(investmentRoundTypes)})[1 + g % 9],
      50000 + (g % 40) * 25000, 2000000 + (g % 60) * 500000, current_date - (g % 900)
    from generate_series(1, ${investments}) g
    join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total
          from companies where org_id = ${orgId} and stage = 'Portfolio' and fund_id is not null) p on p.k = g % p.total`);
  await db.execute(sql`vacuum analyze companies`);
  await db.execute(sql`vacuum analyze equity_investments`);
}

export const dataSetSize = () => ({
  companies: Number(process.env.BENCH_COMPANIES ?? 50_000),
  tickets: Number(process.env.BENCH_TICKETS ?? 2_000),
  portfolio: Number(process.env.BENCH_PORTFOLIO ?? 5_000),
  investments: Number(process.env.BENCH_INVESTMENTS ?? 20_000),
  comments: Number(process.env.BENCH_COMMENTS ?? 100_000),
  notes: Number(process.env.BENCH_NOTES ?? 20_000),
  people: Number(process.env.BENCH_PEOPLE ?? 20_000),
  meetings: Number(process.env.BENCH_MEETINGS ?? 60_000),
  lps: Number(process.env.BENCH_LPS ?? 5_000),
  // Issue 43: 50 funds, 100,000 capital call allocations.
  funds: Number(process.env.BENCH_FUNDS ?? 50),
  allocations: Number(process.env.BENCH_ALLOCATIONS ?? 100_000),
  lpBoards: Number(process.env.BENCH_LP_BOARDS ?? 50),
  lpCrmRows: Number(process.env.BENCH_LP_CRM_ROWS ?? 20_000),
});

export async function seedDataSet(db: Db, orgId: string, size = dataSetSize()): Promise<Generated[]> {
  return [
    await timed("companies", size.companies, () => seedCompanies(db, orgId, size.companies)),
    await timed("tickets", size.tickets, () => seedTickets(db, orgId, size.tickets)),
    await timed("investments", size.investments, () => seedPortfolio(db, orgId, size.portfolio, size.investments)),
    await timed("comments and reminders", size.comments, () => seedComments(db, orgId, size.comments)),
    await timed("notes", size.notes, () => seedNotes(db, orgId, size.notes)),
    await timed("people", size.people, () => seedPeople(db, orgId, size.people)),
    await timed("meetings (and founders)", size.meetings, () => seedMeetings(db, orgId, size.meetings)),
    await timed("funds", size.funds, () => seedBenchFunds(db, orgId, size.funds)),
    await timed("LPs", size.lps, () => seedLps(db, orgId, size.lps)),
    await timed("capital call allocations", size.allocations, () => seedFundLedger(db, orgId, size.allocations)),
    await timed(`LP CRM rows on ${size.lpBoards} boards`, size.lpCrmRows, () => seedLpCrm(db, orgId, size.lpBoards, size.lpCrmRows)),
  ];
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
  const row = {
    database,
    endpoint: "/api/v1/companies/analytics (cold, no cache)",
    connections: 1,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    rps: Math.round(1000 / at(0.5)),
  };
  console.log(`${database} analytics cold c=1: p50 ${row.p50} ms, max ${row.p99} ms`);
  return row;
}
