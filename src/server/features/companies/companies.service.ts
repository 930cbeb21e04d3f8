import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { PRE_ORG_WITH_FUND } from "@shared/constants/pipeline";
import {
  datesInOrder,
  SHUT_DOWN_BEFORE_FOUNDED,
  type Company,
  type companyCreateSchema,
  type companyUpdateSchema,
} from "@shared/schemas/companies";
import type { Db } from "../../db/client";
import { companies, companyPocs, funds, pocs } from "../../db/schema";
import { documentKeys } from "../../lib/documents";
import type { Caller } from "../../lib/context";
import { lockValue, preparedPerDb } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import type { Storage } from "../../lib/storage";
import { checkCustomFields, mergedValues, withCustomFields } from "../../lib/custom-fields/values";
import { selectCompanies, toCompany } from "./companies-query";

type CreateBody = z.output<typeof companyCreateSchema>;
type UpdateBody = z.output<typeof companyUpdateSchema>;

export const DUPLICATE_NAME_MESSAGE = "There is already a company with this name. Are you sure you want to add it anyway?";

const companyQuery = preparedPerDb((db) =>
  selectCompanies(db)
    .where(and(eq(companies.id, sql.placeholder("id")), eq(companies.orgId, sql.placeholder("orgId"))))
    .prepare("company_by_id"),
);

export async function getCompany(db: Db, caller: Caller, id: string): Promise<Company> {
  const [row] = await companyQuery(db).execute({ id, orgId: caller.orgId });
  if (!row) throw notFound("Company");
  return toCompany(row);
}

/** POCs and the fund must belong to the caller's organisation; anything else is a 400. */
async function assertReferences(db: Db, orgId: string, body: { pocIds?: string[]; fundId?: string | null }) {
  const ids = [...new Set(body.pocIds ?? [])];
  if (ids.length) {
    const found = await db
      .select({ id: pocs.id })
      .from(pocs)
      .where(and(eq(pocs.orgId, orgId), inArray(pocs.id, ids)));
    if (found.length !== ids.length)
      throw new AppError("validation_failed", "A point of contact is not one of your organisation's", {
        pocIds: "Unknown point of contact",
      });
  }
  if (body.fundId) {
    const [fund] = await db
      .select({ id: funds.id })
      .from(funds)
      .where(and(eq(funds.orgId, orgId), eq(funds.id, body.fundId)));
    if (!fund) throw new AppError("validation_failed", "The fund is not one of your organisation's", { fundId: "Unknown fund" });
  }
}

/** Founded and shut-down dates in order (the database's check would otherwise answer a 500). */
function assertDatesInOrder(dates: { foundedDate?: string | null; shutDownDate?: string | null }) {
  if (!datesInOrder(dates)) throw new AppError("validation_failed", SHUT_DOWN_BEFORE_FOUNDED, { shutDownDate: SHUT_DOWN_BEFORE_FOUNDED });
}

/** An update's dates merged with the stored ones (row locked, so a concurrent edit cannot slip between). */
async function assertUpdatedDatesInOrder(
  tx: Db,
  orgId: string,
  id: string,
  values: { foundedDate?: string | null; shutDownDate?: string | null },
) {
  if (values.foundedDate === undefined && values.shutDownDate === undefined) return;
  const [stored] = await tx
    .select({ foundedDate: companies.foundedDate, shutDownDate: companies.shutDownDate })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.orgId, orgId)))
    .for("update");
  if (!stored) throw notFound("Company");
  assertDatesInOrder({ ...stored, ...values });
}

export async function nameTaken(db: Db, orgId: string, name: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.orgId, orgId), sql`lower(${companies.name}) = lower(${name})`))
    .limit(1);
  return !!row;
}

async function replacePocs(tx: Db, companyId: string, pocIds: string[]) {
  await tx.delete(companyPocs).where(eq(companyPocs.companyId, companyId));
  const unique = [...new Set(pocIds)];
  if (unique.length) await tx.insert(companyPocs).values(unique.map((pocId, position) => ({ companyId, pocId, position })));
}

