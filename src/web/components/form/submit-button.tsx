import type { ComponentProps } from "react";
import { Button } from "@web/components/ui/button";

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type"> & {
  saving: boolean;
  /** What the button says while the request runs, e.g. "Saving...", "Adding...". */
  savingLabel: string;
};

/** The form's submit button: disabled and relabelled while saving. */
export function SubmitButton({ saving, savingLabel, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={saving || disabled} aria-busy={saving || undefined} {...props}>
      {saving ? savingLabel : children}
    </Button>
  );
}
