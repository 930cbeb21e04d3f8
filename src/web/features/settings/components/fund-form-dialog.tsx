import { Controller } from "react-hook-form";
import { fundCreateSchema, type Fund } from "@shared/schemas/settings";
import { toast } from "@web/lib/toast";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { Textarea } from "@web/components/ui/textarea";
import { useSaveFund } from "../api";

type FundFormDialogProps = {
  /** null: add a new fund. */
  fund: Fund | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const save = useSaveFund();
  const form = useApiForm({
    schema: fundCreateSchema,
    defaultValues: {
      name: fund?.name ?? "",
      sizeUsd: fund?.sizeUsd ?? null,
      vintageYear: fund?.vintageYear ?? null,
      paymentInstructions: fund?.paymentInstructions ?? "",
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: fund?.id, version: fund?.version, ...values });
    toast.success(fund ? `Saved ${saved.name}` : `Added ${saved.name}`);
    onDone();
  });
  const sizeError = fieldError(form.formState.errors, "sizeUsd");
  const vintageError = fieldError(form.formState.errors, "vintageYear");

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="fund-name" label="Fund name">
        {(control) => <Input {...control} maxLength={80} autoComplete="off" placeholder="e.g. Fund III" autoFocus />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field id="fund-size" label="Fund size" error={sizeError} hint="Committed capital in US dollars.">
          <Controller
            control={form.control}
            name="sizeUsd"
            render={({ field }) => (
              <MoneyInput
                {...fieldAria("fund-size", sizeError, true)}
                value={field.value ?? null}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="50,000,000"
              />
            )}
          />
        </Field>
        <Field id="fund-vintage" label="Vintage year" error={vintageError}>
          <Controller
            control={form.control}
            name="vintageYear"
            render={({ field }) => (
              <Input
                {...fieldAria("fund-vintage", vintageError)}
                ref={field.ref}
                value={field.value == null ? "" : String(field.value)}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, "").slice(0, 4);
                  field.onChange(digits ? Number(digits) : null);
                }}
                onBlur={field.onBlur}
                inputMode="numeric"
                placeholder="2024"
                className="tabular"
              />
            )}
          />
        </Field>
      </div>
      <FormField
        form={form}
        name="paymentInstructions"
        id="fund-payment-instructions"
        label="Payment instructions"
        hint="Printed on capital call notices: bank, account and reference."
      >
        {(control) => <Textarea rows={3} {...control} />}
      </FormField>
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel={fund ? "Saving..." : "Adding..."}>
          {fund ? "Update" : "Save"}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Add or edit a fund: name, size in dollars, vintage year. */
export function FundFormDialog({ fund, open, onOpenChange }: FundFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{fund ? "Edit fund" : "Add fund"}</DialogTitle>
        <DialogDescription className="mt-1">Funds appear on LPs, investments and fund stats.</DialogDescription>
        {open && <FundForm key={fund?.id ?? "new"} fund={fund} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
