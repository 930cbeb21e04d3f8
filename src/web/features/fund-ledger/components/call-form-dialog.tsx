import { capitalCallPurposes } from "@shared/constants/fund-ledger";
import { todayIsoDay } from "@shared/format";
import { capitalCallCreateSchema, type CapitalCall } from "@shared/schemas/fund-ledger";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { useApiForm } from "@web/components/form/use-api-form";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/lib/toast";
import { formatMoney } from "@shared/format";
import { useSaveCapitalCall } from "../api";
import { FormActions } from "./form-actions";
import { MoneyField } from "./money-field";

function CallForm({ fundId, call, onDone }: { fundId: string; call: CapitalCall | null; onDone: () => void }) {
  const save = useSaveCapitalCall(fundId);
  const form = useApiForm({
    schema: capitalCallCreateSchema,
    defaultValues: {
      date: call?.date ?? todayIsoDay(),
      dueDate: call?.dueDate ?? "",
      totalUsd: call?.totalUsd ?? (null as unknown as number),
      purpose: call?.purpose ?? "Investments",
      note: call?.note ?? "",
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: call?.id, version: call?.version, ...values });
    toast.success(call ? "Saved the capital call" : `Called ${formatMoney(saved.totalUsd)} from ${saved.allocations.length} LPs`);
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="date" id="call-date" label="Call date">
          {(control) => <Input type="date" {...control} />}
        </FormField>
        <FormField form={form} name="dueDate" id="call-due-date" label="Due date">
          {(control) => <Input type="date" {...control} />}
        </FormField>
      </div>
      <MoneyField
        control={form.control}
        errors={form.formState.errors}
        name="totalUsd"
        id="call-total"
        label="Total amount"
        hint="Split over the fund's LPs pro rata to commitment, in whole dollars."
        autoFocus
      />
      <FormField form={form} name="purpose" id="call-purpose" label="Purpose">
        {(control) => (
          <NativeSelect {...control}>
            {capitalCallPurposes.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField form={form} name="note" id="call-note" label="Note">
        {(control) => <Textarea rows={2} {...control} />}
      </FormField>
      <FormActions saving={form.saving} editing={!!call} />
    </form>
  );
}

/** New capital call, or edit one (a new total is split again while nothing is paid). */
export function CallFormDialog({
  fundId,
  call,
  open,
  onOpenChange,
}: {
  fundId: string;
  call: CapitalCall | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{call ? "Edit capital call" : "New capital call"}</DialogTitle>
        <DialogDescription className="mt-1">Each LP's share is recorded with what it has paid.</DialogDescription>
        {open && <CallForm key={call?.id ?? "new"} fundId={fundId} call={call} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
