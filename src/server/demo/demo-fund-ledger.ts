import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { allocateLargestRemainder } from "@shared/fund-ledger";
import type { Db } from "../db/client";
import {
  capitalCallAllocations,
  capitalCallPayments,
  capitalCalls,
  distributionAllocations,
  distributions,
  equityInvestments,
  funds,
  fundValuations,
  lps,
} from "../db/schema";

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(Date.parse(`${iso}T00:00:00Z`) + n * day);
const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/** Quarter ends (YYYY-MM-DD) after `from` and on or before `to`. */
function quarterEnds(from: string, to: string) {
  const out: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
    for (const md of ["03-31", "06-30", "09-30", "12-31"]) if (`${y}-${md}` > from && `${y}-${md}` <= to) out.push(`${y}-${md}`);
  return out;
}

type Lp = { id: string; commitment: number };

/**
 * Fund I and Fund II's ledger, consistent with the demo investments: a call before each half
 * year's investments (plus management fees), LPs paying on the due date — some in two instalments
 * (a deposit before the due date, the rest weeks later), the latest call partly paid, with
 * amounts still outstanding — two distributions after the exits, and a NAV each quarter end that grows with the
 * portfolio. One company gets a follow-on from the other fund ("Fund I & II"). Skipped when the
 * organisation already has capital calls.
 */
export async function loadDemoFundLedger(db: Db, orgId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(capitalCalls).where(eq(capitalCalls.orgId, orgId));
  if (n > 0) return 0;
  const fundRows = await db
    .select({ id: funds.id, name: funds.name })
    .from(funds)
    .where(and(eq(funds.orgId, orgId), inArray(funds.name, ["Fund I", "Fund II"])))
    .orderBy(asc(funds.name));
  await db
    .update(funds)
    .set({
      paymentInstructions: sql`'Wire to First Harbor Bank, ABA 021000021, account 4417 2290 18 (' || ${funds.name} || ' LP). Reference: your LP name and the call date.'`,
    })
    .where(and(eq(funds.orgId, orgId), sql`${funds.paymentInstructions} is null`));
  await followOnFromOtherFund(db, orgId, fundRows);
  const today = isoDay(Date.now());
  let entries = 0;
  for (const fund of fundRows) {
    const members = (
      await db
        .select({ id: lps.id, commitment: lps.commitmentUsd })
        .from(lps)
        .where(eq(lps.fundId, fund.id))
        .orderBy(asc(sql`lower(${lps.entityName})`), asc(lps.id))
    ).map((r): Lp => ({ id: r.id, commitment: r.commitment ?? 0 }));
    const investments = await db
      .select({ date: equityInvestments.investmentDate, amount: equityInvestments.investedAmount })
      .from(equityInvestments)
      .where(eq(equityInvestments.fundId, fund.id))
      .orderBy(asc(equityInvestments.investmentDate));
    if (!members.length || !investments.length) continue;
    entries += await loadFund(db, orgId, fund.id, members, investments, today);
  }
  return entries;
}

async function followOnFromOtherFund(db: Db, orgId: string, fundRows: { id: string; name: string }[]) {
  if (fundRows.length < 2) return;
  const [latest] = await db
    .select({ id: equityInvestments.id, fundId: equityInvestments.fundId })
    .from(equityInvestments)
    .where(and(eq(equityInvestments.orgId, orgId), eq(equityInvestments.fundId, fundRows[0].id)))
    .orderBy(sql`${equityInvestments.investmentDate} desc`)
    .limit(1);
  if (latest) await db.update(equityInvestments).set({ fundId: fundRows[1].id }).where(eq(equityInvestments.id, latest.id));
}

/**
 * How one LP paid its share of a call: on the due date as a rule; every fifth LP in two
 * instalments (40% ten days early, the rest three weeks late) on every other call; on the latest
 * call the first LP has paid half, every third LP nothing yet, and the second a deposit only.
 * Nothing is dated after today.
 */
