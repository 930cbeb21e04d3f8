import { viewCreateSchema } from "@shared/schemas/custom-fields";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";

/** The fields of a new view that the person types; the page, filters, columns and sort come from the page. */
const viewNameSchema = viewCreateSchema.pick({ name: true, shared: true });

/** Save view: the name of a new view and whether the organisation sees it. */
export function SaveViewDialog({
  onOpenChange,
  onSave,
}: {
  onOpenChange: (open: boolean) => void;
  onSave: (name: string, shared: boolean) => Promise<void>;
}) {
  const form = useApiForm({ schema: viewNameSchema, defaultValues: { name: "", shared: false } });
  const submit = form.submitWith(async ({ name, shared }) => {
    await onSave(name, shared);
    onOpenChange(false);
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Save view</DialogTitle>
        <DialogDescription className="mt-1">The current filters, columns and sort, under a name.</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <FormBanner message={form.formError} />
          <FormField form={form} name="name" id="view-name" label="View name">
            {(control) => <Input {...control} maxLength={80} autoFocus />}
          </FormField>
          <label className="flex items-center gap-2 text-[13px]">
            <input type="checkbox" className="size-4 accent-[var(--primary)]" {...form.register("shared")} />
            Share with the organisation
          </label>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <SubmitButton saving={form.saving} savingLabel="Saving...">
              Save
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
