import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PersonDetail, personCreateSchema, PersonList, personListQuery, personUpdateSchema } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { companies, companyFounders, people, pocs } from "../../db/schema";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { preparedPerDb } from "../../lib/db-helpers";
import { documentKeys } from "../../lib/documents";
import { AppError, notFound } from "../../lib/errors";
import { pageCursor, readCursor } from "../../lib/keyset-cursor";
import type { Storage } from "../../lib/storage";
import { alias } from "drizzle-orm/pg-core";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { customListParts, customSortExpression, type CfFilter } from "../../lib/custom-fields/filters";
import { checkCustomFields, mergedValues, withCustomFields } from "../../lib/custom-fields/values";
import { nameKey, personFilters, selectPeople, toPerson } from "./people-query";

type CreateBody = z.output<typeof personCreateSchema>;
type UpdateBody = z.output<typeof personUpdateSchema>;
type ListQuery = z.output<typeof personListQuery>;

/** Search, filters, name order and keyset pages (cursor: the last row's sort key and id, lib/keyset-cursor.ts). */
export async function listPeople(db: Db, caller: Caller, q: ListQuery, cf: CfFilter[] = []): Promise<PersonList> {
  const custom = await customListParts(() => fieldsOf(db, caller.orgId, "person"), people.customFields, cf, q.sort);
  const where = personFilters(caller.orgId, { ...q, custom: custom.conditions });
  const descending = q.sort.startsWith("-");
  const key = custom.sortKey ? customSortExpression(people.customFields, custom.sortKey) : nameKey;
  let after;
  if (q.cursor) {
    const [afterKey, afterId] = readCursor(q.cursor);
    let from;
    if (afterKey === null) {
      const cur = alias(people, "cur");
      const curKey = custom.sortKey ? customSortExpression(cur.customFields, custom.sortKey) : sql`lower(${cur.name})`;
      from = sql`(select ${curKey}, ${cur.id} from ${people} as cur where ${cur.id} = ${afterId} and ${cur.orgId} = ${caller.orgId})`;
    } else from = sql`(cast(${afterKey} as ${sql.raw(custom.sortKey ? "jsonb" : "text")}), cast(${afterId} as uuid))`;
    after = descending ? sql`(${key}, ${people.id}) < ${from}` : sql`(${key}, ${people.id}) > ${from}`;
  }
  const order = descending ? [desc(key), desc(people.id)] : [asc(key), asc(people.id)];
  const everyone = eq(people.orgId, caller.orgId);
  const [rows, [{ total }], [{ totalAll }]] = await Promise.all([
    selectPeople(db, key)
      .where(and(where, after))
      .orderBy(...order)
      .limit(q.limit + 1),
    db.select({ total: count() }).from(people).where(where),
    // The whole network's size, for "0 of 61 people match" while searching.
    db.select({ totalAll: count() }).from(people).where(everyone),
  ]);
  const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
  return { items: rows.slice(0, q.limit).map(toPerson), total, totalAll, nextCursor: last ? pageCursor(last.sortKey, last.p.id) : null };
}

/** The person and the companies they founded (newest link first, as JSON) in one prepared statement. */
const personQuery = preparedPerDb((db) =>
  db
    .select({
      p: people,
      pocName: pocs.name,
      founded: sql<string>`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by f.added_at desc), '[]')::text
        from ${companyFounders} f join ${companies} c on c.id = f.company_id
        where f.person_id = ${people.id} and c.org_id = ${people.orgId})`,
    })
    .from(people)
    .leftJoin(pocs, eq(pocs.id, people.pocId))
    .where(and(eq(people.id, sql.placeholder("id")), eq(people.orgId, sql.placeholder("orgId"))))
    .prepare("person_detail"),
);

/** One person with the companies they founded (newest link first). */
export async function getPerson(db: Db, caller: Caller, id: string): Promise<PersonDetail> {
  const [row] = await personQuery(db).execute({ id, orgId: caller.orgId });
  if (!row) throw notFound("Person");
  return { ...toPerson(row), foundedCompanies: JSON.parse(row.founded) as PersonDetail["foundedCompanies"] };
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
  const { customFields: custom, ...values } = body;
  await assertPoc(db, caller.orgId, body.pocId);
  const customValues = mergedValues({}, await checkCustomFields(db, caller.orgId, "person", custom, "create"));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(people)
      .values({ ...values, customFields: customValues, orgId: caller.orgId })
      .returning({ id: people.id });
    await recordChange(tx, caller, { entityType: "person", entityId: row.id, label: body.name, action: "created" });
    return row.id;
  });
  return getPerson(db, caller, id);
}

/** Partial update carrying the version the client saw; a stale version is a 409. */
export async function updatePerson(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<PersonDetail> {
  const { version, customFields: custom, ...rest } = body;
  await assertPoc(db, caller.orgId, rest.pocId);
  const values = withCustomFields(rest, people.customFields, await checkCustomFields(db, caller.orgId, "person", custom, "update"));
  await db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, people, { id, orgId: caller.orgId, version }, values, "Person");
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