function paymentSchedule(share: number, lp: number, call: number, latest: boolean, dueDate: string, today: string) {
  if (!share) return [];
  const due = dueDate <= today ? dueDate : today;
  const split = (first: number, firstOn: string, secondOn: string | null) => [
    { paidOn: firstOn, amountUsd: first },
    ...(secondOn ? [{ paidOn: secondOn, amountUsd: share - first }] : []),
  ];
  let list: { paidOn: string; amountUsd: number }[];
  if (latest && lp % 3 === 1) list = [];
  else if (latest && lp === 0) list = [{ paidOn: due, amountUsd: Math.round(share / 2) }];
  else if (latest && lp === 2) list = split(Math.round(share * 0.25), addDays(due, -10), null);
  else if (lp % 5 === 2 && call % 2 === 0) list = split(Math.round(share * 0.4), addDays(due, -10), addDays(due, 21));
  else list = [{ paidOn: due, amountUsd: share }];
  return list.filter((p) => p.paidOn <= today && p.amountUsd > 0);
}

async function loadFund(
  db: Db,
  orgId: string,
  fundId: string,
  members: Lp[],
  investments: { date: string; amount: number }[],
  today: string,
) {
  const committed = members.reduce((s, m) => s + m.commitment, 0);
  const weights = members.map((m) => m.commitment);
  // One call per half year of investing: what the next half year invests, plus half a year of 2% fees.
  const start = addDays(investments[0].date, -30);
  const calls: { date: string; total: number }[] = [];
  for (let date = start; date <= today; date = addDays(date, 182)) {
    const end = addDays(date, 182);
    const invested = investments.filter((i) => i.date >= date && i.date < end).reduce((s, i) => s + i.amount, 0);
    const total = roundTo(invested + committed * 0.01, 10_000);
    if (calls.reduce((s, c) => s + c.total, 0) + total <= committed) calls.push({ date, total });
  }
  let paidIn = 0;
  const paidBy: { date: string; amount: number }[] = [];
  for (const [k, call] of calls.entries()) {
    const due = addDays(call.date, 21);
    const [row] = await db
      .insert(capitalCalls)
      .values({
        orgId,
        fundId,
        callDate: call.date,
        dueDate: due,
        totalUsd: call.total,
        purpose: k % 3 === 2 ? "Management fees" : "Investments",
      })
      .returning({ id: capitalCalls.id });
    const parts = allocateLargestRemainder(call.total, weights) ?? [];
    const schedules = parts.map((share, i) => paymentSchedule(share, i, k, k === calls.length - 1, due, today));
    const allocations = await db
      .insert(capitalCallAllocations)
      .values(members.map((m, i) => ({ orgId, callId: row.id, lpId: m.id, amountUsd: parts[i] })))
      .returning({ id: capitalCallAllocations.id });
    const payments = schedules.flatMap((list, i) => list.map((p) => ({ orgId, allocationId: allocations[i].id, ...p })));
    if (payments.length) await db.insert(capitalCallPayments).values(payments);
    for (const p of payments) {
      paidIn += p.amountUsd;
      paidBy.push({ date: p.paidOn, amount: p.amountUsd });
    }
  }
  // Two distributions after the portfolio's exits: a return of capital and a gain.
  const dists = [
    { date: addDays(today, -210), total: roundTo(paidIn * 0.12, 10_000), kind: "Return of capital" as const },
    { date: addDays(today, -75), total: roundTo(paidIn * 0.08, 10_000), kind: "Gain" as const },
  ].filter((d) => d.date > (calls[0]?.date ?? today));
  for (const d of dists) {
    const [row] = await db
      .insert(distributions)
      .values({ orgId, fundId, distributionDate: d.date, totalUsd: d.total, kind: d.kind })
      .returning({ id: distributions.id });
    const parts = allocateLargestRemainder(d.total, weights) ?? [];
    await db
      .insert(distributionAllocations)
      .values(members.map((m, i) => ({ orgId, distributionId: row.id, lpId: m.id, amountUsd: parts[i] })));
  }
  // A NAV each quarter end: paid-in so far grown ~14% a year, less what was distributed.
  const navs = quarterEnds(calls[0]?.date ?? today, today).map((q) => {
    const inFund = paidBy
      .filter((p) => p.date <= q)
      .reduce((s, p) => s + p.amount * Math.pow(1.14, (Date.parse(q) - Date.parse(p.date)) / (365 * day)), 0);
    const out = dists.filter((d) => d.date <= q).reduce((s, d) => s + d.total, 0);
    return { orgId, fundId, valuationDate: q, navUsd: roundTo(Math.max(0, inFund - out), 1_000) };
  });
  if (navs.length) await db.insert(fundValuations).values(navs);
  return calls.length + dists.length + navs.length;
}
