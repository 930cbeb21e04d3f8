import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  companies,
  interactionCompanies,
  interactionPeople,
  interactions,
  meetings,
  members,
  people,
  user,
  websiteDomain,
  type InteractionParticipant,
} from "../../db/schema";
import { recordChange, type Actor } from "../../lib/changes/record-change";
import { findInOrg } from "../../lib/db-helpers";
import { insertPendingDocuments, removePendingFiles, storeFiles, type DocumentOwner } from "../../lib/documents";
import type { Storage } from "../../lib/storage";
import { notify } from "../../lib/notify";
import { companyDomainOf, isInboundAddress } from "./addresses";
import { participantsOf, type Address, type CapturedMessage } from "./parse-message";

/** A text[] parameter (drizzle would send a JS array as a record). */
const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The member a message is logged for: the capture address's owner, or the uploader. */
export type Capturer = { orgId: string; memberId: string; userId: string; name: string; email: string };

export type CaptureOutcome =
  | { status: "stored"; interactionId: string; unknown: Address[] }
  | { status: "duplicate"; interactionId: string; unknown: Address[] }
  | { status: "cancelled"; interactionId: string | null; unknown: Address[] }
  | { status: "no_match"; interactionId: null; unknown: Address[] };

/** Where an upload was dropped: the record is linked even when no address on the message matches it. */
export type CaptureTarget = { personId?: string; companyId?: string };

type Matched = { participants: InteractionParticipant[]; personIds: string[]; companyIds: string[]; unknown: Address[] };

/**
 * Matches every address on the message to the organisation's people (by e-mail) and companies (by
 * website domain; free-mail domains never match). Members' own addresses and the instance's capture
 * addresses are dropped: they never become contacts. Two index probes, whatever the network's size.
 */
export async function matchParticipants(db: Db | Tx, orgId: string, message: CapturedMessage, inboundDomain: string): Promise<Matched> {
  const memberEmails = await db
    .select({ email: sql<string>`lower(${user.email})` })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(eq(members.orgId, orgId));
  const own = new Set(memberEmails.map((m) => m.email));
  const addresses = participantsOf(message).filter((a) => !own.has(a.email) && !isInboundAddress(a.email, inboundDomain));
  if (!addresses.length) return { participants: [], personIds: [], companyIds: [], unknown: [] };
  const emails = addresses.map((a) => a.email);
  const domains = [...new Set(emails.map(companyDomainOf).filter((d): d is string => !!d))];
  // A person's primary address or one of their other addresses (people_other_emails_idx).
  const personRows = await db
    .select({ id: people.id, email: sql<string>`lower(${people.email})`, others: people.otherEmails })
    .from(people)
    .where(
      and(eq(people.orgId, orgId), or(inArray(sql`lower(${people.email})`, emails), sql`${people.otherEmails} && ${toTextArray(emails)}`)),
    );
  const companyRows = domains.length
    ? await db
        .select({ id: companies.id, domain: sql<string>`${websiteDomain(companies.website)}` })
        .from(companies)
        .where(and(eq(companies.orgId, orgId), inArray(websiteDomain(companies.website), domains)))
    : [];
  const personBy = new Map(personRows.flatMap((p) => [p.email, ...p.others].map((e) => [e, p.id] as const)));
  const companyBy = new Map(companyRows.map((c) => [c.domain, c.id]));
  const participants = addresses.map((a) => ({
    email: a.email,
    name: a.name,
    personId: personBy.get(a.email) ?? null,
    companyId: companyBy.get(companyDomainOf(a.email) ?? "") ?? null,
  }));
  return {
    participants,
    personIds: [...new Set(personRows.map((p) => p.id))],
    companyIds: [...new Set(companyRows.map((c) => c.id))],
    unknown: participants.filter((p) => !p.personId).map(({ email, name }) => ({ email, name })),
  };
}

const actorOf = (c: Capturer): Actor => ({ orgId: c.orgId, name: c.name, userId: c.userId, memberId: c.memberId });

