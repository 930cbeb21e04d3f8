import { Fragment, useState } from "react";
import { ChevronDown, ChevronRight, Mail, Pencil, Trash2 } from "lucide-react";
import { formatDate, formatDateTime, formatMoney } from "@shared/format";
import type { CapitalCall } from "@shared/schemas/fund-ledger";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useDeleteCapitalCall, useSendNotices } from "../api";
import { CallFormDialog } from "./call-form-dialog";
import { PaymentDialog } from "./payment-dialog";

type Allocation = CapitalCall["allocations"][number];

function Allocations({ call, readOnly, onPay }: { call: CapitalCall; readOnly: boolean; onPay: (a: Allocation) => void }) {
  return (
    <table className="w-full text-left text-xs [&_td]:px-2 [&_th]:px-2" aria-label={`LP shares of the call of ${formatDate(call.date)}`}>
      <thead className="text-muted-foreground">
        <tr>
          <th className="py-1 font-medium">LP</th>
          <th className="py-1 text-right font-medium">Share</th>
          <th className="py-1 text-right font-medium">Paid</th>
          <th className="py-1 font-medium">Paid on</th>
          <th className="py-1 text-right font-medium">Outstanding</th>
          <th className="py-1 font-medium">Notice</th>
          <th className="py-1" />
        </tr>
      </thead>
      <tbody>
        {call.allocations.map((a) => (
          <tr key={a.id} className="border-t border-border">
            <td className="py-1.5">{a.lpName}</td>
            <td className="py-1.5 text-right tabular">{formatMoney(a.amountUsd)}</td>
            <td className="py-1.5 text-right tabular">{formatMoney(a.paidUsd)}</td>
            <td className="py-1.5">
              {a.paidOn ? formatDate(a.paidOn) : "—"}
              {a.payments.length > 1 && <span className="text-muted-foreground"> · {a.payments.length} payments</span>}
            </td>
            <td className={`py-1.5 text-right tabular ${a.outstandingUsd > 0 ? "font-medium text-warning-soft-foreground" : ""}`}>
              {formatMoney(a.outstandingUsd)}
            </td>
            <td className="py-1.5 text-muted-foreground">
              {a.noticeSentAt ? `Sent ${formatDateTime(a.noticeSentAt)}` : a.lpEmail ? "Not sent" : "No e-mail"}
            </td>
            <td className="py-1.5 text-right">
              {readOnly
                ? a.payments.length > 0 && (
                    <Button size="sm" variant="ghost" onClick={() => onPay(a)} aria-label={`Payments by ${a.lpName}`}>
                      Payments
                    </Button>
                  )
                : a.amountUsd > 0 && (
                    <Button size="sm" variant="ghost" onClick={() => onPay(a)} aria-label={`Record payment by ${a.lpName}`}>
                      {a.outstandingUsd > 0 ? "Record payment" : "Payments"}
                    </Button>
                  )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A fund's capital calls: one row per call, opened to its LPs' shares, payments and notices. */
export function CapitalCallsTable({ fundId, calls, readOnly }: { fundId: string; calls: CapitalCall[]; readOnly: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<CapitalCall | null>(null);
  const [deleting, setDeleting] = useState<CapitalCall | null>(null);
  // By id: the dialog shows the allocation as the list has it now (after a payment is added or removed).
  const [payingId, setPayingId] = useState<string | null>(null);
  const paying = payingId ? (calls.flatMap((c) => c.allocations).find((a) => a.id === payingId) ?? null) : null;
  const remove = useDeleteCapitalCall();
  const notices = useSendNotices();
  const send = (call: CapitalCall) =>
    notices.mutate(
      { id: call.id, resend: false },
      {
        onSuccess: (r) =>
          toast.success(`Sent ${r.sent} ${r.sent === 1 ? "notice" : "notices"}`, {
            description: r.skipped.length ? r.skipped.map((s) => `${s.lpName}: ${s.reason}`).join("; ") : undefined,
          }),
        onError: (error) => toast.error("Could not send the notices", { description: errorMessage(error) }),
      },
    );
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-[13px]">
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b border-border">
              <th className="w-8 py-2" />
              <th className="py-2 font-medium">Date</th>
              <th className="py-2 font-medium">Due</th>
              <th className="py-2 font-medium">Purpose</th>
              <th className="py-2 text-right font-medium">Total</th>
              <th className="py-2 text-right font-medium">Paid</th>
              <th className="py-2 text-right font-medium">Outstanding</th>
              <th className="py-2" />
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => (
              <Fragment key={c.id}>
                <tr className="border-b border-border hover:bg-hover">
                  <td className="py-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-expanded={open === c.id}
                      aria-label={`${open === c.id ? "Hide" : "Show"} LP shares of the call of ${formatDate(c.date)}`}
                      onClick={() => setOpen(open === c.id ? null : c.id)}
                    >
                      {open === c.id ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                    </Button>
                  </td>
                  <td className="py-2">{formatDate(c.date)}</td>
                  <td className="py-2">{formatDate(c.dueDate)}</td>
                  <td className="py-2">{c.purpose}</td>
                  <td className="py-2 text-right tabular">{formatMoney(c.totalUsd)}</td>
                  <td className="py-2 text-right tabular">{formatMoney(c.paidUsd)}</td>
                  <td className="py-2 text-right tabular">{formatMoney(c.outstandingUsd)}</td>
                  <td className="py-1 text-right whitespace-nowrap">
                    {!readOnly && (
                      <>
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => send(c)}
                          disabled={notices.isPending}
                          aria-label={`Send notices for the call of ${formatDate(c.date)}`}
                          title="Send notices"
                        >
                          <Mail aria-hidden />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => setEditing(c)}
                          aria-label={`Edit the call of ${formatDate(c.date)}`}
                        >
                          <Pencil aria-hidden />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          onClick={() => setDeleting(c)}
                          aria-label={`Delete the call of ${formatDate(c.date)}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
                {open === c.id && (
                  <tr className="border-b border-border bg-surface-muted">
                    <td />
                    <td colSpan={7} className="py-2 pr-2">
                      <Allocations call={c} readOnly={readOnly} onPay={(a) => setPayingId(a.id)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <CallFormDialog fundId={fundId} call={editing} open={!!editing} onOpenChange={(o) => !o && setEditing(null)} />
      <PaymentDialog allocation={paying} readOnly={readOnly} onClose={() => setPayingId(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete capital call"
        description={
          deleting
            ? `The call of ${formatDate(deleting.date)} (${formatMoney(deleting.totalUsd)}) and every LP's payment on it will be deleted.`
            : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("Deleted the capital call");
              setDeleting(null);
            },
            onError: (error) => toast.error("Could not delete the call", { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
