import { formatMoney, todayIsoDay } from "@shared/format";
import { valuationCreateSchema } from "@shared/schemas/fund-ledger";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { useApiForm } from "@web/components/form/use-api-form";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/lib/toast";
import { useAddValuation } from "../api";
import { FormActions } from "./form-actions";
import { MoneyField } from "./money-field";

function ValuationForm({ fundId, onDone }: { fundId: string; onDone: () => void }) {
  const add = useAddValuation(fundId);
  const form = useApiForm({
    schema: valuationCreateSchema,
    defaultValues: { date: todayIsoDay(), navUsd: null as unknown as number, note: "" },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await add.mutateAsync(values);
    toast.success(`Recorded NAV ${formatMoney(saved.navUsd)}`);
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="date" id="valuation-date" label="Date">
        {(control) => <Input type="date" {...control} />}
      </FormField>
      <MoneyField control={form.control} errors={form.formState.errors} name="navUsd" id="valuation-nav" label="NAV" autoFocus />
      <FormActions saving={form.saving} editing={false} />
    </form>
  );
}

export function ValuationFormDialog({
  fundId,
  open,
  onOpenChange,
}: {
  fundId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add NAV</DialogTitle>
        <DialogDescription className="mt-1">What the fund's holdings were worth on a date (one per date).</DialogDescription>
        {open && <ValuationForm fundId={fundId} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
