import { distributionKinds } from "@shared/constants/fund-ledger";
import { formatMoney, todayIsoDay } from "@shared/format";
import { distributionCreateSchema, type Distribution } from "@shared/schemas/fund-ledger";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { useApiForm } from "@web/components/form/use-api-form";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/lib/toast";
import { useSaveDistribution } from "../api";
import { FormActions } from "./form-actions";
import { MoneyField } from "./money-field";

function DistributionForm({ fundId, entry, onDone }: { fundId: string; entry: Distribution | null; onDone: () => void }) {
  const save = useSaveDistribution(fundId);
  const form = useApiForm({
    schema: distributionCreateSchema,
    defaultValues: {
      date: entry?.date ?? todayIsoDay(),
      totalUsd: entry?.totalUsd ?? (null as unknown as number),
      kind: entry?.kind ?? "Return of capital",
      note: entry?.note ?? "",
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: entry?.id, version: entry?.version, ...values });
    toast.success(entry ? "Saved the distribution" : `Distributed ${formatMoney(saved.totalUsd)}`);
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="date" id="distribution-date" label="Date">
        {(control) => <Input type="date" {...control} />}
      </FormField>
      <MoneyField
        control={form.control}
        errors={form.formState.errors}
        name="totalUsd"
        id="distribution-total"
        label="Total amount"
        hint="Split over the fund's LPs pro rata to commitment."
        autoFocus
      />
      <FormField form={form} name="kind" id="distribution-kind" label="Kind">
        {(control) => (
          <NativeSelect {...control}>
            {distributionKinds.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField form={form} name="note" id="distribution-note" label="Note">
        {(control) => <Textarea rows={2} {...control} />}
      </FormField>
      <FormActions saving={form.saving} editing={!!entry} />
    </form>
  );
}

export function DistributionFormDialog({
  fundId,
  entry,
  open,
  onOpenChange,
}: {
  fundId: string;
  entry: Distribution | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{entry ? "Edit distribution" : "New distribution"}</DialogTitle>
        <DialogDescription className="mt-1">What the fund paid back to its LPs.</DialogDescription>
        {open && <DistributionForm key={entry?.id ?? "new"} fundId={fundId} entry={entry} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
