import type { ReactNode } from "react";
import { Check, Pencil, X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { Button } from "@web/components/ui/button";

type EditableFieldProps = {
  label: string;
  /** The value as shown when not editing. */
  display: ReactNode;
  /** The control shown while editing. */
  editor: ReactNode;
  editing: boolean;
  canEdit: boolean;
  changed?: boolean;
  /** The server's (or the schema's) message for this field. */
  error?: string;
  onEdit: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  layout?: "stacked" | "inline";
};

/** One field of the details dialog: shown, then edited and confirmed (✓) or cancelled (✕). */
export function EditableField({
  label,
  display,
  editor,
  editing,
  canEdit,
  changed,
  error,
  onEdit,
  onConfirm,
  onCancel,
  layout = "inline",
}: EditableFieldProps) {
  const labelId = `field-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn(
        "group/field",
        // While editing, the control gets the full width under its label.
        layout === "inline" && !editing ? "grid grid-cols-[6.5rem_1fr] items-center gap-2" : "flex flex-col gap-1.5",
        layout === "inline" && editing && "py-1",
      )}
    >
      <span id={labelId} className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
        {label}
        {changed && (
          <>
            <span className="size-1.5 rounded-full bg-primary" aria-hidden />
            <span className="sr-only">(changed)</span>
          </>
        )}
      </span>
      {editing ? (
        <div className="flex min-w-0 items-start gap-1">
          <div className="min-w-0 flex-1">{editor}</div>
          <Button variant="secondary" size="icon" aria-label={`Confirm ${label}`} onClick={onConfirm} className="text-success">
            <Check aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Cancel editing ${label}`} onClick={onCancel}>
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <div className="flex min-h-8 min-w-0 items-center gap-1">
          <div className="min-w-0 flex-1 text-[13px] text-foreground">{display}</div>
          {canEdit && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${label}`}
              onClick={onEdit}
              className="opacity-60 group-hover/field:opacity-100 focus-visible:opacity-100"
            >
              <Pencil aria-hidden />
            </Button>
          )}
        </div>
      )}
      {error && (
        <p id={`${labelId}-error`} className="text-xs text-danger sm:col-start-2">
          {error}
        </p>
      )}
    </div>
  );
}
