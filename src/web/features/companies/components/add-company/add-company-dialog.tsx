import { useState } from "react";
import { AlertDialog as Confirm } from "radix-ui";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useMe } from "@web/lib/me-context";
import { usePocs } from "../../api";
import { BusinessDetails, CompanyInformation, Section } from "./company-fields";
import { FileDrop } from "./file-drop";
import { emptyForm, type AddForm } from "./form-state";
import { useAddCompany } from "./use-add-company";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onAdded: (id: string) => void };

/** Add a New Company: Company Information, Business Details, Upload Documents. */
export function AddCompanyDialog({ open, onOpenChange, onAdded }: Props) {
  const me = useMe();
  const pocs = usePocs();
  const [form, setForm] = useState<AddForm>(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AddForm>(key: K, value: AddForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key]: "" }));
  };
  const add = useAddCompany((update) => setForm((f) => ({ ...f, files: update(f.files) })));
  const close = (next: boolean) => {
    if (add.busy) return;
    onOpenChange(next);
    if (!next) {
      setForm(emptyForm);
      setErrors({});
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setErrors({ name: "Company Name is required." });
    const result = await add.submit(form);
    if (result && "fieldErrors" in result) setErrors(result.fieldErrors);
    else if (result) {
      close(false);
      onAdded(result.company.id);
    }
  };
  const fieldProps = { form, set, errors, pocs, orgName: me.organization.name };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="gap-0 p-0 sm:max-w-2xl" onEscapeKeyDown={(e) => add.busy && e.preventDefault()} onInteractOutside={(e) => add.busy && e.preventDefault()}>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div className="border-b border-border px-5 py-4 pr-12">
            <DialogTitle>Add a New Company</DialogTitle>
            <DialogDescription className="mt-0.5">New companies start in Leads.</DialogDescription>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
            <CompanyInformation {...fieldProps} />
            <BusinessDetails {...fieldProps} />
            <Section title="Upload Documents">
              <FileDrop files={form.files} onChange={(files) => set("files", files)} disabled={add.busy} />
            </Section>
          </div>
          <div className="flex justify-end gap-2 border-t border-border bg-surface px-5 py-3">
            <Button variant="secondary" onClick={() => close(false)} disabled={add.busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.busy || !form.name.trim()}>
              {add.busy ? "Adding..." : "Add Company"}
            </Button>
          </div>
        </form>
      </DialogContent>
      <Confirm.Root open={add.confirmOpen} onOpenChange={(o) => !o && add.onConfirm(false)}>
        <Confirm.Portal>
          <Confirm.Overlay className="fixed inset-0 z-50 bg-overlay" />
          <Confirm.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface p-5 shadow-overlay">
            <Confirm.Title className="text-base font-semibold">Add Company</Confirm.Title>
            <Confirm.Description className="mt-2 text-[13px] text-muted-foreground">There is already a company with this name. Are you sure you want to add it anyway?</Confirm.Description>
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
