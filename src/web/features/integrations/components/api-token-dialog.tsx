import { useState } from "react";
import { apiTokenCreateSchema } from "@shared/schemas/integrations";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useCreateApiToken, type ApiTokenCreated } from "../api";
import { SecretReveal } from "./secret-reveal";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; canCreateOrganisation: boolean; readOnly: boolean };

/** A date picked in the form means "until the end of that day" (UTC). */
const endOfDay = (day: string | null) => (day ? `${day}T23:59:59Z` : null);

function TokenForm({
  canCreateOrganisation,
  readOnly,
  onCreated,
}: Omit<Props, "open" | "onOpenChange"> & { onCreated: (t: ApiTokenCreated) => void }) {
  const create = useCreateApiToken();
  const form = useApiForm({
    schema: apiTokenCreateSchema,
    defaultValues: { name: "", scope: readOnly ? "read" : "read-write", kind: "personal", expiresAt: null },
  });
  const onSubmit = form.submitWith(async (values) => onCreated(await create.mutateAsync(values)));
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="name" id="token-name" label="Name" hint="What uses it, e.g. Zapier or the data warehouse.">
        {(control) => <Input {...control} maxLength={80} autoComplete="off" autoFocus />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="scope" id="token-scope" label="Access">
          {(control) => (
            <NativeSelect {...control}>
              <option value="read">Read only</option>
              {!readOnly && <option value="read-write">Read and write</option>}
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="kind" id="token-kind" label="Acts as">
          {(control) => (
            <NativeSelect {...control}>
              <option value="personal">Me (personal token)</option>
              {canCreateOrganisation && <option value="organisation">The organisation (admin role)</option>}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="expiresAt"
        id="token-expiry"
        label="Expires"
        hint="Optional: the token stops working after this day."
        options={{ setValueAs: (v: string | null) => endOfDay(v || null) }}
      >
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel="Creating...">
          Create token
        </SubmitButton>
      </div>
    </form>
  );
}

/** Create an API token; after creation the same dialog shows the token once, with a copy button. */
export function ApiTokenDialog({ open, onOpenChange, canCreateOrganisation, readOnly }: Props) {
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{created ? `Token “${created.name}” created` : "Create API token"}</DialogTitle>
        <DialogDescription className="mt-1">
          Scripts and tools send it as <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>.
        </DialogDescription>
        {created ? (
          <div className="mt-4 flex flex-col gap-4">
            <SecretReveal id="new-api-token" label="Your new API token" value={created.token} />
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          open && <TokenForm canCreateOrganisation={canCreateOrganisation} readOnly={readOnly} onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}
