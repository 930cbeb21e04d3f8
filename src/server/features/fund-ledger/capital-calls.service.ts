import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AllocationPayment, CallPayment, CapitalCall, PaymentInput } from "@shared/schemas/fund-ledger";
import type { Db } from "../../db/client";
import { capitalCallAllocations, capitalCallPayments, capitalCalls, lps } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { fieldChanges, lockedRow, updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";
import { staleError } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { allocateToLps, entryLabel, fundInOrg, type Tx } from "./ledger-helpers";

type CallRow = typeof capitalCalls.$inferSelect;
type CallBody = { date: string; dueDate: string; totalUsd: number; purpose: CallRow["purpose"]; note: string | null };

const change = (row: CallRow, action: "created" | "updated" | "deleted") => ({
  entityType: "capital_call",
  entityId: row.id,
  label: entryLabel("Capital call", row.callDate, row.totalUsd),
  action,
  parent: { type: "fund", id: row.fundId },
});

async function allocationsOf(db: Db, callIds: string[]) {
  if (!callIds.length) return [];
  return db
    .select({
      id: capitalCallAllocations.id,
      callId: capitalCallAllocations.callId,
      lpId: capitalCallAllocations.lpId,
      lpName: lps.entityName,
      lpEmail: lps.email,
      amountUsd: capitalCallAllocations.amountUsd,
      paidUsd: capitalCallAllocations.paidUsd,
      paidOn: capitalCallAllocations.paidOn,
      noticeSentAt: capitalCallAllocations.noticeSentAt,
      version: capitalCallAllocations.version,
    })
    .from(capitalCallAllocations)
    .innerJoin(lps, eq(lps.id, capitalCallAllocations.lpId))
    .where(inArray(capitalCallAllocations.callId, callIds))
    .orderBy(asc(sql`lower(${lps.entityName})`), asc(lps.id));
}

/** The payments on the calls' allocations, oldest first, by allocation. */
async function paymentsOf(db: Db, callIds: string[]) {
  const byAllocation = new Map<string, CallPayment[]>();
  if (!callIds.length) return byAllocation;
  const rows = await db
    .select({
      id: capitalCallPayments.id,
      allocationId: capitalCallPayments.allocationId,
      paidOn: capitalCallPayments.paidOn,
      amountUsd: capitalCallPayments.amountUsd,
    })
    .from(capitalCallPayments)
    .innerJoin(capitalCallAllocations, eq(capitalCallAllocations.id, capitalCallPayments.allocationId))
    .where(inArray(capitalCallAllocations.callId, callIds))
    .orderBy(asc(capitalCallPayments.paidOn), asc(capitalCallPayments.createdAt), asc(capitalCallPayments.id));
  for (const { allocationId, ...p } of rows) byAllocation.set(allocationId, [...(byAllocation.get(allocationId) ?? []), p]);
  return byAllocation;
}

async function withAllocations(db: Db, rows: CallRow[]): Promise<CapitalCall[]> {
  const ids = rows.map((r) => r.id);
  const [allocations, payments] = await Promise.all([allocationsOf(db, ids), paymentsOf(db, ids)]);
  return rows.map((r) => {
    const mine = allocations
      .filter((a) => a.callId === r.id)
      .map(({ callId: _, noticeSentAt, ...a }) => ({
        ...a,
        outstandingUsd: a.amountUsd - a.paidUsd,
        noticeSentAt: noticeSentAt?.toISOString() ?? null,
        payments: payments.get(a.id) ?? [],
      }));
    const paid = mine.reduce((s, a) => s + a.paidUsd, 0);
    return {
      id: r.id,
      fundId: r.fundId,
      date: r.callDate,
      dueDate: r.dueDate,
      totalUsd: r.totalUsd,
      purpose: r.purpose as CapitalCall["purpose"],
      note: r.note,
      paidUsd: paid,
      outstandingUsd: r.totalUsd - paid,
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      allocations: mine,
    };
  });
}

const callInOrg = async (db: Db, caller: Caller, id: string) => {
  const [row] = await db
    .select()
    .from(capitalCalls)
    .where(and(eq(capitalCalls.id, id), eq(capitalCalls.orgId, caller.orgId)));
  if (!row) throw notFound("Capital call");
  return row;
};

/** A fund's calls, newest first, each with its LPs' shares. */
export async function listCapitalCalls(db: Db, caller: Caller, fundId: string) {
  await fundInOrg(db, caller, fundId);
  const rows = await db
    .select()
    .from(capitalCalls)
    .where(and(eq(capitalCalls.fundId, fundId), eq(capitalCalls.orgId, caller.orgId)))
    .orderBy(desc(capitalCalls.callDate), desc(capitalCalls.createdAt));
  const items = await withAllocations(db, rows);
  return { items, total: items.length, nextCursor: null };
}

export const getCapitalCall = async (db: Db, caller: Caller, id: string) =>
  (await withAllocations(db, [await callInOrg(db, caller, id)]))[0];

async function insertAllocations(tx: Tx, caller: Caller, call: CallRow) {
  const parts = await allocateToLps(tx, caller, call.fundId, call.totalUsd);
  await tx.insert(capitalCallAllocations).values(parts.map((p) => ({ ...p, orgId: caller.orgId, callId: call.id })));
}

/** Records the call and splits it over the fund's LPs pro rata to commitment, in one transaction. */
export async function createCapitalCall(db: Db, caller: Caller, fundId: string, body: CallBody) {
  await fundInOrg(db, caller, fundId);
  const row = await db.transaction(async (tx) => {
    const [call] = await tx
      .insert(capitalCalls)
      .values({
        orgId: caller.orgId,
        fundId,
        callDate: body.date,
        dueDate: body.dueDate,
        totalUsd: body.totalUsd,
        purpose: body.purpose,
        note: body.note,
      })
      .returning();
    await insertAllocations(tx, caller, call);
    await recordChange(tx, caller, change(call, "created"));
    return call;
  });
  return getCapitalCall(db, caller, row.id);
}

/**
 * Edits a call. A new total is split again over the fund's LPs, which is only possible while no
 * LP has paid anything on it (a payment belongs to the share it paid).
 */
export async function updateCapitalCall(db: Db, caller: Caller, id: string, body: Partial<CallBody> & { version: number }) {
  const { version, date, ...rest } = body;
  const values = { ...rest, ...(date === undefined ? {} : { callDate: date }) };
  await db.transaction(async (tx) => {
    const before = await lockedRow(tx, capitalCalls, id, caller.orgId, "Capital call");
    if (before.version !== version) throw staleError("Capital call");
    const dueDate = values.dueDate ?? before.dueDate;
    if (dueDate < (values.callDate ?? before.callDate))
      throw new AppError("validation_failed", "Due date cannot be before the call date", {
        dueDate: "Due date cannot be before the call date",
      });
    const reallocate = values.totalUsd !== undefined && values.totalUsd !== before.totalUsd;
    if (reallocate) {
      const [{ paid }] = await tx
        .select({ paid: sql<number>`coalesce(sum(${capitalCallAllocations.paidUsd}), 0)::float8` })
        .from(capitalCallAllocations)
        .where(eq(capitalCallAllocations.callId, id));
      if (paid > 0)
        throw new AppError("conflict", "LPs have already paid on this call: clear their payments before changing its total.", {
          totalUsd: "LPs have already paid on this call",
        });
    }
    const { after } = await updateTracked(tx, capitalCalls, { id, orgId: caller.orgId, version }, values, "Capital call");
    if (reallocate) {
      await tx.delete(capitalCallAllocations).where(eq(capitalCallAllocations.callId, id));
      await insertAllocations(tx, caller, after);
    }
    await recordChange(tx, caller, { ...change(after, "updated"), changes: fieldChanges(before, after, Object.keys(values)) });
  });
  return getCapitalCall(db, caller, id);
}

export async function deleteCapitalCall(db: Db, caller: Caller, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, capitalCalls, id, caller.orgId, "Capital call");
    await tx.delete(capitalCalls).where(eq(capitalCalls.id, id));
    await recordChange(tx, caller, change(row, "deleted"));
  });
}

