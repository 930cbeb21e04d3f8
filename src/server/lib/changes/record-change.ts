import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { FieldChange } from "../../db/schema";
import type { Caller } from "../context";
import { WEBHOOK_ENTITY_NAMES } from "@shared/constants/integrations";

/** Who made a change: a signed-in caller, or a named system actor (demo, CLI) with no ids. */
export type Actor = Pick<Caller, "orgId" | "name"> & Partial<Pick<Caller, "userId" | "memberId" | "ip" | "tokenId">>;

export type Change = {
  entityType: string;
  entityId: string;
  /** How the record is named in the history ("Kestrel Health"); kept after the record is gone. */
  label: string;
  action: "created" | "updated" | "deleted" | "signed_in";
  /** Updates: only the fields that changed. */
  changes?: Record<string, FieldChange>;
  parent?: { type: string; id: string };
  /** Webhook events this change also is (a public intake's company is an `intake_submission.created`). */
  alsoEvents?: string[];
};

/** The channel every server process LISTENs on; the payload is a ChangeEvent as JSON. */
export const CHANGES_CHANNEL = "fundline_changes";

type Tx = Pick<Db, "execute">;

/**
 * Tells every process that a session ended (sign-out), so its open event streams close at once
 * instead of at their next heartbeat. Not a change of any record: no activity entry, and
 * streams never pass it on to clients.
 */
export async function announceSessionEnded(tx: Tx, orgId: string, sessionId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, json_build_object(
    'id', '0', 'orgId', ${orgId}::text, 'entityType', 'session', 'entityId', ${sessionId}::text,
    'parentType', null, 'parentId', null, 'action', 'ended', 'actorUserId', null)::text)`);
}

/**
 * The one write path for history and live updates: call it inside the write's transaction.
 * It stores the activity entry and NOTIFYs the change in one statement; PostgreSQL (and
 * PGlite) deliver a NOTIFY only when its transaction commits, so a rolled-back write
 * leaves neither an entry nor an event. An update that changed nothing records nothing.
 */
export async function recordChange(tx: Tx, actor: Actor, change: Change): Promise<void> {
  if (change.action === "updated" && change.changes && Object.keys(change.changes).length === 0) return;
  const events = webhookEventsOf(change);
  // The webhook deliveries are queued by the same statement, so a committed change always has them
  // and a rolled-back one never does (decision 019). Without events the CTE inserts nothing.
  await tx.execute(sql`
    with entry as (
      insert into activity_log (org_id, actor_user_id, actor_member_id, actor_token_id, actor_name, entity_type, entity_id,
        entity_label, parent_type, parent_id, action, changes, ip)
      values (${actor.orgId}, ${actor.userId ?? null}, ${actor.memberId ?? null}, ${actor.tokenId ?? null}, ${actor.name},
        ${change.entityType}, ${change.entityId}, ${change.label.slice(0, 300)}, ${change.parent?.type ?? null},
        ${change.parent?.id ?? null}, ${change.action}, ${change.changes ? JSON.stringify(change.changes) : null}::jsonb,
        ${actor.ip ?? null})
      returning id, org_id, entity_type, entity_id, parent_type, parent_id, action, actor_user_id
    ), hooks as (
      insert into webhook_deliveries (org_id, endpoint_id, message_id, event_type, data)
      select e.org_id, e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.type,
        ${events.length ? JSON.stringify(webhookData(actor, change)) : null}::jsonb || jsonb_build_object('record', ${recordSnapshot(change, sql`${change.entityId}`)})
      from webhook_endpoints e
      cross join unnest(${sql.raw(pgTextArray(events))}::text[]) as ev(type)
      where e.org_id = ${actor.orgId} and e.enabled and ev.type = any(e.events)
    )
    select pg_notify(${CHANGES_CHANNEL}, json_build_object(
      'id', id::text, 'orgId', org_id, 'entityType', entity_type, 'entityId', entity_id,
      'parentType', parent_type, 'parentId', parent_id, 'action', action, 'actorUserId', actor_user_id)::text)
    from entry`);
}

/** Changes written together (an import's batch): one statement per 1,000 changes of one record type. */
const CHANGES_PER_STATEMENT = 1000;

/**
 * `recordChange` for many changes at once, with the same effects: one activity entry, one live
 * event and the webhook deliveries per change, in the caller's transaction. The rows go in as one
 * JSON parameter, so a batch of any size costs a statement instead of one round trip per change.
 */
export async function recordChanges(tx: Tx, actor: Actor, changes: Change[]): Promise<void> {
  const kept = changes.filter((c) => !(c.action === "updated" && c.changes && Object.keys(c.changes).length === 0));
  // The record snapshot reads one table per statement, so the batch is split by record type.
  const groups = new Map<string, Change[]>();
  for (const c of kept) {
    const key = `${c.entityType}|${c.action === "deleted"}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const group of groups.values())
    for (let i = 0; i < group.length; i += CHANGES_PER_STATEMENT) {
      const part = group.slice(i, i + CHANGES_PER_STATEMENT);
      const rows = part.map((c) => {
        const events = webhookEventsOf(c);
        return {
          entity_type: c.entityType,
          entity_id: c.entityId,
          label: c.label.slice(0, 300),
          parent_type: c.parent?.type ?? null,
          parent_id: c.parent?.id ?? null,
          action: c.action,
          changes: c.changes ?? null,
          events: events.filter((e) => /^[a-z_.]+$/.test(e)),
          data: events.length ? webhookData(actor, c) : null,
        };
      });
      await tx.execute(sql`
        with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(entity_type text, entity_id text, label text,
            parent_type text, parent_id text, action text, changes jsonb, events text[], data jsonb)
        ), entry as (
          insert into activity_log (org_id, actor_user_id, actor_member_id, actor_token_id, actor_name, entity_type, entity_id,
            entity_label, parent_type, parent_id, action, changes, ip)
          select ${actor.orgId}::uuid, ${actor.userId ?? null}, ${actor.memberId ?? null}::uuid, ${actor.tokenId ?? null}::uuid,
            ${actor.name}, x.entity_type, x.entity_id, x.label, x.parent_type, x.parent_id, x.action, x.changes, ${actor.ip ?? null}
          from input x
          returning id, org_id, entity_type, entity_id, parent_type, parent_id, action, actor_user_id
        ), hooks as (
          insert into webhook_deliveries (org_id, endpoint_id, message_id, event_type, data)
          select e.org_id, e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.type,
            x.data || jsonb_build_object('record', ${recordSnapshot(part[0], sql`x.entity_id`)})
          from input x
          cross join unnest(x.events) as ev(type)
          join webhook_endpoints e on e.org_id = ${actor.orgId} and e.enabled and ev.type = any(e.events)
        )
        select pg_notify(${CHANGES_CHANNEL}, json_build_object(
          'id', id::text, 'orgId', org_id, 'entityType', entity_type, 'entityId', entity_id,
          'parentType', parent_type, 'parentId', parent_id, 'action', action, 'actorUserId', actor_user_id)::text)
        from entry`);
    }
}

