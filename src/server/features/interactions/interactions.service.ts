import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { CaptureShare } from "@shared/constants/interactions";
import type { Interaction } from "@shared/schemas/interactions";
import type { Db } from "../../db/client";
import { captureSettings, companies, interactionCompanies, interactionPeople, interactions, people } from "../../db/schema";
import type { Env } from "../../env";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { decodeCursor, pageCursor, timeKeyText } from "../../lib/keyset-cursor";
import { removeInteraction } from "./capture.service";

/** The domain capture addresses live at: INBOUND_DOMAIN, else the public address's host. */
export const inboundDomainOf = (env: Pick<Env, "INBOUND_DOMAIN" | "publicUrl">) =>
  (env.INBOUND_DOMAIN ?? new URL(env.publicUrl).hostname).toLowerCase();

/** The member's capture settings, made on first use with a random token (80 bits, lowercase: local parts are read case-blind). */
async function settingsOf(db: Db, caller: Pick<Caller, "memberId" | "orgId">) {
  const token = randomBytes(10).toString("hex");
  await db.insert(captureSettings).values({ memberId: caller.memberId, orgId: caller.orgId, token }).onConflictDoNothing();
  const [row] = await db.select().from(captureSettings).where(eq(captureSettings.memberId, caller.memberId));
  return row;
}

export async function captureAddress(db: Db, caller: Caller, domain: string) {
  const row = await settingsOf(db, caller);
  return { address: `log+${row.token}@${domain}` };
}

export async function getCaptureShare(db: Db, caller: Caller) {
  return { share: (await settingsOf(db, caller)).share as CaptureShare };
}

export async function setCaptureShare(db: Db, caller: Caller, share: CaptureShare) {
  await settingsOf(db, caller);
  await db.update(captureSettings).set({ share }).where(eq(captureSettings.memberId, caller.memberId));
  return { share };
}

/** The row and whether the caller may read its text: their own capture, a meeting, or a capturer who shares in full. */
const visibleColumns = (caller: Pick<Caller, "memberId">) => ({
  i: interactions,
  showText: sql<boolean>`(${interactions.capturedByMemberId} = ${caller.memberId} or ${interactions.kind} = 'meeting' or coalesce(${captureSettings.share}, 'subject') = 'full')`,
});

const mayDelete = (caller: Pick<Caller, "memberId" | "role">, capturedBy: string | null) =>
  capturedBy === caller.memberId || caller.role === "owner" || caller.role === "admin";

const toInteraction = (caller: Caller, { i, showText }: { i: typeof interactions.$inferSelect; showText: boolean }): Interaction => ({
  id: i.id,
  kind: i.kind as Interaction["kind"],
  subject: i.subject,
  occurredAt: i.occurredAt.toISOString(),
  participants: i.participants,
  excerpt: showText ? i.excerpt : null,
  capturedBy: { memberId: i.capturedByMemberId, name: i.capturedByName },
  canDelete: caller.role !== "viewer" && mayDelete(caller, i.capturedByMemberId),
});

export async function interactionById(db: Db, caller: Caller, id: string): Promise<Interaction> {
  const [row] = await db
    .select(visibleColumns(caller))
    .from(interactions)
    .leftJoin(captureSettings, eq(captureSettings.memberId, interactions.capturedByMemberId))
    .where(and(eq(interactions.id, id), eq(interactions.orgId, caller.orgId)));
  if (!row) throw notFound("Interaction");
  return toInteraction(caller, row);
}

type Owner = { type: "person" | "company"; id: string };

/**
 * A person's or company's interactions, newest first, one page. The text is shown to its capturer,
 * and to everyone else only when the capturer shares captured e-mails in full.
 */
export async function listInteractions(db: Db, caller: Caller, owner: Owner, q: { limit: number; cursor?: string }) {
  if (owner.type === "person") await findInOrg(db, people, owner.id, caller.orgId, "Person");
  else await findInOrg(db, companies, owner.id, caller.orgId, "Company");
  const link = owner.type === "person" ? interactionPeople : interactionCompanies;
  const linkId = owner.type === "person" ? interactionPeople.personId : interactionCompanies.companyId;
  const where = and(eq(linkId, owner.id), eq(interactions.orgId, caller.orgId));
  // After the last row's (time, id): an e-mail captured while someone pages no longer repeats a row
  // (it did with an offset). An offset given before still pages, the old way.
  const legacy = q.cursor !== undefined && /^\d{1,6}$/.test(q.cursor);
  const [afterKey, afterId] = q.cursor && !legacy ? decodeCursor(q.cursor) : [];
  const after = afterId
    ? sql`(${link.occurredAt}, ${interactions.id}) < (cast(${afterKey} as timestamptz), cast(${afterId} as uuid))`
    : undefined;
  const rows = await db
    .select({ ...visibleColumns(caller), sortKey: timeKeyText(link.occurredAt) })
    .from(link)
    .innerJoin(interactions, eq(interactions.id, link.interactionId))
    .leftJoin(captureSettings, eq(captureSettings.memberId, interactions.capturedByMemberId))
    .where(and(where, after))
    .orderBy(desc(link.occurredAt), desc(interactions.id))
    .limit(q.limit + 1)
    .offset(legacy ? Number(q.cursor) : 0);
  const [{ total }] = await db
    .select({ total: count() })
    .from(link)
    .innerJoin(interactions, eq(interactions.id, link.interactionId))
    .where(where);
  const items = rows.slice(0, q.limit).map((r) => toInteraction(caller, r));
  const last = rows[q.limit - 1];
  return { items, total, nextCursor: rows.length > q.limit ? pageCursor(last.sortKey, last.i.id) : null };
}

/** Deletes an interaction and the meetings it made: its capturer, owners and admins. */
export async function deleteInteraction(db: Db, caller: Caller, id: string) {
  const [row] = await db
    .select()
    .from(interactions)
    .where(and(eq(interactions.id, id), eq(interactions.orgId, caller.orgId)));
  if (!row) throw notFound("Interaction");
  if (!mayDelete(caller, row.capturedByMemberId)) {
    throw new AppError("forbidden", "Only the member who captured it, owners and admins can delete an interaction");
  }
  await db.transaction((tx) => removeInteraction(tx, caller, id, row.subject));
}