const pocNames = async (tx: Db, companyId: string) =>
  (
    await tx
      .select({ name: pocs.name })
      .from(companyPocs)
      .innerJoin(pocs, eq(pocs.id, companyPocs.pocId))
      .where(eq(companyPocs.companyId, companyId))
      .orderBy(asc(companyPocs.position))
  ).map((p) => p.name);

/** One fund choice: a fund, "Pre-{Org}" (before the organisation's first fund), or neither; choosing one clears the other. */
function oneFundChoice<T extends { fundId?: string | null; preOrg?: boolean }>(values: T): T {
  if (values.preOrg && values.fundId) throw new AppError("validation_failed", PRE_ORG_WITH_FUND, { fundId: PRE_ORG_WITH_FUND });
  if (values.fundId) return { ...values, preOrg: false };
  if (values.preOrg) return { ...values, fundId: null };
  return values;
}

/** New companies start in Leads; added_by is the caller's display name. A same-name company needs allowDuplicate. */
export async function createCompany(db: Db, caller: Caller, body: CreateBody): Promise<Company> {
  const { pocIds, allowDuplicate, customFields: custom, ...given } = body;
  const values = oneFundChoice(given);
  await assertReferences(db, caller.orgId, body);
  const customValues = mergedValues({}, await checkCustomFields(db, caller.orgId, "company", custom, "create"));
  assertDatesInOrder(values);
  const id = await db.transaction(async (tx) => {
    // Parallel creates of one name: the lock makes the second see the first's row.
    await lockValue(tx, "company-name", caller.orgId, values.name.trim().toLowerCase());
    if (!allowDuplicate && (await nameTaken(tx, caller.orgId, values.name))) {
      throw new AppError("conflict", DUPLICATE_NAME_MESSAGE, { name: DUPLICATE_NAME_MESSAGE });
    }
    const [row] = await tx
      .insert(companies)
      .values({ ...values, customFields: customValues, stage: values.stage ?? "Leads", orgId: caller.orgId, addedBy: caller.name })
      .returning({ id: companies.id });
    if (pocIds?.length) await replacePocs(tx, row.id, pocIds);
    await recordChange(tx, caller, { entityType: "company", entityId: row.id, label: values.name, action: "created" });
    return row.id;
  });
  return getCompany(db, caller, id);
}

/** Partial update carrying the version the client saw; a stale version is a 409. Any stage may follow any stage. */
export async function updateCompany(db: Db, caller: Caller, id: string, body: UpdateBody): Promise<Company> {
  const { version, pocIds, customFields: custom, ...given } = body;
  const values = oneFundChoice(given);
  await assertReferences(db, caller.orgId, body);
  const patch = await checkCustomFields(db, caller.orgId, "company", custom, "update");
  await db.transaction(async (tx) => {
    await assertUpdatedDatesInOrder(tx, caller.orgId, id, values);
    const { after, changes } = await updateTracked(
      tx,
      companies,
      { id, orgId: caller.orgId, version },
      withCustomFields(values, companies.customFields, patch),
      "Company",
    );
    if (pocIds) {
      const from = await pocNames(tx, id);
      await replacePocs(tx, id, pocIds);
      const to = await pocNames(tx, id);
      if (from.join("\n") !== to.join("\n")) changes.pocs = { from, to };
    }
    await recordChange(tx, caller, { entityType: "company", entityId: id, label: after.name, action: "updated", changes });
  });
  return getCompany(db, caller, id);
}

/** Deletes the company, its rows (cascade) and then its stored files. */
export async function deleteCompany(db: Db, storage: Storage, caller: Caller, id: string) {
  const keys = await documentKeys(db, caller, { type: "company", id });
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(companies)
      .where(and(eq(companies.id, id), eq(companies.orgId, caller.orgId)))
      .returning({ logoKey: companies.logoKey, name: companies.name });
    if (!deleted) throw notFound("Company");
    await recordChange(tx, caller, { entityType: "company", entityId: id, label: deleted.name, action: "deleted" });
    return deleted;
  });
  for (const key of [...keys, row.logoKey]) if (key) await storage.delete(key).catch(() => {});
}
