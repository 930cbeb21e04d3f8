import { Controller } from "react-hook-form";
import { ticketDefaults } from "@shared/constants/tickets";
import { ticketCreateSchema, type TicketInput } from "@shared/schemas/tickets";
import { toast } from "@web/lib/toast";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Field } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import type { TicketField } from "../ticket-meta";
import { useCreateTicket } from "../api";
import { inSpecWords } from "../ticket-errors";
import { AssigneeSelect } from "./assignee-select";
import { TicketSelect } from "./ticket-select";

type CreateTicketFormProps = { currentUserId: string; onDone: () => void };

const selects: { name: TicketField; id: string; label: string }[] = [
  { name: "status", id: "ticket-status", label: "Status" },
  { name: "priority", id: "ticket-priority", label: "Priority" },
  { name: "taskType", id: "ticket-type", label: "Type" },
  { name: "effortLevel", id: "ticket-effort", label: "Effort" },
];

/** Inline "Create New Development Request" form; on failure it stays open with the input. */
export function CreateTicketForm({ currentUserId, onDone }: CreateTicketFormProps) {
  const create = useCreateTicket();
  const form = useApiForm({
    schema: ticketCreateSchema,
    defaultValues: { title: "", description: "", ...ticketDefaults, dueDate: null, assigneeId: currentUserId } satisfies TicketInput,
  });
  const onSubmit = form.submitWith(async (values) => {
    const ticket = await create.mutateAsync(values).catch(inSpecWords("Error creating ticket. Please try again."));
    toast.success(`Created “${ticket.title}”`);
    onDone();
  });

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={onSubmit} noValidate aria-labelledby="create-ticket-title">
        <h2 id="create-ticket-title" className="text-sm font-semibold text-foreground">
          Create New Development Request
        </h2>
        <FormBanner message={form.formError} />
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
          <FormField form={form} name="title" id="ticket-title" label="Title" className="col-span-2 lg:col-span-4">
            {(control) => <Input {...control} maxLength={200} required autoFocus placeholder="What needs to be built or fixed?" />}
          </FormField>
          <FormField form={form} name="description" id="ticket-description" label="Description" className="col-span-2 lg:col-span-4">
            {(control) => (
              <Textarea {...control} rows={3} maxLength={10_000} placeholder="Context, steps to reproduce, or what done looks like" />
            )}
          </FormField>
          {selects.map(({ name, id, label }) => (
            <Field key={name} id={id} label={label}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <TicketSelect id={id} field={name} label={label} value={field.value ?? ""} onChange={field.onChange} />
                )}
              />
            </Field>
          ))}
          <FormField form={form} name="dueDate" id="ticket-due" label="Due date" options={{ setValueAs: (v: string) => v || null }}>
            {(control) => <Input {...control} type="date" className="tabular" />}
          </FormField>
          <Field id="ticket-assignee" label="Assignee">
            <Controller
              control={form.control}
              name="assigneeId"
              render={({ field }) => <AssigneeSelect id="ticket-assignee" value={field.value ?? null} onChange={field.onChange} />}
            />
          </Field>
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={form.saving}>
            Cancel
          </Button>
          <SubmitButton saving={form.saving} savingLabel="Creating...">
            Create Request
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
