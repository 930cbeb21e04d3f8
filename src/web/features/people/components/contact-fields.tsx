import { useState, type ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { PersonCreate } from "@shared/schemas/people";
import { fieldError, FormField } from "@web/components/form/form-field";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";

export type ContactForm = Pick<UseFormReturn<PersonCreate>, "register" | "formState" | "control">;

/** Blank text and unchosen options are sent as null. */
export const orNull = { setValueAs: (v: unknown) => (v === "" || v === undefined ? null : v) };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

type TextProps = {
  form: ContactForm;
  name: keyof PersonCreate;
  label: string;
  type?: string;
  onInput?: (e: React.FormEvent<HTMLInputElement>) => void;
  /** Send an empty control as null (dates). */
  blankIsNull?: boolean;
};

export function TextField({ form, name, label, type = "text", onInput, blankIsNull }: TextProps) {
  return (
    <FormField form={form} name={name} id={`person-${name}`} label={label} options={blankIsNull ? orNull : undefined}>
      {(control) => <Input type={type} {...control} onInput={onInput} />}
    </FormField>
  );
}

/** Other e-mails: typed as one line ("a@x.com, b@y.com"), kept as a list in the form. */
export function OtherEmailsField({ form }: { form: ContactForm }) {
  const id = "person-otherEmails";
  const hint = "Captured mail from these matches too";
  const error = fieldError(form.formState.errors, "otherEmails");
  return (
    <Controller
      control={form.control}
      name="otherEmails"
      render={({ field }) => (
        <Field id={id} label="Other e-mails" error={error} hint={hint}>
          <OtherEmailsInput
            id={id}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria={fieldAria(id, error, true)}
          />
        </Field>
      )}
    />
  );
}

/** Keeps the text as typed (commas, spaces) while the form holds the list it names. */
function OtherEmailsInput({
  id,
  value,
  onChange,
  onBlur,
  aria,
}: {
  id: string;
  value: string[];
  onChange: (v: string[]) => void;
  onBlur: () => void;
  aria: object;
}) {
  const [text, setText] = useState(value.join(", "));
  return (
    <Input
      id={id}
      {...aria}
      type="text"
      inputMode="email"
      autoComplete="off"
      placeholder="jane@personal.com, jane@oldco.com"
      value={text}
      onBlur={onBlur}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.split(/[\s,;]+/).filter(Boolean));
      }}
    />
  );
}

type SelectProps = {
  form: ContactForm;
  name: keyof PersonCreate;
  label: string;
  options: readonly (string | { value: string; label: string })[];
};

export function SelectField({ form, name, label, options }: SelectProps) {
  return (
    <FormField form={form} name={name} id={`person-${name}`} label={label} options={orNull}>
      {(control) => (
        <NativeSelect {...control}>
          <option value="">Select…</option>
          {options.map((o) => {
            const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect>
      )}
    </FormField>
  );
}

export function NotesField({ form }: { form: ContactForm }) {
  return (
    <FormField form={form} name="notes" id="person-notes" label="Notes" className="sm:col-span-2">
      {(control) => <Textarea rows={3} {...control} />}
    </FormField>
  );
}
