import { displayPhone } from "@shared/constants/people";
import { Controller } from "react-hook-form";
import { lpCreateSchema, type Lp } from "@shared/schemas/lps";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { toast } from "@web/lib/toast";
import { useSaveLp } from "../api";

type LpFormProps = {
  fundId: string;
  /** Absent: add a new LP. */
  lp?: Lp;
  onCancel: () => void;
  onSaved: (lp: Lp) => void;
};

/** Entity Name, Contact Email, Contact Phone and Commitment Amount; adds or saves an LP. */
export function LpForm({ fundId, lp, onCancel, onSaved }: LpFormProps) {
  const save = useSaveLp();
  const form = useApiForm({
    schema: lpCreateSchema,
    defaultValues: {
      fundId: lp?.fundId ?? fundId,
      entityName: lp?.entityName ?? "",
      email: lp?.email ?? "",
      phone: lp?.phone ?? "",
      commitmentUsd: lp?.commitmentUsd ?? null,
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync(lp ? { id: lp.id, body: { ...values, version: lp.version } } : { body: values });
    toast.success(lp ? `Saved ${saved.entityName}` : `Added ${saved.entityName}`);
    onSaved(saved);
  });
  const commitmentError = fieldError(form.formState.errors, "commitmentUsd");
  const prefix = lp ? "lp-edit" : "lp-add";

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="entityName" id={`${prefix}-name`} label="Entity Name *">
        {(control) => <Input {...control} autoComplete="off" placeholder="e.g. Northwind Family Office" autoFocus />}
      </FormField>
      <FormField form={form} name="email" id={`${prefix}-email`} label="Contact Email">
        {(control) => <Input {...control} type="email" autoComplete="off" placeholder="name@example.com" />}
      </FormField>
      <FormField form={form} name="phone" id={`${prefix}-phone`} label="Contact Phone">
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="off"
            placeholder="(415) 555-0100"
            // Formatted on leaving the field, like contacts' phones; a number that is not a US one stays as written.
            onBlur={(e) => {
              e.currentTarget.value = displayPhone(e.currentTarget.value);
              void control.onChange(e);
              void control.onBlur(e);
            }}
          />
        )}
      </FormField>
      <Field id={`${prefix}-commitment`} label="Commitment Amount" error={commitmentError}>
        <Controller
          control={form.control}
          name="commitmentUsd"
          render={({ field }) => (
            <MoneyInput
              {...fieldAria(`${prefix}-commitment`, commitmentError)}
              value={field.value ?? null}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="0"
            />
          )}
        />
      </Field>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton saving={form.saving} savingLabel={lp ? "Saving..." : "Adding..."}>
          {lp ? "Save Changes" : "Add LP"}
        </SubmitButton>
      </div>
    </form>
  );
}
