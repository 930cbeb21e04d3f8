// `node --import tsx bench/notifications.ts`: the figures issue 42 promises, on PGlite (or the
// PostgreSQL of DATABASE_URL, in a scratch database of the test harness).
// 1. One evaluation (`npx fundline notify run --now`) for an organisation of 50 members with
//    100,000 reminders (one in eleven due or overdue) and 20,000 people: its time, and that each
//    member gets at most one e-mail (a second run sends none).
// 2. The inbox list (`GET /api/v1/notifications`) with 32 requests in flight: p50 and p95.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { twoOrganizations } from "../src/server/test/fixtures";
import { createTestContext } from "../src/server/test/harness";
import { runNotifications } from "../src/server/features/notifications/notify-run";

const MEMBERS = 50;
const REMINDERS = 100_000;
const PEOPLE = 20_000;
const COMPANIES = 5_000;
const INBOX_REQUESTS = 2_000;
const IN_FLIGHT = 32;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];

const ctx = await createTestContext();
try {
  const { a } = await twoOrganizations(ctx);
  const db = ctx.deps.db;
  const seedStart = performance.now();
  // The fixture's four members plus 46 colleagues.
  await db.execute(sql`insert into "user" (id, name, email, email_verified)
    select 'bench-user-' || i, 'Bench Colleague ' || i, 'bench-' || i || '@bench.test', true from generate_series(1, ${MEMBERS - 4}) i`);
  await db.execute(sql`insert into members (org_id, user_id, role)
    select ${a.id}::uuid, 'bench-user-' || i, 'member' from generate_series(1, ${MEMBERS - 4}) i`);
  await db.execute(sql`insert into people (org_id, name) select ${a.id}::uuid, 'Bench Person ' || i from generate_series(1, ${PEOPLE}) i`);
  await db.execute(
    sql`insert into companies (org_id, name) select ${a.id}::uuid, 'Bench Co ' || i from generate_series(1, ${COMPANIES}) i`,
  );
  // Reminders spread over the members and companies: one in ten due today or overdue, the rest later or done.
  await db.execute(sql`
    with m as (select array_agg(id order by id) as ids from members where org_id = ${a.id}),
         c as (select array_agg(id order by id) as ids from companies where org_id = ${a.id})
    insert into comments_reminders (org_id, company_id, author_member_id, kind, text, due_date, done)
    select ${a.id}::uuid, c.ids[1 + i % ${COMPANIES}], m.ids[1 + i % ${MEMBERS}], 'reminder', 'Follow up on the round ' || i,
      current_date + (case when i % 11 = 0 then -(i % 5) else 1 + i % 60 end), i % 7 = 0
    from generate_series(1, ${REMINDERS}) i, m, c`);
  const seeded = (performance.now() - seedStart) / 1000;

  const members = Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from members where org_id = ${a.id}`)).rows[0].n);
  const deps = { ...ctx.deps };
  const start = performance.now();
  const first = await runNotifications(deps, { sendNow: true });
  const took = performance.now() - start;
  const second = await runNotifications(deps, { sendNow: true });
  const deliveries = (
    await db.execute<{ status: string; n: number; error: string | null }>(
      sql`select status, count(*)::int as n, max(error) as error from notification_deliveries group by status`,
    )
  ).rows;
  const perMember = new Map<string, number>();
  for (const m of ctx.mails) perMember.set(String(m.to), (perMember.get(String(m.to)) ?? 0) + 1);
  const most = Math.max(0, ...perMember.values());

  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < INBOX_REQUESTS) {
      const t = performance.now();
      const res = await a.member.get("/api/v1/notifications?limit=50");
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`inbox ${res.status}`);
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

  console.log(
    `database: ${ctx.deps.database.kind}; seeded ${members} members, ${REMINDERS} reminders, ${PEOPLE} people in ${seeded.toFixed(1)} s`,
  );
  console.log(
    `evaluation: ${(took / 1000).toFixed(2)} s (budget 5 s): ${first.reminders} reminder items, ${first.alerts} alerts, ${first.digestsSent} digests sent`,
  );
  console.log(`digest deliveries: ${deliveries.map((d) => `${d.n} ${d.status}${d.error ? ` (${d.error})` : ""}`).join(", ")}`);
  console.log(
    `e-mails: ${ctx.mails.length} to ${perMember.size} members, at most ${most} each (budget 1); a second run sent ${second.digestsSent}`,
  );
  console.log(
    `inbox list, ${IN_FLIGHT} in flight, ${INBOX_REQUESTS} requests (in-process): p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms (budget 25 ms)`,
  );
} finally {
  await ctx.close();
}
