import { Controller } from "react-hook-form";
import { lpCrmRowCreateSchema, type LpSubboard } from "@shared/schemas/lps";
import type { NamedItem } from "@shared/schemas/settings";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { NativeSelect } from "@web/components/ui/native-select";
import { toast } from "@web/lib/toast";
import { useCreateRow } from "../crm-api";

type Props = { boardId: string; subboards: LpSubboard[]; pocs: NamedItem[]; pocLabel: string; onClose: () => void };

/** "+ Add New Row": Subboard, Lead, {Org} POC, Intro POC, LP POC, LP Email, Commitment; Cancel / Create. */
export function AddRowDialog({ boardId, subboards, pocs, pocLabel, onClose }: Props) {
  const create = useCreateRow(boardId);
  const form = useApiForm({
    schema: lpCrmRowCreateSchema,
    defaultValues: { subboardId: subboards[0]?.id ?? "", lead: "", pocId: null, introPoc: "", lpPoc: "", lpEmail: "", commitmentUsd: null },
  });
  const onSubmit = form.submitWith(async (values) => {
    const row = await create.mutateAsync(values);
    toast.success(`Added ${row.lead}`);
    onClose();
  });
  const commitmentError = fieldError(form.formState.errors, "commitmentUsd");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby="add-row-description">
        <DialogTitle>Add New Row</DialogTitle>
        <DialogDescription id="add-row-description">A prospective LP on this board.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
          <FormBanner message={form.formError} />
          <FormField form={form} name="subboardId" id="row-subboard" label="Subboard">
            {(control) => (
              <NativeSelect {...control}>
                {subboards.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField form={form} name="lead" id="row-lead" label="Lead">
            {(control) => <Input {...control} autoComplete="off" autoFocus />}
          </FormField>
          <FormField form={form} name="pocId" id="row-poc" label={pocLabel} options={{ setValueAs: (v: string | null) => (v ? v : null) }}>
            {(control) => (
              <NativeSelect {...control}>
                <option value="">Select a POC</option>
                {pocs.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="introPoc" id="row-intro" label="Intro POC">
              {(control) => <Input {...control} autoComplete="off" />}
            </FormField>
            <FormField form={form} name="lpPoc" id="row-lp-poc" label="LP POC">
              {(control) => <Input {...control} autoComplete="off" />}
            </FormField>
          </div>
          <FormField form={form} name="lpEmail" id="row-email" label="LP Email">
            {(control) => <Input {...control} type="email" autoComplete="off" />}
          </FormField>
          <Field id="row-commitment" label="Commitment" error={commitmentError}>
            <Controller
              control={form.control}
              name="commitmentUsd"
              render={({ field }) => (
                <MoneyInput
                  {...fieldAria("row-commitment", commitmentError)}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="0"
                />
              )}
            />
          </Field>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton saving={form.saving} savingLabel="Creating...">
              Create
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