type AllocationRow = typeof capitalCallAllocations.$inferSelect;

const overpaid = (share: number) => {
  const message = `Paid cannot be more than this LP's share of the call ($${share.toLocaleString("en-US")})`;
  return new AppError("validation_failed", message, { paidUsd: message });
};

/**
 * Changes one allocation's payments under a lock on the allocation (so two people paying at once
 * cannot pay more than the share), then records what its paid total and latest day became. The
 * trigger of migration 0032 keeps `paid_usd` / `paid_on` equal to the payments' sum and latest day.
 */
async function changePayments(
  db: Db,
  caller: Caller,
  id: string,
  version: number | undefined,
  change: (tx: Db, before: AllocationRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, capitalCallAllocations, id, caller.orgId, "Allocation");
    if (version !== undefined && before.version !== version) throw staleError("Allocation");
    await change(tx, before);
    const [after] = await tx.select().from(capitalCallAllocations).where(eq(capitalCallAllocations.id, id));
    const [lp] = await tx.select({ name: lps.entityName }).from(lps).where(eq(lps.id, after.lpId));
    await recordChange(tx, caller, {
      entityType: "capital_call_allocation",
      entityId: id,
      label: `${lp?.name ?? "LP"} · capital call payment`,
      action: "updated",
      changes: fieldChanges(before, after, ["paidUsd", "paidOn"]),
      parent: { type: "capital_call", id: after.callId },
    });
    return after.callId;
  });
}

