import { useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ApiError, errorMessage } from "@web/lib/api-client";

type Schema = z.ZodType<FieldValues, FieldValues>;

export type ApiFormOptions<S extends Schema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> & {
  /** The endpoint's shared schema (src/shared/schemas): the browser checks what the server checks. */
  schema: S;
  /** Error codes without `fields` that still belong to one field (e.g. better-auth's password_too_short). */
  codeFields?: Record<string, Path<z.input<S>>>;
};

export type ApiForm<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The server's message when it is not shown under a field; null when there is none. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** True while the submit handler runs: disable the button and say "Saving...". */
  saving: boolean;
  /** A submit handler: validates, sends, and on failure keeps the input and shows the server's errors. */
  submitWith: (send: (values: z.output<S>) => Promise<unknown>) => (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * The one form pattern: react-hook-form on the endpoint's shared zod schema. On a failed
 * request the server's `fields` go under their fields, anything else (its message) into
 * the form's banner, and the user's input stays where it was.
 */
export function useApiForm<S extends Schema>({ schema, codeFields, ...options }: ApiFormOptions<S>): ApiForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  const [formError, setFormError] = useState<string | null>(null);

  const showError = (error: unknown) => {
    const known = new Set(Object.keys(form.getValues()));
    let unplaced = true;
    if (error instanceof ApiError) {
      const fields = { ...error.fields };
      const codeField = codeFields?.[error.code];
      if (codeField && !fields[codeField]) fields[codeField] = error.message;
      for (const [path, message] of Object.entries(fields)) {
        if (!known.has(path.split(".")[0])) continue;
        form.setError(path as Path<z.input<S>>, { type: "server", message }, { shouldFocus: unplaced });
        unplaced = false;
      }
    }
    setFormError(unplaced ? errorMessage(error) : null);
  };

  const submitWith: ApiForm<S>["submitWith"] = (send) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        showError(error);
      }
    });

  return { ...form, formError, setFormError, saving: form.formState.isSubmitting, submitWith };
}
