import { useState } from "react";
import * as Confirm from "@radix-ui/react-alert-dialog";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useMe } from "@web/lib/me-context";
import { usePocs } from "../../api";
import { BusinessDetails, CompanyInformation, Section } from "./company-fields";
import { FileDrop } from "./file-drop";
import { addCompanySchema, emptyForm, hasInput, type AddForm } from "./form-state";
import { useAddCompany } from "./use-add-company";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAdded: (id: string) => void };

/** Add a New Company: Company Information, Business Details, Upload Documents. */
export function AddCompanyDialog({ open, onOpenChange, onAdded }: Props) {
  const me = useMe();
  const pocs = usePocs();
  const apiForm = useApiForm({ schema: addCompanySchema, defaultValues: emptyForm });
  const form = apiForm.watch() as AddForm;
  const errors = Object.fromEntries(Object.entries(apiForm.formState.errors).map(([key, error]) => [key, String(error?.message ?? "")]));
  const set = <K extends keyof AddForm>(key: K, value: AddForm[K]) => {
    apiForm.setValue(key, value as never);
    if (errors[key]) apiForm.clearErrors(key);
  };
  const add = useAddCompany((update) => apiForm.setValue("files", update(apiForm.getValues("files") as AddForm["files"]) as never));
  const busy = add.busy || apiForm.saving;
  const [askDiscard, setAskDiscard] = useState(false);
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      apiForm.reset(emptyForm);
      apiForm.setFormError(null);
    }
  };
  // Escape, the close button, Cancel and a click outside ask before throwing typed input away.
  const requestClose = () => {
    if (busy) return;
    if (hasInput(apiForm.getValues() as AddForm)) setAskDiscard(true);
    else close(false);
  };
  const submit = apiForm.submitWith(async (values) => {
    const result = await add.submit(values);
    if (!result) return;
    close(false);
    onAdded(result.company.id);
  });
  const fieldProps = { form, set, errors, pocs, orgName: me.organization.name };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? close(true) : requestClose())}>
      <DialogContent
        className="gap-0 p-0 sm:max-w-2xl"
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="border-b border-border px-5 py-4 pr-12">
            <DialogTitle>Add a New Company</DialogTitle>
            <DialogDescription className="mt-0.5">New companies start in Leads.</DialogDescription>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
            <FormBanner message={apiForm.formError} />
            <CompanyInformation {...fieldProps} />
            <BusinessDetails {...fieldProps} />
            <Section title="Upload Documents">
              <FileDrop files={form.files} onChange={(files) => set("files", files)} disabled={busy} />
            </Section>
          </div>
          <div className="flex justify-end gap-2 border-t border-border bg-surface px-5 py-3">
            <Button variant="secondary" onClick={requestClose} disabled={busy}>
              Cancel
            </Button>
            {/* Never silently disabled: an empty name says "Company Name is required." under the field. */}
            <SubmitButton saving={busy} savingLabel="Adding...">
              Add Company
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title="Discard this company?"
        description="What you entered in Add a New Company will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        onConfirm={() => {
          setAskDiscard(false);
          close(false);
        }}
      />
      <Confirm.Root open={add.confirmOpen} onOpenChange={(o) => !o && add.onConfirm(false)}>
        <Confirm.Portal>
          <Confirm.Overlay className="fixed inset-0 z-50 bg-overlay" />
          <Confirm.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-5 shadow-overlay">
            <Confirm.Title className="text-base font-semibold">Add Company</Confirm.Title>
            <Confirm.Description className="mt-2 text-[13px] text-muted-foreground">
              There is already a company with this name. Are you sure you want to add it anyway?
            </Confirm.Description>
            <div className="mt-5 flex justify-end gap-2">
              <Confirm.Cancel className={buttonVariants({ variant: "secondary" })}>Cancel</Confirm.Cancel>
              <Confirm.Action className={buttonVariants()} onClick={() => add.onConfirm(true)}>
                Add Anyway
              </Confirm.Action>
            </div>
          </Confirm.Content>
        </Confirm.Portal>
      </Confirm.Root>
    </Dialog>
  );
}
