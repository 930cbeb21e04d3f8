import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Person, PersonDetail, personCreateSchema, PersonList, personListQuery, personUpdateSchema } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { companies, companyFounders, people, pocs } from "../../db/schema";
import { fieldChanges, lockedRow } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { updateVersioned } from "../../lib/db-helpers";
import { documentKeys } from "../../lib/documents";
import { AppError, notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { nameKey, personFilters, selectPeople, toPerson } from "./people-query";

type CreateBody = z.output<typeof personCreateSchema>;
type UpdateBody = z.output<typeof personUpdateSchema>;
type ListQuery = z.output<typeof personListQuery>;

/** Search, filters, name order and keyset pages (cursor = the last row's id). */
export async function listPeople(db: Db, caller: Caller, q: ListQuery): Promise<PersonList> {
  const where = personFilters(caller.orgId, q);
  const descending = q.sort === "-name";
  let after;
  if (q.cursor && z.uuid().safeParse(q.cursor).success) {
    const from = sql`(select lower(name), id from people where id = ${q.cursor} and org_id = ${caller.orgId})`;
    after = descending ? sql`(${nameKey}, ${people.id}) < ${from}` : sql`(${nameKey}, ${people.id}) > ${from}`;
  }
  const order = descending ? [desc(nameKey), desc(people.id)] : [asc(nameKey), asc(people.id)];
  const [rows, [{ total }]] = await Promise.all([
    selectPeople(db)
      .where(and(where, after))
      .orderBy(...order)
      .limit(q.limit + 1),
    db.select({ total: count() }).from(people).where(where),
  ]);
  const items = rows.slice(0, q.limit).map(toPerson);
  return { items, total, nextCursor: rows.length > q.limit ? items[items.length - 1].id : null };
}

async function findPerson(db: Db, caller: Caller, id: string): Promise<Person> {
  const [row] = await selectPeople(db).where(and(eq(people.id, id), eq(people.orgId, caller.orgId)));
  if (!row) throw notFound("Person");
  return toPerson(row);
}

/** One person with the companies they founded (newest link first). */
export async function getPerson(db: Db, caller: Caller, id: string): Promise<PersonDetail> {
  const person = await findPerson(db, caller, id);
  const foundedCompanies = await db
    .select({ id: companies.id, name: companies.name })
    .from(companyFounders)
    .innerJoin(companies, eq(companies.id, companyFounders.companyId))
    .where(and(eq(companyFounders.personId, id), eq(companies.orgId, caller.orgId)))
    .orderBy(desc(companyFounders.addedAt));
  return { ...person, foundedCompanies };
}

/** The POC must be one of the caller's organisation; anything else is a 400. */
async function assertPoc(db: Db, orgId: string, pocId: string | null | undefined) {
  if (!pocId) return;
  const [poc] = await db
    .select({ id: pocs.id })
    .from(pocs)
    .where(and(eq(pocs.orgId, orgId), eq(pocs.id, pocId)));
  if (!poc) throw new AppError("validation_failed", "The POC is not one of your organisation's", { pocId: "Unknown POC" });
}

export async function createPerson(db: Db, caller: Caller, body: CreateBody): Promise<PersonDetail> {
  await assertPoc(db, caller.orgId, body.pocId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(people)
      .values({ ...body, orgId: caller.orgId })
      .returning({ id: people.id });
    await recordChange(tx, caller, { entityType: "person", entityId: row.id, label: body.name, action: "created" });
    return row.id;
  });
  return getPerson(db, caller, id);
}

/** Partial update carrying the version the client saw; a stale version is a 409. */
export async function updatePerson(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<PersonDetail> {
  const { version, ...values } = body;
  await assertPoc(db, caller.orgId, values.pocId);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await lockedRow(tx, people, id, caller.orgId, "Person");
    const after = await updateVersioned(tx, people, { id, orgId: caller.orgId, version }, values, "Person");
    const changes = fieldChanges(before, after, Object.keys(values));
    await recordChange(tx, caller, { entityType: "person", entityId: id, label: after.name, action: "updated", changes });
  });
  return getPerson(db, caller, id);
}

/** Deletes the person with their meetings, founder links and documents (cascade), then the documents' files. */
export async function deletePerson(db: Db, storage: Storage, caller: Caller, id: string) {
  const keys = await documentKeys(db, caller, { type: "person", id });
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(people)
      .where(and(eq(people.id, id), eq(people.orgId, caller.orgId)))
      .returning({ name: people.name });
    if (!deleted) throw notFound("Person");
    await recordChange(tx, caller, { entityType: "person", entityId: id, label: deleted.name, action: "deleted" });
  });
  for (const key of keys) await storage.delete(key).catch(() => {});
}
