import type { ReactNode } from "react";
import { get, type FieldValues, type Path, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";
import { Field, fieldAria } from "@web/components/ui/field";

type ControlProps<T extends FieldValues> = UseFormRegisterReturn<Path<T>> & ReturnType<typeof fieldAria>;

type FormFieldProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T, unknown, FieldValues>, "register" | "formState">;
  name: Path<T>;
  /** e.g. `setValueAs` for a control whose text is not the value (an empty date is null). */
  options?: RegisterOptions<T, Path<T>>;
  /** The control's id; the label points at it. Defaults to the field's name. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  className?: string;
  /** Renders the control with its registration and aria wiring spread on it. */
  children: (control: ControlProps<T>) => ReactNode;
};

/** A labelled field wired to the form: registration, aria, and its error (the browser's or the server's). */
export function FormField<T extends FieldValues>({
  form,
  name,
  options,
  id = name,
  label,
  hint,
  aside,
  className,
  children,
}: FormFieldProps<T>) {
  const error = fieldError(form.formState.errors, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} aside={aside} className={className}>
      {children({ ...form.register(name, options), ...fieldAria(id, error, hint !== undefined) })}
    </Field>
  );
}

/** The message of a field's error, for controls wired by hand (Controller, custom inputs). */
export function fieldError(errors: FieldValues, name: string): string | undefined {
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === "string" ? error.message : undefined;
}
