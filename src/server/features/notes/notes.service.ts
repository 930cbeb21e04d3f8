import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Note, NoteSummary, noteCreateSchema, noteListQuery, noteUpdateSchema } from "@shared/schemas/notes";
import type { Db } from "../../db/client";
import { companies, members, notes, user } from "../../db/schema";
import { fieldChanges, lockedRow } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, updateVersioned } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";
import { likeContains } from "../../lib/like";
import { recordMentions } from "../../lib/mentions";

type ListQuery = z.output<typeof noteListQuery>;
type CreateBody = z.output<typeof noteCreateSchema>;
type UpdateBody = z.output<typeof noteUpdateSchema>;

const summary = {
  id: notes.id,
  companyId: notes.companyId,
  title: notes.title,
  excerpt: sql<string>`left(${notes.content}, 160)`,
  authorName: user.name,
  version: notes.version,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

const withAuthor = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A note's mentions point at the note itself (the Notes tab opens it). */
const mentionSource = (companyId: string, id: string, title: string, content: string) => ({
  type: "note" as const,
  id,
  link: `/companies/${companyId}?tab=notes&note=${id}`,
  // One line of text: line-start markdown (headings, quotes, bullets) and emphasis marks dropped.
  text: `${title}: ${content
    .replace(/^[ \t]*(?:#{1,6}|>|[-*+]|\d+\.)[ \t]+/gm, "")
    .replace(/\*\*|__/g, "")
    .replace(/\s+/g, " ")
    .trim()}`,
});

const companyOf = (db: Db, caller: Caller, companyId: string) => findInOrg(db, companies, companyId, caller.orgId, "Company");

/** The company's notes, last edited first, without their bodies; q matches title or content. */
export async function listNotes(db: Db, caller: Caller, companyId: string, q: ListQuery) {
  const search = q.q?.trim() ? likeContains(q.q.trim()) : null;
  const where = and(
    eq(notes.orgId, caller.orgId),
    eq(notes.companyId, companyId),
    search ? or(ilike(notes.title, search), ilike(notes.content, search)) : undefined,
  );
  const offset = Math.max(0, Number.parseInt(q.cursor ?? "0", 10) || 0);
  // The company check (404 for another organisation's) runs alongside: the list and count are scoped to the caller's organisation anyway.
  const [, rows, [{ n }]] = await Promise.all([
    companyOf(db, caller, companyId),
    db
      .select(summary)
      .from(notes)
      .leftJoin(members, eq(members.id, notes.authorMemberId))
      .leftJoin(user, eq(user.id, members.userId))
      .where(where)
      .orderBy(desc(notes.updatedAt), desc(notes.id))
      .limit(q.limit + 1)
      .offset(offset),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  const items: NoteSummary[] = rows.slice(0, q.limit).map(withAuthor);
  return { items, total: n, nextCursor: rows.length > q.limit ? String(offset + q.limit) : null };
}

export async function getNote(db: Db, caller: Caller, companyId: string, id: string): Promise<Note> {
  const [row] = await db
    .select({ ...summary, content: notes.content })
    .from(notes)
    .leftJoin(members, eq(members.id, notes.authorMemberId))
    .leftJoin(user, eq(user.id, members.userId))
    .where(and(eq(notes.id, id), eq(notes.companyId, companyId), eq(notes.orgId, caller.orgId)));
  if (!row) throw notFound("Note");
  const { excerpt: _excerpt, ...note } = withAuthor(row);
  return note;
}

export async function createNote(db: Db, caller: Caller, companyId: string, body: CreateBody) {
  const company = await companyOf(db, caller, companyId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notes)
      .values({ orgId: caller.orgId, companyId: company.id, authorMemberId: caller.memberId, title: body.title, content: body.content })
      .returning({ id: notes.id });
    await recordChange(tx, caller, {
      entityType: "note",
      entityId: row.id,
      label: body.title,
      action: "created",
      parent: { type: "company", id: company.id },
    });
    await recordMentions(tx, caller, mentionSource(company.id, row.id, body.title, body.content), body.mentions);
    return row.id;
  });
  return getNote(db, caller, companyId, id);
}

/** A note of this company in the caller's organisation, locked for the write; 404 otherwise. */
async function lockedNote(tx: Db, caller: Caller, companyId: string, id: string) {
  const row = await lockedRow(tx, notes, id, caller.orgId, "Note");
  if (row.companyId !== companyId) throw notFound("Note");
  return row;
}

export async function updateNote(db: Db, caller: Caller, companyId: string, id: string, body: UpdateBody) {
  const { version, mentions, ...values } = body;
  await db.transaction(async (tx) => {
    const before = await lockedNote(tx, caller, companyId, id);
    const after = await updateVersioned(tx, notes, { id, orgId: caller.orgId, version }, values, "Note");
    // The activity entry says the body changed without copying up to 50,000 characters twice.
    const changes = fieldChanges(
      before,
      after,
      Object.keys(values).filter((k) => k !== "content"),
    );
    if (values.content !== undefined && values.content !== before.content) changes.content = { from: "(previous text)", to: "(edited)" };
    await recordChange(tx, caller, {
      entityType: "note",
      entityId: id,
      label: after.title,
      action: "updated",
      changes,
      parent: { type: "company", id: companyId },
    });
    // A member mentioned again in a later edit is not notified twice (one notification per note).
    await recordMentions(tx, caller, mentionSource(companyId, id, after.title, after.content), mentions);
  });
  return getNote(db, caller, companyId, id);
}

export const deleteNote = (db: Db, caller: Caller, companyId: string, id: string) =>
  db.transaction(async (tx) => {
    const row = await lockedNote(tx, caller, companyId, id);
    await tx.delete(notes).where(eq(notes.id, id));
    await recordChange(tx, caller, {
      entityType: "note",
      entityId: id,
      label: row.title,
      action: "deleted",
      parent: { type: "company", id: companyId },
    });
  });
