import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { fieldError } from "@web/components/form/form-field";
import { Field, fieldAria } from "@web/components/ui/field";
import { MoneyInput } from "@web/components/ui/money-input";

type Props<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  errors: FieldValues;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  autoFocus?: boolean;
};

/** A whole-dollar amount on the form pattern: "$", separators as you type, the error under it. */
export function MoneyField<T extends FieldValues>({ control, errors, name, id, label, hint, autoFocus }: Props<T>) {
  const error = fieldError(errors, name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MoneyInput
            {...fieldAria(id, error, hint !== undefined)}
            value={(field.value as number | null) ?? null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            autoFocus={autoFocus}
          />
        )}
      />
    </Field>
  );
}
