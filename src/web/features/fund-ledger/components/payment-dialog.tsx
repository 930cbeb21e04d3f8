import { Trash2 } from "lucide-react";
import { formatDate, formatMoney, todayIsoDay } from "@shared/format";
import { paymentCreateSchema, type CapitalCall } from "@shared/schemas/fund-ledger";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useAddPayment, useDeletePayment } from "../api";
import { MoneyField } from "./money-field";

type Allocation = CapitalCall["allocations"][number];

/** The payments made so far on one LP's share, oldest first, each removable (entered by mistake). */
function PaymentList({ allocation, readOnly }: { allocation: Allocation; readOnly: boolean }) {
  const remove = useDeletePayment();
  if (!allocation.payments.length) return <p className="text-xs text-muted-foreground">No payments yet.</p>;
  return (
    <table className="w-full text-left text-[13px]" aria-label={`Payments by ${allocation.lpName}`}>
      <thead className="text-xs text-muted-foreground">
        <tr className="border-b border-border">
          <th className="py-1 font-medium">Paid on</th>
          <th className="py-1 text-right font-medium">Amount</th>
          {!readOnly && <th className="w-10 py-1" />}
        </tr>
      </thead>
      <tbody>
        {allocation.payments.map((p) => (
          <tr key={p.id} className="border-b border-border">
            <td className="py-1">{formatDate(p.paidOn)}</td>
            <td className="py-1 text-right tabular">{formatMoney(p.amountUsd)}</td>
            {!readOnly && (
              <td className="py-1 text-right">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete the payment of ${formatMoney(p.amountUsd)} on ${formatDate(p.paidOn)}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast.success(`Removed the payment of ${formatMoney(p.amountUsd)}`),
                      onError: (error) => toast.error("Could not remove the payment", { description: errorMessage(error) }),
                    })
                  }
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One more payment: what is outstanding by default, paid today unless told otherwise. */
function PaymentForm({ allocation, onDone }: { allocation: Allocation; onDone: () => void }) {
  const add = useAddPayment();
  const form = useApiForm({
    schema: paymentCreateSchema,
    defaultValues: { amountUsd: allocation.outstandingUsd, paidOn: todayIsoDay() },
  });
  const onSubmit = form.submitWith(async (values) => {
    await add.mutateAsync({ id: allocation.id, ...values });
    const rest = allocation.outstandingUsd - values.amountUsd;
    toast.success(`Recorded ${formatMoney(values.amountUsd)} paid by ${allocation.lpName}`, {
      description: rest > 0 ? `${formatMoney(rest)} still outstanding` : "Paid in full",
    });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Add a payment">
      <FormBanner message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          control={form.control}
          errors={form.formState.errors}
          name="amountUsd"
          id="payment-amount"
          label="Amount"
          hint={`Outstanding: ${formatMoney(allocation.outstandingUsd)}. Less is a partial payment.`}
          autoFocus
        />
        <FormField form={form} name="paidOn" id="payment-date" label="Paid on">
          {(control) => <Input type="date" {...control} />}
        </FormField>
      </div>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel="Adding...">
          Add payment
        </SubmitButton>
      </div>
    </form>
  );
}

/** What one LP has paid on its share of a call: every dated payment, and a form for the next one. */
export function PaymentDialog({
  allocation,
  readOnly,
  onClose,
}: {
  allocation: Allocation | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!allocation} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Record payment</DialogTitle>
        <DialogDescription className="mt-1">
          {allocation
            ? `${allocation.lpName}'s share of the call: ${formatMoney(allocation.amountUsd)} · paid ${formatMoney(allocation.paidUsd)} · outstanding ${formatMoney(allocation.outstandingUsd)}`
            : ""}
        </DialogDescription>
        {allocation && (
          <div className="mt-4 flex flex-col gap-4">
            <PaymentList allocation={allocation} readOnly={readOnly} />
            {readOnly ? null : allocation.outstandingUsd > 0 ? (
              <PaymentForm key={`${allocation.id}-${allocation.version}`} allocation={allocation} onDone={onClose} />
            ) : (
              <p className="text-xs text-muted-foreground">Paid in full.</p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
