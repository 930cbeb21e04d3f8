import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, mentions } from "../db/schema";
import type { Caller } from "./context";
import { AppError } from "./errors";
import { notify } from "./notify";

type Tx = Pick<Db, "insert" | "execute" | "select">;

/**
 * Stores the members a comment or note mentions, as references, and notifies each (not the
 * author). Only members of the caller's organisation can be mentioned: any other id is a 400.
 */
export async function recordMentions(
  tx: Tx,
  caller: Caller,
  source: { type: "comment" | "note"; id: string; link: string; text: string },
  memberIds: string[] | undefined,
) {
  const ids = [...new Set(memberIds ?? [])];
  if (!ids.length) return;
  const found = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.orgId, caller.orgId), inArray(members.id, ids)));
  if (found.length !== ids.length)
    throw new AppError("validation_failed", "Only members of your organisation can be mentioned", {
      mentions: "Only members of your organisation can be mentioned",
    });
  await tx
    .insert(mentions)
    .values(ids.map((memberId) => ({ orgId: caller.orgId, memberId, sourceType: source.type, sourceId: source.id })))
    .onConflictDoNothing();
  const snippet = source.text.length > 140 ? `${source.text.slice(0, 139)}…` : source.text;
  await notify(
    tx,
    ids
      .filter((id) => id !== caller.memberId)
      .map((memberId) => ({
        orgId: caller.orgId,
        memberId,
        kind: "mention" as const,
        entityType: source.type,
        entityId: source.id,
        link: source.link,
        text: `${caller.name} mentioned you: ${snippet}`,
        dedupeKey: `mention:${source.id}`,
      })),
  );
}