/** The public event names of a change (decision 019): `company.updated`, plus `company.stage_changed` when the stage moved. */
export function webhookEventsOf(change: Change): string[] {
  const name = WEBHOOK_ENTITY_NAMES[change.entityType as keyof typeof WEBHOOK_ENTITY_NAMES];
  const events = name && change.action !== "signed_in" ? [`${name}.${change.action}`] : [];
  if (change.entityType === "company" && change.action === "updated" && change.changes?.stage) events.push("company.stage_changed");
  return [...events, ...(change.alsoEvents ?? [])];
}

/** The `data` of a webhook payload: the record, who changed it and how. */
const webhookData = (actor: Actor, change: Change) => ({
  id: change.entityId,
  object: change.entityType,
  label: change.label,
  actor: { type: actor.tokenId ? "api_token" : actor.userId ? "member" : "system", userId: actor.userId ?? null, name: actor.name },
  parent: change.parent ?? null,
  changes: change.changes ?? null,
});

/** The table behind each entity type that webhooks send (a fixed list: the name goes into SQL as is). */
const recordTables: Record<string, string> = {
  company: "companies",
  person: "people",
  lp: "lps",
  lp_crm_row: "lp_crm_rows",
  comment: "comments_reminders",
  reminder: "comments_reminders",
  equity_investment: "equity_investments",
};

/**
 * The record as it is after the change (`entityId`: its id as SQL, a parameter or a column), read inside the change's transaction: its columns in
 * camelCase like the API's fields, without the organisation id and storage keys. Evaluated only
 * for the deliveries the statement inserts, so a change with no subscribed endpoint reads nothing.
 */
function recordSnapshot(change: Pick<Change, "entityType" | "action">, entityId: SQL) {
  const table = recordTables[change.entityType];
  if (!table || change.action === "deleted") return sql`null::jsonb`;
  const extra = joinedFields[change.entityType];
  return sql`((select jsonb_object_agg(lower(left(j.key, 1)) || substr(replace(initcap(j.key), '_', ''), 2), j.value)
    from ${sql.raw(table)} r, jsonb_each(to_jsonb(r)) j
    where r.id = ${uuidOf(entityId)} and j.key <> 'org_id' and right(j.key, 4) <> '_key')
    || coalesce((select ${sql.raw(extra ?? "'{}'::jsonb")} from ${sql.raw(table)} r where r.id = ${uuidOf(entityId)}), '{}'::jsonb))`;
}

/**
 * The id as a uuid for an index lookup (null, matching nothing, for an id that is not one). Comparing
 * `r.id::text` instead scanned the whole table and, in a batch, priced the statement high enough for
 * PostgreSQL to spend half a second JIT-compiling it.
 */
const uuidOf = (id: SQL) =>
  sql`(case when ${id} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${id})::uuid end)`;

const pocName = `jsonb_build_object('pocName', (select p.name from pocs p where p.id = r.poc_id))`;
const companyName = `'companyName', (select c.name from companies c where c.id = r.company_id)`;
const fundName = `'fundName', (select f.name from funds f where f.id = r.fund_id)`;

/**
 * The names a consumer needs besides the ids, as the API returns them: a company's fund and POCs
 * (in order), a person's or LP CRM row's POC, a comment's company and author, an LP's fund, an
 * investment's company and fund. SQL over `r`, the record's row (fixed text, no input).
 */
const joinedFields: Record<string, string> = {
  company: `jsonb_build_object(${fundName}, 'pocs', coalesce((select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name)
    order by cp.position) from company_pocs cp join pocs p on p.id = cp.poc_id where cp.company_id = r.id), '[]'::jsonb))`,
  person: pocName,
  lp_crm_row: pocName,
  lp: `jsonb_build_object(${fundName})`,
  comment: `jsonb_build_object(${companyName}, 'authorName', (select u.name from members m join "user" u on u.id = m.user_id
    where m.id = r.author_member_id))`,
  equity_investment: `jsonb_build_object(${companyName}, ${fundName})`,
};
joinedFields.reminder = joinedFields.comment;

/** A literal text[] of known event names (they come from our constants: letters, dots and underscores only). */
const pgTextArray = (values: string[]) => `'{${values.filter((v) => /^[a-z_.]+$/.test(v)).join(",")}}'`;
