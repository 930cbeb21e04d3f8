import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { OfferRoundType } from "@shared/constants/pipeline";
import type { EquityOffer, equityOfferCreateSchema, equityOfferUpdateSchema } from "@shared/schemas/equity-offers";
import type { Db } from "../../db/client";
import { companies, equityOffers } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg, updateVersioned } from "../../lib/db-helpers";
import { notFound } from "../../lib/errors";
import { fieldChanges } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { formatMoney } from "@shared/format";

type OfferRow = typeof equityOffers.$inferSelect;

const toOffer = (o: OfferRow): EquityOffer => ({
  id: o.id,
  companyId: o.companyId,
  roundType: o.roundType as OfferRoundType,
  investedAmount: o.investedAmount,
  valuation: o.valuation,
  investmentDate: o.investmentDate,
  version: o.version,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});

/** "Series A · $2,000,000": how the offer is named in the company's history. */
const label = (o: OfferRow) => `${o.roundType} · ${formatMoney(o.investedAmount)}`;
const change = (o: OfferRow, action: "created" | "updated" | "deleted") => ({
  entityType: "equity_offer",
  entityId: o.id,
  label: label(o),
  action,
  parent: { type: "company", id: o.companyId },
});

const offerWhere = (caller: Caller, companyId: string, offerId: string) =>
  and(eq(equityOffers.id, offerId), eq(equityOffers.companyId, companyId), eq(equityOffers.orgId, caller.orgId));

export async function listOffers(db: Db, caller: Caller, companyId: string) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const rows = await db
    .select()
    .from(equityOffers)
    .where(and(eq(equityOffers.companyId, companyId), eq(equityOffers.orgId, caller.orgId)))
    .orderBy(asc(equityOffers.createdAt), asc(equityOffers.id));
  return { items: rows.map(toOffer), total: rows.length, nextCursor: null };
}

export async function createOffer(db: Db, caller: Caller, companyId: string, body: z.output<typeof equityOfferCreateSchema>) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(equityOffers)
      .values({ ...body, orgId: caller.orgId, companyId })
      .returning();
    await recordChange(tx, caller, change(inserted, "created"));
    return inserted;
  });
  return toOffer(row);
}

/** Partial update with the version the client saw: stale is a 409, another company's or organisation's offer a 404. */
export async function updateOffer(
  db: Db,
  caller: Caller,
  companyId: string,
  offerId: string,
  body: z.output<typeof equityOfferUpdateSchema>,
) {
  const { version, ...values } = body;
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select()
      .from(equityOffers)
      .where(offerWhere(caller, companyId, offerId))
      .for("update");
    if (!before) throw notFound("Offer");
    const after = await updateVersioned(tx, equityOffers, { id: offerId, orgId: caller.orgId, version }, values, "Offer");
    await recordChange(tx, caller, { ...change(after, "updated"), changes: fieldChanges(before, after, Object.keys(values)) });
    return after;
  });
  return toOffer(row);
}

export async function deleteOffer(db: Db, caller: Caller, companyId: string, offerId: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(equityOffers)
      .where(offerWhere(caller, companyId, offerId))
      .returning();
    if (!deleted) throw notFound("Offer");
    await recordChange(tx, caller, change(deleted, "deleted"));
  });
}
