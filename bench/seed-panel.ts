// The company panel's data (issue 16): comments and reminders, notes and their activity entries.
// Most rows are spread over all companies; every 200th comment and every 100th note lands on the
// detail company the bench opens (Bench Co 1), so its tabs page through hundreds of rows.
import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/client";

/** Company number k (0-based, id order) for a row number g: a hash join, not a nested loop. */
export async function companiesNumbered(db: Db, orgId: string) {
  const [{ total }] = (await db.execute<{ total: string }>(sql`select count(*) as total from companies where org_id = ${orgId}`)).rows;
  return {
    total: Number(total),
    join: (g: string) => sql`
      join (select id, row_number() over (order by id) - 1 as k from companies where org_id = ${orgId}) c
        on c.k = (${sql.raw(g)}::bigint * 7919) % ${Number(total)}
      cross join (select id from companies where org_id = ${orgId} and name = 'Bench Co 1') d`,
  };
}

/** Authors round-robin over runs of 7 rows, so that each member writes both kinds (the kind cycles every 5 rows). */
const membersNumbered = (orgId: string) =>
  sql`join (select id, row_number() over (order by id) - 1 as k, count(*) over () as total from members where org_id = ${orgId}) m on m.k = (g / 7) % m.total`;

/** 3 in 5 comments, 2 in 5 reminders (a third of those done, a quarter undated, the rest due from 30 days ago to 60 ahead). */
export async function seedComments(db: Db, orgId: string, count: number) {
  const companies = await companiesNumbered(db, orgId);
  await db.execute(sql`
    insert into comments_reminders (org_id, company_id, author_member_id, kind, text, due_date, done, done_at, created_at, updated_at)
    select ${orgId}, case when g % 200 = 0 then d.id else c.id end, m.id,
      case when g % 5 < 3 then 'comment' else 'reminder' end,
      'Bench note ' || g || ': follow up on the data room, the reference calls and the updated cap table.',
      case when g % 5 >= 3 and g % 4 <> 0 then current_date + (g % 90 - 30) end,
      g % 5 >= 3 and g % 3 = 0,
      case when g % 5 >= 3 and g % 3 = 0 then now() - (g % 30) * interval '1 day' end,
      now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second',
      now() - (g % 400) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${count}) g
    ${companies.join("g")}
    ${membersNumbered(orgId)}`);
  // What the change recorder would have written: one "created" entry per item on its company's timeline.
  await db.execute(sql`
    insert into activity_log (org_id, actor_name, entity_type, entity_id, entity_label, parent_type, parent_id, action, created_at)
    select org_id, 'Bench', kind, id::text, left(text, 80), 'company', company_id::text, 'created', created_at
    from comments_reminders where org_id = ${orgId}`);
  await db.execute(sql`vacuum analyze comments_reminders`);
  await db.execute(sql`vacuum analyze activity_log`);
}

/** Markdown notes of about 1.5 KB each. */
export async function seedNotes(db: Db, orgId: string, count: number) {
  const companies = await companiesNumbered(db, orgId);
  await db.execute(sql`
    insert into notes (org_id, company_id, author_member_id, title, content, created_at, updated_at)
    select ${orgId}, case when g % 100 = 0 then d.id else c.id end, m.id, 'Bench note ' || g,
      '# Call notes ' || g || E'\n\n' || repeat(E'- Revenue grew month over month; churn is flat and the pipeline is healthy.\n', 20),
      now() - (g % 300) * interval '1 day', now() - (g % 200) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${count}) g
    ${companies.join("g")}
    ${membersNumbered(orgId)}`);
  await db.execute(sql`vacuum analyze notes`);
}
