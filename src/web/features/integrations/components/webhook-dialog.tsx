import { useState } from "react";
import { Controller } from "react-hook-form";
import { WEBHOOK_EVENTS } from "@shared/constants/integrations";
import { webhookCreateSchema } from "@shared/schemas/integrations";
import { toast } from "@web/lib/toast";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField, fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useSaveWebhook, type Webhook, type WebhookWithSecret } from "../api";
import { SecretReveal } from "./secret-reveal";

type Props = { webhook: Webhook | null; open: boolean; onOpenChange: (open: boolean) => void };

function WebhookForm({ webhook, onSaved }: { webhook: Webhook | null; onSaved: (saved: Webhook | WebhookWithSecret) => void }) {
  const save = useSaveWebhook();
  const form = useApiForm({
    schema: webhookCreateSchema,
    defaultValues: {
      url: webhook?.url ?? "",
      events: (webhook?.events ?? ["company.created", "company.stage_changed"]) as (typeof WEBHOOK_EVENTS)[number][],
      enabled: webhook?.enabled ?? true,
    },
  });
  const onSubmit = form.submitWith(async (values) =>
    onSaved(await save.mutateAsync(webhook ? { id: webhook.id, version: webhook.version, body: values } : { body: values })),
  );
  const eventsError = fieldError(form.formState.errors, "events");
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormBanner message={form.formError} />
      <FormField form={form} name="url" id="webhook-url" label="Endpoint URL" hint="An https:// address on the public internet.">
        {(control) => (
          <Input {...control} type="url" maxLength={2000} autoComplete="off" placeholder="https://hooks.example.com/fundline" autoFocus />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <fieldset aria-describedby={eventsError ? "webhook-events-error" : undefined}>
            <legend className="text-[13px] font-medium text-foreground">Events</legend>
            <div className="mt-2 grid max-h-56 grid-cols-1 gap-1.5 overflow-y-auto sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event) => {
                const id = `webhook-event-${event.replace(/\./g, "-")}`;
                const checked = field.value.includes(event);
                return (
                  <div key={event} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(v) => field.onChange(v === true ? [...field.value, event] : field.value.filter((e) => e !== event))}
                    />
                    <Label htmlFor={id} className="font-mono text-xs">
                      {event}
                    </Label>
                  </div>
                );
              })}
            </div>
            {eventsError && (
              <p id="webhook-events-error" className="mt-1 text-xs text-danger">
                {eventsError}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="webhook-enabled" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="webhook-enabled">Send deliveries</Label>
          </div>
        )}
      />
      <div className="mt-2 flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <SubmitButton saving={form.saving} savingLabel={webhook ? "Saving..." : "Adding..."}>
          {webhook ? "Update" : "Add webhook"}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Add or edit a webhook endpoint; a new endpoint's signing secret is shown once, in the same dialog. */
export function WebhookDialog({ webhook, open, onOpenChange }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const onSaved = (saved: Webhook | WebhookWithSecret) => {
    toast.success(webhook ? "Saved the webhook" : "Added the webhook");
    if ("secret" in saved) setSecret(saved.secret);
    else onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{secret ? "Webhook added" : webhook ? "Edit webhook" : "Add webhook"}</DialogTitle>
        <DialogDescription className="mt-1">
          Deliveries are signed with Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature).
        </DialogDescription>
        {secret ? (
          <div className="mt-4 flex flex-col gap-4">
            <SecretReveal id="new-webhook-secret" label="Signing secret" value={secret} />
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          open && <WebhookForm webhook={webhook} onSaved={onSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}
