import { useState } from "react";
import {
  fieldEntities,
  fieldTypes,
  optionTypes,
  type FieldEntity,
  type FieldType,
  type OptionColor,
} from "@shared/constants/custom-fields";
import { fieldCreateSchema } from "@shared/schemas/custom-fields";
import { toast } from "@web/lib/toast";
import { useSaveField, type CustomField } from "@web/lib/custom-fields";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { entityLabels, typeLabels } from "./field-labels";

type Props = { field: CustomField | null; open: boolean; onOpenChange: (open: boolean) => void };

/** Options as lines; on edit, line n keeps option n's id, so a changed line renames it (values follow). */
const toOptions = (text: string, existing: CustomField["options"]) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label, i) => ({ id: existing[i]?.id, label, color: (existing[i]?.color ?? null) as OptionColor | null }));

function FieldForm({ field, onDone }: { field: CustomField | null; onDone: () => void }) {
  const save = useSaveField();
  const [optionsText, setOptionsText] = useState(field?.options.map((o) => o.label).join("\n") ?? "");
  const form = useApiForm({
    schema: fieldCreateSchema,
    defaultValues: {
      entity: field?.entity ?? "company",
      name: field?.name ?? "",
      type: field?.type ?? "text",
      required: field?.required ?? false,
      description: field?.description ?? "",
    },
  });
  const type = form.watch("type") as FieldType;
  const hasOptions = optionTypes.includes(type);
  const onSubmit = form.submitWith(async (values) => {
    const options = hasOptions ? toOptions(optionsText, field?.options ?? []) : undefined;
    const saved = field
      ? await save.mutateAsync({
          id: field.id,
          body: { name: values.name, description: values.description, required: values.required, options, version: field.version },
        })
      : await save.mutateAsync({ body: { ...values, options: options?.map(({ label, color }) => ({ label, color })) } });
    toast.success(field ? `Saved ${saved.name}` : `Added ${saved.name}`);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="field-name" label="Field name">
        {(control) => <Input {...control} maxLength={80} autoComplete="off" placeholder="e.g. Thesis fit" autoFocus />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="entity" id="field-entity" label="Record">
          {(control) => (
            <NativeSelect {...control} disabled={!!field}>
              {fieldEntities.map((e: FieldEntity) => (
                <option key={e} value={e}>
                  {entityLabels[e]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="type" id="field-type" label="Type">
          {(control) => (
            <NativeSelect {...control} disabled={!!field}>
              {fieldTypes.map((t) => (
                <option key={t} value={t}>
                  {typeLabels[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {hasOptions && (
        <Field id="field-options" label="Options" hint="One per line. Renaming a line keeps the values that use it.">
          <Textarea id="field-options" rows={4} value={optionsText} onChange={(e) => setOptionsText(e.target.value)} />
        </Field>
      )}
      <FormField form={form} name="description" id="field-description" label="Description">
        {(control) => <Input {...control} maxLength={1000} autoComplete="off" />}
      </FormField>
      <label className="flex items-center gap-2 text-[13px]">
        <input type="checkbox" {...form.register("required")} className="size-4 accent-[var(--primary)]" />
        Required when a record is added
      </label>
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel={field ? "Saving..." : "Adding..."}>
          {field ? "Update" : "Save"}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Add or edit a custom field: name, record, type, options, required. */
export function FieldFormDialog({ field, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{field ? "Edit field" : "Add field"}</DialogTitle>
        <DialogDescription className="mt-1">Custom fields appear on records, in tables, filters and views.</DialogDescription>
        {open && <FieldForm key={field?.id ?? "new"} field={field} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
