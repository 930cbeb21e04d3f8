// The network (issue 17: people, meetings, founders) and the LPs (issue 20: LPs per fund, LP CRM
// boards with Stage A/B/C and their rows), in the same set-based style as seed.ts.
import { sql } from "drizzle-orm";
import { defaultSubboards } from "../src/shared/constants/lps";
import { checkSizeRanges, personSectors, personStages, personTypes, personValues } from "../src/shared/constants/people";
import type { Db } from "../src/server/db/client";
import { companiesNumbered } from "./seed-panel";

const arr = (list: readonly string[]) => sql.raw(`array[${list.map((s) => `'${s}'`).join(",")}]::text[]`);
const first = ["Ada", "Ben", "Chloe", "Daniel", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Keiko", "Liam", "Maya"];
const last = ["Martin", "Okafor", "Lindqvist", "Nakamura", "Rossi", "Schmidt", "Dubois", "Kowalski", "Haddad", "Silva", "Chen"];
const titles = ["Partner", "Principal", "CEO", "CTO", "Managing Director", "Analyst", "Founder", "Advisor"];

/** People with every list column filled; POCs round-robin; names repeat with a number so they sort and search like real ones. */
export async function seedPeople(db: Db, orgId: string, count: number) {
  await db.execute(sql`
    insert into people (org_id, name, company_name, title, email, phone, linkedin, person_type, sector_focus, stage, value, check_size_range, city, poc_id, created_at)
    select ${orgId}, (${arr(first)})[1 + g % 13] || ' ' || (${arr(last)})[1 + (g / 13) % 11] || ' ' || g,
      'Bench Co ' || (1 + (g * 31) % 50000), (${arr(titles)})[1 + g % 8], 'person' || g || '@bench.example',
      '(212) 555-' || lpad((g % 10000)::text, 4, '0'), 'https://www.linkedin.com/in/bench-' || g,
      (${arr(personTypes)})[1 + g % 10], (${arr(personSectors)})[1 + g % 9], (${arr(personStages)})[1 + g % 6],
      (${arr(personValues)})[1 + g % 3], (${arr(checkSizeRanges)})[1 + g % 6], 'City ' || (g % 50), p.id,
      now() - (g % 700) * interval '1 day'
    from generate_series(1, ${count}) g
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from pocs where org_id = ${orgId}) p on p.k = g % p.total`);
  await db.execute(sql`vacuum analyze people`);
}

/** Meetings spread over the people (newest within two years); each person's last meeting date follows. */
export async function seedMeetings(db: Db, orgId: string, count: number) {
  const [{ total }] = (await db.execute<{ total: string }>(sql`select count(*) as total from people where org_id = ${orgId}`)).rows;
  await db.execute(sql`
    insert into meetings (org_id, person_id, date, purpose, notes, created_at)
    select ${orgId}, p.id, current_date - (g % 730), 'Bench meeting ' || g, 'Discussed the fund and a co-investment.', now() - (g % 730) * interval '1 day'
    from generate_series(1, ${count}) g
    join (select id, row_number() over (order by id) - 1 as k from people where org_id = ${orgId}) p on p.k = (g::bigint * 7919) % ${Number(total)}`);
  await db.execute(sql`
    update people set last_meeting = m.last from (select person_id, max(date) as last from meetings where org_id = ${orgId} group by person_id) m
    where people.id = m.person_id`);
  // One founder per company for as many companies as there are people, three on the bench's detail company.
  const companies = await companiesNumbered(db, orgId);
  await db.execute(sql`
    insert into company_founders (company_id, person_id, position)
    select case when g <= 3 then d.id else c.id end, p.id, case when g <= 3 then g - 1 else 0 end
    from (select id, row_number() over (order by id) as g from people where org_id = ${orgId}) p
    ${companies.join("p.g")}
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze meetings`);
  await db.execute(sql`vacuum analyze people`);
  await db.execute(sql`vacuum analyze company_founders`);
}

/** LPs over the organisation's funds, commitments from $250K to $25M. */
export async function seedLps(db: Db, orgId: string, count: number) {
  await db.execute(sql`
    insert into lps (org_id, fund_id, entity_name, email, phone, commitment_usd, created_at)
    select ${orgId}, f.id, (${arr(last)})[1 + g % 11] || ' Family Office ' || g, 'lp' || g || '@bench.example',
      '(646) 555-' || lpad((g % 10000)::text, 4, '0'), 250000 * (1 + (g * 37) % 100), now() - (g % 500) * interval '1 day'
    from generate_series(1, ${count}) g
    join (select id, row_number() over (order by created_at, name) - 1 as k, count(*) over () as total from funds where org_id = ${orgId}) f on f.k = g % f.total`);
  await db.execute(sql`vacuum analyze lps`);
}

/** `boards` boards named Bench Board n with the default subboards; `rows` rows spread evenly over them. */
export async function seedLpCrm(db: Db, orgId: string, boards: number, rows: number) {
  await db.execute(sql`
    insert into lp_boards (org_id, name, created_at) select ${orgId}, 'Bench Board ' || g, now() - g * interval '1 hour'
    from generate_series(1, ${boards}) g`);
  const names = defaultSubboards.map((s) => s.name);
  const colors = defaultSubboards.map((s) => s.color);
  await db.execute(sql`
    insert into lp_subboards (org_id, board_id, name, color, position)
    select ${orgId}, b.id, (${arr(names)})[i], (${arr(colors)})[i], i - 1
    from lp_boards b cross join generate_series(1, ${names.length}) i where b.org_id = ${orgId} and b.name like 'Bench Board %'`);
  await db.execute(sql`
    insert into lp_crm_rows (org_id, board_id, subboard_id, lead, poc_id, intro_poc, lp_poc, lp_email, commitment_usd)
    select ${orgId}, s.board_id, s.id, (${arr(last)})[1 + g % 11] || ' Capital ' || g, p.id, 'Intro ' || (g % 40), 'Partner ' || (g % 90),
      'crm' || g || '@bench.example', 100000 * (1 + (g * 13) % 200)
    from generate_series(1, ${rows}) g
    join (select s.id, s.board_id, row_number() over (order by b.name, s.position) - 1 as k from lp_subboards s
          join lp_boards b on b.id = s.board_id where b.org_id = ${orgId} and b.name like 'Bench Board %') s on s.k = g % ${boards * names.length}
    join (select id, row_number() over (order by name) - 1 as k, count(*) over () as total from pocs where org_id = ${orgId}) p on p.k = g % p.total`);
  await db.execute(sql`vacuum analyze lp_boards`);
  await db.execute(sql`vacuum analyze lp_subboards`);
  await db.execute(sql`vacuum analyze lp_crm_rows`);
}
