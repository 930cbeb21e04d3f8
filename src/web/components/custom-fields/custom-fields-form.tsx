import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { FieldEntity } from "@shared/constants/custom-fields";
import { fieldValueSchema, isBlankValue, type CustomFieldValues } from "@shared/schemas/custom-fields";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { activeFields, fieldsQuery } from "@web/lib/custom-fields";
import { membersQuery } from "@web/lib/reference-data";
import { toast } from "@web/lib/toast";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { Field } from "@web/components/ui/field";
import { CustomFieldInput, type Draft } from "./custom-field-input";
import { FieldValue } from "./field-value";

type Props = {
  entity: FieldEntity;
  values: CustomFieldValues;
  readOnly: boolean;
  /** Sends the changed values (null clears one); throws on failure. */
  onSave: (changes: Record<string, Draft>) => Promise<unknown>;
};

/**
 * The organisation's fields of a record (Settings → Fields), each checked in the browser with the
 * validator the server uses (fieldValueSchema); server errors (customFields.<key>) go under their field.
 */
export function CustomFieldsForm({ entity, values, readOnly, onSave }: Props) {
  const fields = activeFields(useQuery(fieldsQuery()).data?.items, entity);
  const members = useQuery(membersQuery()).data?.items ?? [];
  const [draft, setDraft] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!fields.length)
    return <p className="text-[13px] text-muted-foreground">No custom fields yet. Owners and admins add them in Settings → Fields.</p>;
  const current = (key: string): Draft => (key in draft ? draft[key] : ((values[key] as Draft | undefined) ?? null));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const f of fields) {
      if (!(f.key in draft)) continue;
      const v = draft[f.key];
      if (isBlankValue(v)) {
        if (f.required) found[f.key] = `${f.name} is required`;
        continue;
      }
      const r = fieldValueSchema({ ...f, required: true }).safeParse(v);
      if (!r.success) found[f.key] = r.error.issues[0]?.message ?? "Invalid value";
    }
    setErrors(found);
    setBanner(null);
    if (Object.keys(found).length || !Object.keys(draft).length) return;
    setSaving(true);
    try {
      const changes = Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, isBlankValue(v) ? null : v]));
      await onSave(changes);
      setDraft({});
      toast.success("Fields saved");
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fields : undefined;
      const mine = Object.entries(fieldErrors ?? {}).filter(([k]) => k.startsWith("customFields."));
      if (mine.length) setErrors(Object.fromEntries(mine.map(([k, m]) => [k.slice("customFields.".length), m])));
      else setBanner(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => {
          const id = `cf-${f.key}`;
          return (
            <Field key={f.id} id={id} label={f.required ? `${f.name} *` : f.name} error={errors[f.key]} hint={f.description ?? undefined}>
              {readOnly ? (
                <p id={id} className="text-[13px] text-foreground">
                  <FieldValue field={f} value={current(f.key)} empty="—" />
                </p>
              ) : (
                <CustomFieldInput
                  field={f}
                  id={id}
                  value={current(f.key)}
                  error={errors[f.key]}
                  members={members}
                  onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
                />
              )}
            </Field>
          );
        })}
      </div>
      {!readOnly && (
        <div className="flex justify-end">
          <SubmitButton saving={saving} savingLabel="Saving...">
            Save fields
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
