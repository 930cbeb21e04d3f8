import { useState, type KeyboardEvent } from "react";
import { updateMeSchema } from "@shared/schemas/organizations";
import { fieldError } from "@web/components/form/form-field";
import { useApiForm } from "@web/components/form/use-api-form";
import { Spinner } from "@web/components/ui/spinner";
import { useUpdateName } from "../api";

type EditableNameProps = {
  name: string;
  /** Tells the dialog that Escape belongs to the name field right now. */
  onEditingChange: (editing: boolean) => void;
};

/** Display name: double-click (or Enter/F2) edits; Enter saves; Escape or blur cancels; a failed save keeps the text and says why. */
export function EditableName({ name, onEditingChange }: EditableNameProps) {
  const [editing, setEditingState] = useState(false);
  const update = useUpdateName();
  const form = useApiForm({ schema: updateMeSchema, defaultValues: { name } });
  const error = fieldError(form.formState.errors, "name") ?? form.formError ?? undefined;

  const setEditing = (value: boolean) => {
    setEditingState(value);
    onEditingChange(value);
    form.reset({ name });
    form.setFormError(null);
  };

  const onSubmit = form.submitWith(async (values) => {
    if (values.name !== name) await update.mutateAsync(values.name);
    setEditing(false);
  });

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    setEditing(false);
  };

  if (editing) {
    const { ref, ...field } = form.register("name");
    return (
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <input
            {...field}
            ref={ref}
            autoFocus
            onKeyDown={onInputKeyDown}
            onBlur={(event) => {
              void field.onBlur(event);
              if (!form.saving && !error) setEditing(false);
            }}
            onFocus={(event) => event.target.select()}
            aria-label="Display name"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "display-name-error" : undefined}
            readOnly={form.saving}
            maxLength={120}
            className="-mx-1.5 h-8 w-full rounded-md border border-ring bg-surface px-1.5 text-lg font-semibold text-foreground outline-none ring-3 ring-ring/20"
          />
          {form.saving && <Spinner className="size-3.5 text-muted-foreground" label="Saving name" />}
        </div>
        {error && (
          <p id="display-name-error" className="text-xs text-danger">
            {error}
          </p>
        )}
      </form>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        role="button"
        tabIndex={0}
        title="Double-click to edit"
        aria-label={`Display name: ${name}. Press Enter to edit.`}
        onDoubleClick={() => setEditing(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === "F2") {
            event.preventDefault();
            setEditing(true);
          }
        }}
        className="-mx-1.5 min-w-0 cursor-text truncate rounded-md px-1.5 py-0.5 text-lg font-semibold text-foreground transition-colors hover:bg-hover"
      >
        {name}
      </span>
    </div>
  );
}