/** Tells the capturer once per message which participants are not in the network yet. */
async function notifyUnknown(tx: Tx, c: Capturer, key: string, subject: string, unknown: Address[], interactionId: string | null) {
  if (!unknown.length) return;
  const names = unknown.slice(0, 3).map((u) => (u.name ? `${u.name} <${u.email}>` : u.email));
  const more = unknown.length > 3 ? ` and ${unknown.length - 3} more` : "";
  await notify(tx, [
    {
      orgId: c.orgId,
      memberId: c.memberId,
      kind: "capture",
      // Nothing stored (nobody matched): the notification is about the member's own capture.
      entityType: interactionId ? "interaction" : "member",
      entityId: interactionId ?? c.memberId,
      link: `/people?create=${encodeURIComponent(unknown[0].email)}`,
      text: `"${subject}": ${names.join(", ")}${more} ${unknown.length === 1 ? "is" : "are"} not in your network yet. Create the contact?`,
      dedupeKey: `capture:${key}`.slice(0, 200),
    },
  ]);
}

/** Adds the links and one timeline entry on each matched person and company. */
async function link(tx: Tx, c: Capturer, id: string, label: string, at: Date, personIds: string[], companyIds: string[]) {
  if (personIds.length)
    await tx
      .insert(interactionPeople)
      .values(personIds.map((personId) => ({ interactionId: id, personId, occurredAt: at })))
      .onConflictDoNothing();
  if (companyIds.length)
    await tx
      .insert(interactionCompanies)
      .values(companyIds.map((companyId) => ({ interactionId: id, companyId, occurredAt: at })))
      .onConflictDoNothing();
  for (const [type, ids] of [
    ["person", personIds],
    ["company", companyIds],
  ] as const) {
    for (const parentId of ids)
      await recordChange(tx, actorOf(c), {
        entityType: "interaction",
        entityId: id,
        label,
        action: "created",
        parent: { type, id: parentId },
      });
  }
}

async function checkTargets(db: Db, orgId: string, target: CaptureTarget) {
  if (target.personId) await findInOrg(db, people, target.personId, orgId, "Person");
  if (target.companyId) await findInOrg(db, companies, target.companyId, orgId, "Company");
}

/**
 * Stores a captured message for the capturer's organisation: an e-mail interaction, or for an
 * invitation a meeting interaction with a meeting on each matched person. Everything in one
 * transaction; the same Message-ID (or invitation UID) twice is one interaction.
 */
export async function captureMessage(
  db: Db,
  storage: Storage,
  c: Capturer,
  message: CapturedMessage,
  inboundDomain: string,
  target: CaptureTarget = {},
): Promise<CaptureOutcome> {
  await checkTargets(db, c.orgId, target);
  if (message.calendar) return captureInvitation(db, c, message, inboundDomain, target);
  const m = await matchParticipants(db, c.orgId, message, inboundDomain);
  const personIds = [...new Set([...m.personIds, ...(target.personId ? [target.personId] : [])])];
  const companyIds = [...new Set([...m.companyIds, ...(target.companyId ? [target.companyId] : [])])];
  // Attachments are stored before the transaction (files cannot roll back) and removed if it does not keep them.
  const files = (await isCaptured(db, c.orgId, message.messageId)) ? [] : await storeAttachments(storage, message, companyIds, personIds);
  try {
    const outcome = await db.transaction(async (tx) => {
      if (!personIds.length && !companyIds.length) {
        await notifyUnknown(tx, c, message.messageId, message.subject, m.unknown, null);
        return { status: "no_match" as const, interactionId: null, unknown: m.unknown };
      }
      const [row] = await tx
        .insert(interactions)
        .values({
          orgId: c.orgId,
          kind: "email",
          messageId: message.messageId,
          subject: message.subject,
          occurredAt: message.date,
          participants: m.participants,
          excerpt: message.text,
          capturedByMemberId: c.memberId,
          capturedByName: c.name,
        })
        .onConflictDoNothing()
        .returning({ id: interactions.id });
      if (!row) {
        const [existing] = await tx
          .select({ id: interactions.id })
          .from(interactions)
          .where(and(eq(interactions.orgId, c.orgId), eq(interactions.kind, "email"), eq(interactions.messageId, message.messageId)));
        return { status: "duplicate" as const, interactionId: existing.id, unknown: m.unknown };
      }
      await link(tx, c, row.id, message.subject, message.date, personIds, companyIds);
      await insertPendingDocuments(tx, c, files);
      await notifyUnknown(tx, c, message.messageId, message.subject, m.unknown, row.id);
      return { status: "stored" as const, interactionId: row.id, unknown: m.unknown };
    });
    if (outcome.status !== "stored") await removePendingFiles(storage, files);
    return outcome;
  } catch (err) {
    await removePendingFiles(storage, files);
    throw err;
  }
}

