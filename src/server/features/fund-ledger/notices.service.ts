import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { formatDate, formatMoney } from "@shared/format";
import type { Db } from "../../db/client";
import { capitalCallAllocations, capitalCalls, funds, lps } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { recordChange } from "../../lib/changes/record-change";
import { escapeHtml, type Mail, type Mailer } from "../../lib/mailer";
import { notFound } from "../../lib/errors";
import { rowsOf } from "../../lib/stake-value";

type Notice = { allocationId: string; lpName: string; email: string; amountUsd: number };
type CallInfo = { fundName: string; instructions: string | null; dueDate: string; purpose: string };

function noticeMail(n: Notice, call: CallInfo, orgName: string): Mail {
  const lines = [
    `Dear ${n.lpName},`,
    `${call.fundName} is calling capital (${call.purpose.toLowerCase()}). Your share is ${formatMoney(n.amountUsd)}, due ${formatDate(call.dueDate)}.`,
    call.instructions ? `Payment instructions:\n${call.instructions}` : "Payment instructions will follow from the fund.",
    `— ${orgName}`,
  ];
  const html = `<div style="font-family:Inter,system-ui,sans-serif;font-size:14px;color:#111827;max-width:520px">${lines
    .map((l) => `<p style="white-space:pre-line">${escapeHtml(l)}</p>`)
    .join("")}</div>`;
  return {
    to: n.email,
    subject: `Capital call notice: ${call.fundName}, ${formatMoney(n.amountUsd)} due ${formatDate(call.dueDate)}`,
    text: lines.join("\n\n"),
    html,
  };
}

/**
 * E-mails each LP of the call that has an e-mail address its share, due date and the fund's payment
 * instructions. The notices are claimed (notice_sent_at set) in one transaction before any is sent,
 * so a double click or a second person sends nothing twice; `resend` sends again to everyone.
 * A notice that fails to send is released again and reported.
 */
export async function sendNotices(db: Db, mailer: Mailer, caller: Caller, callId: string, resend: boolean) {
  const [call] = await db
    .select({
      id: capitalCalls.id,
      fundId: capitalCalls.fundId,
      fundName: funds.name,
      instructions: funds.paymentInstructions,
      dueDate: capitalCalls.dueDate,
      purpose: capitalCalls.purpose,
      callDate: capitalCalls.callDate,
    })
    .from(capitalCalls)
    .innerJoin(funds, eq(funds.id, capitalCalls.fundId))
    .where(and(eq(capitalCalls.id, callId), eq(capitalCalls.orgId, caller.orgId)));
  if (!call) throw notFound("Capital call");
  const { claimed, skipped } = await db.transaction(async (tx) => {
    const all = await tx
      .select({
        id: capitalCallAllocations.id,
        lpName: lps.entityName,
        email: lps.email,
        sentAt: capitalCallAllocations.noticeSentAt,
        amountUsd: capitalCallAllocations.amountUsd,
      })
      .from(capitalCallAllocations)
      .innerJoin(lps, eq(lps.id, capitalCallAllocations.lpId))
      .where(eq(capitalCallAllocations.callId, callId))
      .for("update", { of: capitalCallAllocations });
    const skipReason = (a: (typeof all)[number]) =>
      a.amountUsd === 0
        ? "Nothing to pay on this call"
        : !a.email
          ? "No e-mail address"
          : a.sentAt && !resend
            ? `Already sent on ${formatDate(a.sentAt)}`
            : null;
    const skipped = all.filter((a) => skipReason(a)).map((a) => ({ lpName: a.lpName, reason: skipReason(a)! }));
    const claimed = all
      .filter((a) => !skipReason(a))
      .map((a) => ({ allocationId: a.id, lpName: a.lpName, email: a.email!, amountUsd: a.amountUsd }));
    if (claimed.length) {
      await tx
        .update(capitalCallAllocations)
        .set({ noticeSentAt: new Date() })
        .where(
          inArray(
            capitalCallAllocations.id,
            claimed.map((c) => c.allocationId),
          ),
        );
      await recordChange(tx, caller, {
        entityType: "capital_call",
        entityId: callId,
        label: `Capital call notices · ${call.fundName} · ${call.callDate}`,
        action: "updated",
        changes: { noticesSent: { from: null, to: claimed.map((c) => c.lpName).join(", ") } },
        parent: { type: "fund", id: call.fundId },
      });
    }
    return { claimed, skipped };
  });
  const [org] = rowsOf<{ name: string }>(await db.execute(sql`select name from organizations where id = ${caller.orgId}`));
  const orgName = org?.name ?? "Fundline";
  let sent = 0;
  for (const notice of claimed) {
    try {
      await mailer.send(noticeMail(notice, call, orgName));
      sent++;
    } catch {
      await db
        .update(capitalCallAllocations)
        .set({ noticeSentAt: null })
        .where(and(eq(capitalCallAllocations.id, notice.allocationId), isNotNull(capitalCallAllocations.noticeSentAt)));
      skipped.push({ lpName: notice.lpName, reason: "Sending failed; try again" });
    }
  }
  return { sent, skipped };
}
