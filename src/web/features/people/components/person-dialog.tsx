import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { checkSizeRanges, formatUsPhone, personSectors, personStages, personTypes, personValues } from "@shared/constants/people";
import { personCreateSchema, type PersonCreate, type PersonDetail } from "@shared/schemas/people";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { pocsQuery } from "@web/lib/reference-data";
import { toast } from "@web/lib/toast";
import { useSavePerson } from "../api";
import { ContactSummary } from "./contact-summary";
import { NotesField, OtherEmailsField, Section, SelectField, TextField } from "./contact-fields";

const fields = ["companyName", "title", "email", "phone", "linkedin", "website", "personType", "sectorFocus", "stage", "value"] as const;
const more = ["checkSizeRange", "city", "lastMeeting", "pocId", "address", "notes"] as const;

/** The form's starting values: the person's (edit) or blanks (add). */
function startValues(person?: PersonDetail, initial?: Initial): PersonCreate {
  const values: Record<string, string | string[]> = { name: person?.name ?? initial?.name ?? "" };
  for (const key of [...fields, ...more]) values[key] = person?.[key] ?? "";
  if (!person && initial?.email) values.email = initial.email;
  return { ...values, otherEmails: person?.otherEmails ?? [] } as unknown as PersonCreate;
}

/** A new contact's first values (a captured e-mail's unknown participant). */
type Initial = { name?: string | null; email?: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person?: PersonDetail;
  initial?: Initial;
  onSaved?: (p: PersonDetail) => void;
};

/** New Contact / edit contact: Contact Information, Additional Details, side panels and the Contact Summary. */
export function PersonDialog({ open, onOpenChange, person, initial, onSaved }: Props) {
  const pocs = useQuery(pocsQuery()).data?.items ?? [];
  const save = useSavePerson();
  const form = useApiForm({ schema: personCreateSchema, defaultValues: startValues(person, initial) });
  const [summaryKey, setSummaryKey] = useState(0);
  const values = form.watch();

  const submit = form.submitWith(async (body) => {
    const saved = await save.mutateAsync(person ? { id: person.id, body: { ...body, version: person.version } } : { body });
    toast.success(person ? `Saved ${saved.name}` : `Added ${saved.name}`);
    form.reset(startValues(person ? saved : undefined));
    setSummaryKey((k) => k + 1);
    onOpenChange(false);
    onSaved?.(saved);
  });
  const formatPhone = (e: React.FormEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    input.value = formatUsPhone(input.value) ?? "";
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl" aria-describedby="person-dialog-description">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className="pr-8">
            <DialogTitle className="sr-only">{person ? `Edit ${person.name}` : "Add Contact"}</DialogTitle>
            <DialogDescription id="person-dialog-description" className="sr-only">
              {person ? "Change this contact's details." : "Add a person to your network."}
            </DialogDescription>
            <input
              aria-label="Name"
              placeholder="New Contact"
              autoFocus
              className="w-full rounded-md border border-transparent bg-transparent px-1 py-1 text-xl font-semibold outline-none placeholder:text-subtle-foreground hover:border-border focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
              aria-invalid={!!form.formState.errors.name || undefined}
              aria-describedby={form.formState.errors.name ? "person-name-error" : undefined}
              {...form.register("name")}
            />
            {form.formState.errors.name && (
              <p id="person-name-error" className="mt-1 px-1 text-xs text-danger">
                {form.formState.errors.name.message}
              </p>
            )}
          </div>
          <FormBanner message={form.formError} />
          <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
            <div className="space-y-6">
              <Section title="Contact Information">
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField form={form} name="companyName" label="Company" />
                  <TextField form={form} name="title" label="Title" />
                  <TextField form={form} name="email" label="Email" type="email" />
                  <TextField form={form} name="phone" label="Phone" type="tel" onInput={formatPhone} />
                  <TextField form={form} name="linkedin" label="LinkedIn" type="url" />
                  <TextField form={form} name="website" label="Website" type="url" />
                  <OtherEmailsField form={form} />
                </div>
              </Section>
              <Section title="Additional Details">
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField form={form} name="personType" label="Type" options={personTypes} />
                  <SelectField form={form} name="sectorFocus" label="Sector Focus" options={personSectors} />
                  <SelectField form={form} name="stage" label="Stage" options={personStages} />
                  <SelectField form={form} name="checkSizeRange" label="Check Size Range" options={checkSizeRanges} />
                  <TextField form={form} name="city" label="City" />
                  <SelectField form={form} name="pocId" label="POC" options={pocs.map((p) => ({ value: p.id, label: p.name }))} />
                  <SelectField form={form} name="value" label="Value" options={personValues} />
                  <TextField form={form} name="lastMeeting" label="Last Meeting" type="date" blankIsNull />
                  <TextField form={form} name="address" label="Address" />
                  <NotesField form={form} />
                </div>
              </Section>
            </div>
            <aside className="space-y-4">
              <SidePanel title="Recent Interactions">
                {person
                  ? "Meetings and founded companies are listed on the contact's page."
                  : "Interactions will appear here after saving."}
              </SidePanel>
              <SidePanel title="Documents">
                {person ? "Upload and manage documents on the contact's page." : "Documents can be attached after saving."}
              </SidePanel>
              <ContactSummary key={summaryKey} values={values} />
            </aside>
          </div>
          {/* Sticky: Cancel and Add Contact stay in view on short screens (1366×768) while the fields scroll. */}
          <div className="sticky -bottom-5 z-10 -mx-5 -mb-5 flex justify-end gap-2 border-t border-border bg-surface px-5 py-4">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton saving={form.saving} savingLabel={person ? "Saving..." : "Adding..."}>
              {person ? "Save Changes" : "Add Contact"}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SidePanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section title={title}>
      <p className="rounded-md border border-dashed border-border px-3 py-3 text-[13px] text-muted-foreground">{children}</p>
    </Section>
  );
}