/** Whether the organisation already has this e-mail (then its attachments are not stored again). */
async function isCaptured(db: Db, orgId: string, messageId: string) {
  const [row] = await db
    .select({ id: interactions.id })
    .from(interactions)
    .where(and(eq(interactions.orgId, orgId), eq(interactions.kind, "email"), eq(interactions.messageId, messageId)));
  return !!row;
}

/** At most this many attachments of a message, each kept on at most this many records (companies first). */
const MAX_ATTACHMENTS = 10;
const MAX_ATTACHMENT_OWNERS = 10;

/** The message's attachments that are documents (PDF, Office, images), stored for each matched company and person. */
function storeAttachments(storage: Storage, message: CapturedMessage, companyIds: string[], personIds: string[]) {
  const owners: DocumentOwner[] = [
    ...companyIds.map((id) => ({ type: "company" as const, id })),
    ...personIds.map((id) => ({ type: "person" as const, id })),
  ].slice(0, MAX_ATTACHMENT_OWNERS);
  const attachments = message.attachments.slice(0, MAX_ATTACHMENTS).map((a) => ({ fileName: a.fileName, content: a.content }));
  return owners.length && attachments.length ? storeFiles(storage, attachments, owners) : Promise.resolve([]);
}

type RemovedMeeting = { personId: string; date: string };