const paymentsNewestFirst = (tx: Db, allocationId: string) =>
  tx
    .select()
    .from(capitalCallPayments)
    .where(eq(capitalCallPayments.allocationId, allocationId))
    .orderBy(desc(capitalCallPayments.paidOn), desc(capitalCallPayments.createdAt), desc(capitalCallPayments.id));

/**
 * Sets what one LP has paid on its share in total, on a day (the issue's `PATCH` shape, decision 017):
 * more than so far adds a payment of the difference on `paidOn`; less takes the latest payments back
 * (the last one kept is reduced); the same total with another day moves the latest payment. More than
 * the share is a 400.
 */
export async function payAllocation(db: Db, caller: Caller, id: string, body: AllocationPayment) {
  const callId = await changePayments(db, caller, id, body.version, async (tx, before) => {
    if (body.paidUsd > before.amountUsd) throw overpaid(before.amountUsd);
    const paid = before.paidUsd;
    if (body.paidUsd > paid) {
      await tx
        .insert(capitalCallPayments)
        .values({ orgId: caller.orgId, allocationId: id, paidOn: body.paidOn!, amountUsd: body.paidUsd - paid });
      return;
    }
    const payments = await paymentsNewestFirst(tx, id);
    if (body.paidUsd === paid) {
      const latest = payments[0];
      if (latest && body.paidOn && latest.paidOn !== body.paidOn)
        await tx.update(capitalCallPayments).set({ paidOn: body.paidOn }).where(eq(capitalCallPayments.id, latest.id));
      return;
    }
    let excess = paid - body.paidUsd;
    for (const p of payments) {
      if (excess <= 0) break;
      if (p.amountUsd <= excess) await tx.delete(capitalCallPayments).where(eq(capitalCallPayments.id, p.id));
      else
        await tx
          .update(capitalCallPayments)
          .set({ amountUsd: p.amountUsd - excess })
          .where(eq(capitalCallPayments.id, p.id));
      excess -= p.amountUsd;
    }
  });
  return getCapitalCall(db, caller, callId);
}

/** Adds one payment on an LP's share (partial payments); more than what is outstanding is a 400. */
export async function addPayment(db: Db, caller: Caller, id: string, body: PaymentInput) {
  const callId = await changePayments(db, caller, id, undefined, async (tx, before) => {
    if (before.paidUsd + body.amountUsd > before.amountUsd) {
      const message = `Paid cannot be more than this LP's share of the call ($${before.amountUsd.toLocaleString("en-US")}): $${(before.amountUsd - before.paidUsd).toLocaleString("en-US")} is outstanding`;
      throw new AppError("validation_failed", message, { amountUsd: message });
    }
    await tx.insert(capitalCallPayments).values({ orgId: caller.orgId, allocationId: id, paidOn: body.paidOn, amountUsd: body.amountUsd });
  });
  return getCapitalCall(db, caller, callId);
}

/** Takes one payment back (entered by mistake); the LP's share is outstanding by that much again. */
export async function deletePayment(db: Db, caller: Caller, paymentId: string) {
  const [payment] = await db
    .select({ allocationId: capitalCallPayments.allocationId })
    .from(capitalCallPayments)
    .where(and(eq(capitalCallPayments.id, paymentId), eq(capitalCallPayments.orgId, caller.orgId)));
  if (!payment) throw notFound("Payment");
  await changePayments(db, caller, payment.allocationId, undefined, async (tx) => {
    const gone = await tx
      .delete(capitalCallPayments)
      .where(eq(capitalCallPayments.id, paymentId))
      .returning({ id: capitalCallPayments.id });
    if (!gone.length) throw notFound("Payment");
  });
}
