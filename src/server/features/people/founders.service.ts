import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Founder, founderAddSchema } from "@shared/schemas/people";
import type { Db } from "../../db/client";
import { companies, companyFounders, people } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { findInOrg, lockValue, preparedPerDb } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";

type FounderAdd = z.output<typeof founderAddSchema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The company (in the caller's organisation) joined to its founders in the order they were
 * added: no row is a 404, one row without a founder none yet. One statement either way.
 */
const foundersQuery = preparedPerDb((db) =>
  db
    .select({ id: people.id, name: people.name, addedAt: companyFounders.addedAt })
    .from(companies)
    .leftJoin(companyFounders, eq(companyFounders.companyId, companies.id))
    .leftJoin(people, and(eq(people.id, companyFounders.personId), eq(people.orgId, companies.orgId)))
    .where(and(eq(companies.id, sql.placeholder("companyId")), eq(companies.orgId, sql.placeholder("orgId"))))
    .orderBy(asc(companyFounders.position))
    .prepare("company_founders"),
);

/** The company's founders in order, in one prepared statement. */
export async function listFounders(db: Db, caller: Caller, companyId: string): Promise<Founder[]> {
  const rows = await foundersQuery(db).execute({ companyId, orgId: caller.orgId });
  if (!rows.length) throw notFound("Company");
  return rows.flatMap((r) => (r.id && r.name && r.addedAt ? [{ id: r.id, name: r.name, addedDate: r.addedAt.toISOString() }] : []));
}

/** An existing person of the organisation by id, or by name (any case); a new name creates the person. */
async function personFor(tx: Tx, caller: Caller, body: FounderAdd) {
  if (body.personId) {
    const [row] = await tx
      .select({ id: people.id, name: people.name })
      .from(people)
      .where(and(eq(people.id, body.personId), eq(people.orgId, caller.orgId)));
    if (!row) throw notFound("Person");
    return row;
  }
  const name = (body.name ?? "").trim();
  // Parallel adds of one new name: the lock makes the second find the first's person.
  await lockValue(tx, "person-name", caller.orgId, name.toLowerCase());
  const [existing] = await tx
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.orgId, caller.orgId), sql`lower(${people.name}) = lower(${name})`))
    .limit(1);
  if (existing) return existing;
  const [created] = await tx
    .insert(people)
    .values({ orgId: caller.orgId, name, personType: "Founder" })
    .returning({ id: people.id, name: people.name });
  await recordChange(tx, caller, { entityType: "person", entityId: created.id, label: name, action: "created" });
  return created;
}

/**
 * Links a founder to the company (added last). A new name whose person exists already links
 * that person (the spec skips creating a second one); linking someone twice changes nothing.
 */
export async function addFounder(db: Db, caller: Caller, companyId: string, body: FounderAdd): Promise<Founder[]> {
  const company = await findInOrg(db, companies, companyId, caller.orgId, "Company");
  await db.transaction(async (tx) => {
    const person = await personFor(tx, caller, body);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${companyFounders.position}) + 1, 0)::int` })
      .from(companyFounders)
      .where(eq(companyFounders.companyId, companyId));
    const linked = await tx
      .insert(companyFounders)
      .values({ companyId, personId: person.id, position: next })
      .onConflictDoNothing()
      .returning({ personId: companyFounders.personId });
    if (linked.length)
      await recordChange(tx, caller, {
        entityType: "company",
        entityId: companyId,
        label: company.name,
        action: "updated",
        changes: { founders: { from: null, to: person.name } },
      });
  });
  return listFounders(db, caller, companyId);
}

/** Unlinks a founder (the person stays in the network). */
export async function removeFounder(db: Db, caller: Caller, companyId: string, personId: string) {
  const company = await findInOrg(db, companies, companyId, caller.orgId, "Company");
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(companyFounders)
      .where(and(eq(companyFounders.companyId, companyId), eq(companyFounders.personId, personId)))
      .returning({ personId: companyFounders.personId });
    if (!removed) throw notFound("Founder");
    const [person] = await tx.select({ name: people.name }).from(people).where(eq(people.id, personId));
    await recordChange(tx, caller, {
      entityType: "company",
      entityId: companyId,
      label: company.name,
      action: "updated",
      changes: { founders: { from: person?.name ?? null, to: null } },
    });
  });
}
