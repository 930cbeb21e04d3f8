import { SubmitButton } from "@web/components/form/submit-button";
import { Button } from "@web/components/ui/button";
import { DialogClose } from "@web/components/ui/dialog";

/** Cancel and the submit button that says what it is doing. */
export function FormActions({ saving, editing }: { saving: boolean; editing: boolean }) {
  return (
    <div className="mt-2 flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <SubmitButton saving={saving} savingLabel={editing ? "Saving..." : "Adding..."}>
        {editing ? "Update" : "Save"}
      </SubmitButton>
    </div>
  );
}
