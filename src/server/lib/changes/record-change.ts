import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { FieldChange } from "../../db/schema";
import type { Caller } from "../context";

/** Who made a change: a signed-in caller, or a named system actor (demo, CLI) with no ids. */
export type Actor = Pick<Caller, "orgId" | "name"> & Partial<Pick<Caller, "userId" | "memberId" | "ip">>;

export type Change = {
  entityType: string;
  entityId: string;
  /** How the record is named in the history ("Kestrel Health"); kept after the record is gone. */
  label: string;
  action: "created" | "updated" | "deleted" | "signed_in";
  /** Updates: only the fields that changed. */
  changes?: Record<string, FieldChange>;
  parent?: { type: string; id: string };
};

/** The channel every server process LISTENs on; the payload is a ChangeEvent as JSON. */
export const CHANGES_CHANNEL = "fundline_changes";

type Tx = Pick<Db, "execute">;

/**
 * The one write path for history and live updates: call it inside the write's transaction.
 * It stores the activity entry and NOTIFYs the change in one statement; PostgreSQL (and
 * PGlite) deliver a NOTIFY only when its transaction commits, so a rolled-back write
 * leaves neither an entry nor an event. An update that changed nothing records nothing.
 */
export async function recordChange(tx: Tx, actor: Actor, change: Change): Promise<void> {
  if (change.action === "updated" && change.changes && Object.keys(change.changes).length === 0) return;
  await tx.execute(sql`
    with entry as (
      insert into activity_log (org_id, actor_user_id, actor_member_id, actor_name, entity_type, entity_id, entity_label,
        parent_type, parent_id, action, changes, ip)
      values (${actor.orgId}, ${actor.userId ?? null}, ${actor.memberId ?? null}, ${actor.name}, ${change.entityType},
        ${change.entityId}, ${change.label.slice(0, 300)}, ${change.parent?.type ?? null}, ${change.parent?.id ?? null},
        ${change.action}, ${change.changes ? JSON.stringify(change.changes) : null}::jsonb, ${actor.ip ?? null})
      returning id, org_id, entity_type, entity_id, parent_type, parent_id, action, actor_user_id
    )
    select pg_notify(${CHANGES_CHANNEL}, json_build_object(
      'id', id::text, 'orgId', org_id, 'entityType', entity_type, 'entityId', entity_id,
      'parentType', parent_type, 'parentId', parent_id, 'action', action, 'actorUserId', actor_user_id)::text)
    from entry`);
}
