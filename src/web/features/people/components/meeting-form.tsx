import { meetingCreateSchema } from "@shared/schemas/people";
import { todayIsoDay } from "@shared/format";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/lib/toast";
import { useAddMeeting } from "../api";

/** Log a New Meeting: Date and Purpose required; the person's last meeting date follows. */
export function MeetingForm({ personId, readOnly }: { personId: string; readOnly: boolean }) {
  const add = useAddMeeting(personId);
  const blank = { date: todayIsoDay(), purpose: "", notes: "" };
  const form = useApiForm({ schema: meetingCreateSchema, defaultValues: blank });
  const submit = form.submitWith(async (body) => {
    await add.mutateAsync(body);
    toast.success("Meeting logged");
    form.reset(blank);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-border bg-surface p-4" aria-labelledby="log-meeting">
      <h3 id="log-meeting" className="text-sm font-semibold">
        Log a New Meeting
      </h3>
      <FormBanner message={form.formError} />
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <FormField form={form} name="date" id="meeting-date" label="Date">
          {(control) => <Input type="date" disabled={readOnly} {...control} />}
        </FormField>
        <FormField form={form} name="purpose" id="meeting-purpose" label="Purpose">
          {(control) => <Input disabled={readOnly} {...control} />}
        </FormField>
      </div>
      <FormField form={form} name="notes" id="meeting-notes" label="Notes">
        {(control) => <Textarea rows={3} disabled={readOnly} {...control} />}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton saving={form.saving} savingLabel="Adding..." disabled={readOnly}>
          Add Meeting
        </SubmitButton>
      </div>
    </form>
  );
}
