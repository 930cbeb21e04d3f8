import { Controller } from "react-hook-form";
import { intakeFormCreateSchema, type IntakeForm } from "@shared/schemas/intake";
import { toast } from "@web/lib/toast";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { useSaveIntakeForm } from "../api";

type IntakeFormDialogProps = {
  /** null: add a new form. */
  form: IntakeForm | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function IntakeFormForm({ intakeForm, onDone }: { intakeForm: IntakeForm | null; onDone: () => void }) {
  const save = useSaveIntakeForm();
  const form = useApiForm({
    schema: intakeFormCreateSchema,
    defaultValues: {
      title: intakeForm?.title ?? "",
      slug: intakeForm?.slug ?? "",
      variant: intakeForm?.variant ?? "full",
      websiteUrl: intakeForm?.websiteUrl ?? null,
      enabled: intakeForm?.enabled ?? true,
    },
  });
  const onSubmit = form.submitWith(async (values) => {
    const saved = await save.mutateAsync({ id: intakeForm?.id, version: intakeForm?.version, ...values });
    toast.success(intakeForm ? `Saved ${saved.title}` : `Added ${saved.title}`);
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="title" id="intake-title" label="Title">
        {(control) => <Input {...control} maxLength={120} autoComplete="off" placeholder="e.g. Apply for funding" autoFocus />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          form={form}
          name="slug"
          id="intake-slug"
          label="Slug"
          hint="The page is /raise/<slug>; raise and raise-prevail get /raise and /raise-prevail."
        >
          {(control) => <Input {...control} maxLength={60} autoComplete="off" placeholder="raise" spellCheck={false} />}
        </FormField>
        <FormField form={form} name="variant" id="intake-variant" label="Variant">
          {(control) => (
            <NativeSelect {...control}>
              <option value="full">Full (sections)</option>
              <option value="compact">Compact</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="websiteUrl"
        id="intake-website"
        label="Website link"
        hint="Where the button of the success dialog leads."
        options={{ setValueAs: (v: string | null) => (v ? v : null) }}
      >
        {(control) => <Input {...control} type="url" maxLength={500} autoComplete="off" placeholder="https://yourfund.com" />}
      </FormField>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="intake-enabled" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="intake-enabled">Accepting applications</Label>
          </div>
        )}
      />
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel={intakeForm ? "Saving..." : "Adding..."}>
          {intakeForm ? "Update" : "Save"}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Add or edit a public intake form: title, slug, variant, website link, enabled. */
export function IntakeFormDialog({ form, open, onOpenChange }: IntakeFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{form ? "Edit intake form" : "Add intake form"}</DialogTitle>
        <DialogDescription className="mt-1">
          Founders apply through this page without signing in; each application becomes a Lead.
        </DialogDescription>
        {open && <IntakeFormForm key={form?.id ?? "new"} intakeForm={form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
