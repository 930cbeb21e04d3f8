import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertRules, members, notificationSettings, user } from "../../db/schema";
import { announceNotification } from "../../lib/notify";
import { localClock } from "./local-time";

type Inserted = { org_id: string; member_id: string; id: string };

/** One signal per member whose inbox grew (not one per notification: an evaluation may add thousands). */
async function announce(db: Db, rows: Inserted[]) {
  const seen = new Map<string, Inserted>();
  for (const r of rows) seen.set(r.member_id, r);
  for (const r of seen.values()) await announceNotification(db, r.org_id, r.member_id, r.id, "created");
}

/** Active members (not disabled) with their settings and local day at `now`. */
export async function activeMembers(db: Db, now: Date, orgId?: string) {
  const rows = await db
    .select({ memberId: members.id, orgId: members.orgId, email: user.email, name: user.name, s: notificationSettings })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.memberId, members.id))
    .where(and(isNull(user.disabledAt), orgId ? eq(members.orgId, orgId) : undefined));
  return rows.map((r) => ({ ...r, clock: localClock(now, r.s?.timeZone ?? "UTC") }));
}

/**
 * Reminders due today (in the author's time zone) or overdue become one inbox item each, once
 * per due date: moving the date notifies again, a second run adds nothing.
 */
export async function evaluateReminders(db: Db, memberList: Awaited<ReturnType<typeof activeMembers>>) {
  const byDay = new Map<string, string[]>();
  for (const m of memberList) byDay.set(m.clock.day, [...(byDay.get(m.clock.day) ?? []), m.memberId]);
  let added = 0;
  for (const [day, ids] of byDay) {
    const res = await db.execute<Inserted>(sql`
      insert into notifications (org_id, member_id, kind, entity_type, entity_id, link, text, dedupe_key)
      select r.org_id, r.author_member_id, 'reminder', 'reminder', r.id, '/companies/' || r.company_id || '?tab=comments&kind=reminder',
        left(case when r.due_date < ${day}::date then 'Overdue' else 'Due today' end || ' · ' || c.name || ': ' || r.text, 500),
        'reminder:' || r.id || ':' || r.due_date
      from comments_reminders r join companies c on c.id = r.company_id
      where r.kind = 'reminder' and not r.done and r.due_date <= ${day}::date
        and r.author_member_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      on conflict (member_id, dedupe_key) do nothing
      returning org_id, member_id, id`);
    added += res.rows.length;
    await announce(db, res.rows);
  }
  return added;
}

/** Members a company's (or person's) POCs name (matched by name), or the owners when none do. */
const recipients = (pocMatch: ReturnType<typeof sql>) => sql`
  poc_members as (
    select distinct h.id as hit_id, m.id as member_id
    from hits h ${pocMatch}
    join members m on m.org_id = h.org_id
    join "user" u on u.id = m.user_id and lower(u.name) = lower(p.name)
  ),
  recipients as (
    select hit_id, member_id from poc_members
    union
    select h.id, m.id from hits h join members m on m.org_id = h.org_id and m.role = 'owner'
    where not exists (select 1 from poc_members pm where pm.hit_id = h.id)
  )`;

/** Stale-relationship rules of every organisation: each situation alerts once, until it changes. */
export async function evaluateAlerts(db: Db, orgId?: string) {
  const rules = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.enabled, true), orgId ? eq(alertRules.orgId, orgId) : undefined));
  let added = 0;
  for (const rule of rules) {
    const res =
      rule.kind === "company_in_stage"
        ? await db.execute<Inserted>(sql`
          with hits as (
            select c.id, c.org_id, c.name, c.stage, c.stage_entered_at from companies c
            where c.org_id = ${rule.orgId} and c.stage = ${rule.stage} and c.stage_entered_at < now() - make_interval(days => ${rule.days})
          ), ${recipients(sql`join company_pocs cp on cp.company_id = h.id join pocs p on p.id = cp.poc_id`)}
          insert into notifications (org_id, member_id, kind, entity_type, entity_id, link, text, dedupe_key)
          select h.org_id, r.member_id, 'alert', 'company', h.id, '/companies/' || h.id,
            left(h.name || ' has been in ' || h.stage || ' for ' || (current_date - h.stage_entered_at::date) || ' days', 500),
            'alert:stage:' || h.id || ':' || h.stage || ':' || extract(epoch from h.stage_entered_at)::bigint
          from recipients r join hits h on h.id = r.hit_id
          on conflict (member_id, dedupe_key) do nothing
          returning org_id, member_id, id`)
        : await db.execute<Inserted>(sql`
          with hits as (
            select pe.id, pe.org_id, pe.name, pe.last_meeting, pe.poc_id from people pe
            where pe.org_id = ${rule.orgId} and pe.value = 'High'
              and coalesce(pe.last_meeting, pe.created_at::date) < current_date - ${rule.days}::int
          ), ${recipients(sql`join pocs p on p.id = h.poc_id`)}
          insert into notifications (org_id, member_id, kind, entity_type, entity_id, link, text, dedupe_key)
          select h.org_id, r.member_id, 'alert', 'person', h.id, '/people/' || h.id,
            left(case when h.last_meeting is null then 'No meeting yet with ' || h.name
              else 'No meeting with ' || h.name || ' since ' || to_char(h.last_meeting, 'Mon FMDD, YYYY') end, 500),
            'alert:contact:' || h.id || ':' || coalesce(h.last_meeting::text, 'never')
          from recipients r join hits h on h.id = r.hit_id
          on conflict (member_id, dedupe_key) do nothing
          returning org_id, member_id, id`);
    added += res.rows.length;
    await announce(db, res.rows);
  }
  return added;
}
