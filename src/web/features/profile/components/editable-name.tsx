import { useState, type KeyboardEvent } from "react";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useUpdateName } from "../api";

type EditableNameProps = {
  name: string;
  /** Tells the dialog that Escape belongs to the name field right now. */
  onEditingChange: (editing: boolean) => void;
};

/** Display name: double-click (or Enter/F2) edits; Enter saves; Escape or blur cancels. */
export function EditableName({ name, onEditingChange }: EditableNameProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const update = useUpdateName();
  const editing = draft !== null;

  const setEditing = (value: string | null) => {
    setDraft(value);
    onEditingChange(value !== null);
  };

  const save = () => {
    const next = (draft ?? "").trim();
    setEditing(null);
    if (!next || next === name) return;
    setPendingName(next);
    update.mutate(next, {
      onError: (error) => toast.error(errorMessage(error, "Failed to update name. Please try again.")),
      onSettled: () => setPendingName(null),
    });
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setEditing(null);
    }
  };

  if (editing) {
    return (
      <input
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onInputKeyDown}
        onBlur={() => setEditing(null)}
        onFocus={(event) => event.target.select()}
        aria-label="Display name"
        maxLength={120}
        className="-mx-1.5 h-8 w-full rounded-md border border-ring bg-surface px-1.5 text-lg font-semibold text-foreground outline-none ring-3 ring-ring/20"
      />
    );
  }

  const shown = pendingName ?? name;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        role="button"
        tabIndex={0}
        title="Double-click to edit"
        aria-label={`Display name: ${shown}. Press Enter to edit.`}
        onDoubleClick={() => setEditing(shown)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === "F2") {
            event.preventDefault();
            setEditing(shown);
          }
        }}
        className={cn(
          "-mx-1.5 min-w-0 cursor-text truncate rounded-md px-1.5 py-0.5 text-lg font-semibold text-foreground transition-colors hover:bg-hover",
          pendingName && "text-muted-foreground",
        )}
      >
        {shown}
      </span>
      {pendingName && <Spinner className="size-3.5 text-muted-foreground" label="Saving name" />}
    </div>
  );
}