/** A person whose Last Meeting was a removed meeting's date gets their latest remaining meeting (or none). */
async function afterMeetingsRemoved(tx: Tx, removed: RemovedMeeting[]) {
  for (const date of new Set(removed.map((r) => r.date))) {
    const ids = [...new Set(removed.filter((r) => r.date === date).map((r) => r.personId))];
    await tx
      .update(people)
      .set({
        lastMeeting: sql`(select max(${meetings.date}) from ${meetings} where ${meetings.personId} = ${people.id})`,
        version: sql`${people.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(inArray(people.id, ids), eq(people.lastMeeting, date)));
  }
}

/** Last Meeting moves forward to a new meeting (never back), as when a meeting is logged by hand. */
async function afterMeetingsAdded(tx: Tx, personIds: string[], date: string) {
  if (!personIds.length) return;
  await tx
    .update(people)
    .set({ lastMeeting: sql`greatest(${people.lastMeeting}, ${date}::date)`, version: sql`${people.version} + 1`, updatedAt: new Date() })
    .where(inArray(people.id, personIds));
}

/** Removes an interaction, its links and the meetings it made (CANCEL, or a delete). */
export async function removeInteraction(tx: Tx, c: Pick<Capturer, "orgId" | "name"> & Partial<Capturer>, id: string, label: string) {
  const made = await tx
    .delete(meetings)
    .where(and(eq(meetings.interactionId, id), eq(meetings.orgId, c.orgId)))
    .returning({ personId: meetings.personId, date: meetings.date });
  const linkedPeople = await tx
    .select({ id: interactionPeople.personId })
    .from(interactionPeople)
    .where(eq(interactionPeople.interactionId, id));
  const linkedCompanies = await tx
    .select({ id: interactionCompanies.companyId })
    .from(interactionCompanies)
    .where(eq(interactionCompanies.interactionId, id));
  await tx.delete(interactions).where(and(eq(interactions.id, id), eq(interactions.orgId, c.orgId)));
  await afterMeetingsRemoved(tx, made);
  const actor: Actor = { orgId: c.orgId, name: c.name, userId: c.userId, memberId: c.memberId };
  for (const [type, rows] of [
    ["person", linkedPeople],
    ["company", linkedCompanies],
  ] as const) {
    for (const r of rows)
      await recordChange(tx, actor, { entityType: "interaction", entityId: id, label, action: "deleted", parent: { type, id: r.id } });
  }
}

/**
 * An iTIP REQUEST becomes (or updates) a meeting interaction keyed by the event's UID, with one
 * meeting per matched person; a CANCEL removes it and its meetings. Last Meeting follows.
 */
async function captureInvitation(
  db: Db,
  c: Capturer,
  message: CapturedMessage,
  inboundDomain: string,
  target: CaptureTarget,
): Promise<CaptureOutcome> {
  const ev = message.calendar!;
  const m = await matchParticipants(db, c.orgId, message, inboundDomain);
  const personIds = [...new Set([...m.personIds, ...(target.personId ? [target.personId] : [])])];
  const companyIds = [...new Set([...m.companyIds, ...(target.companyId ? [target.companyId] : [])])];
  const key = `uid:${ev.uid}`;
  return db.transaction(async (tx) => {
    // One invitation at a time per UID and organisation, whichever process received it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`invite:${c.orgId}:${key}`}, 0))`);
    const [existing] = await tx
      .select({ id: interactions.id })
      .from(interactions)
      .where(and(eq(interactions.orgId, c.orgId), eq(interactions.kind, "meeting"), eq(interactions.messageId, key)));
    if (ev.method === "CANCEL") {
      if (existing) await removeInteraction(tx, c, existing.id, ev.summary);
      return { status: "cancelled" as const, interactionId: existing?.id ?? null, unknown: [] };
    }
    if (!personIds.length && !companyIds.length) {
      await notifyUnknown(tx, c, key, ev.summary, m.unknown, null);
      return { status: "no_match" as const, interactionId: null, unknown: m.unknown };
    }
    const values = {
      subject: ev.summary.slice(0, 500),
      occurredAt: ev.start,
      participants: m.participants,
      excerpt: ev.description.slice(0, 2000),
    };
    let id: string;
    if (existing) {
      id = existing.id;
      await tx.update(interactions).set(values).where(eq(interactions.id, id));
      const old = await tx
        .delete(meetings)
        .where(eq(meetings.interactionId, id))
        .returning({ personId: meetings.personId, date: meetings.date });
      await afterMeetingsRemoved(tx, old);
      await tx.delete(interactionPeople).where(eq(interactionPeople.interactionId, id));
      await tx.delete(interactionCompanies).where(eq(interactionCompanies.interactionId, id));
    } else {
      const [row] = await tx
        .insert(interactions)
        .values({ ...values, orgId: c.orgId, kind: "meeting", messageId: key, capturedByMemberId: c.memberId, capturedByName: c.name })
        .returning({ id: interactions.id });
      id = row.id;
    }
    if (personIds.length) {
      await tx.insert(meetings).values(
        personIds.map((personId) => ({
          orgId: c.orgId,
          personId,
          date: ev.date,
          purpose: ev.summary.slice(0, 500),
          notes: ev.description || null,
          interactionId: id,
        })),
      );
    }
    await afterMeetingsAdded(tx, personIds, ev.date);
    await link(tx, c, id, ev.summary, ev.start, personIds, companyIds);
    if (!existing) await notifyUnknown(tx, c, key, ev.summary, m.unknown, id);
    return { status: existing ? ("duplicate" as const) : ("stored" as const), interactionId: id, unknown: m.unknown };
  });
}
