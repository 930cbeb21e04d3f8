import { useState, type FormEvent } from "react";
import { toast } from "@web/lib/toast";
import { ticketDefaults, type TicketEffort, type TicketPriority, type TicketStatus, type TicketType } from "@shared/constants/tickets";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useCreateTicket, type TicketInput } from "../api";
import { AssigneeSelect } from "./assignee-select";
import { TicketSelect } from "./ticket-select";

type CreateTicketFormProps = { currentUserId: string; onDone: () => void };

const blank = (assigneeId: string): TicketInput => ({
  title: "",
  description: "",
  status: ticketDefaults.status,
  priority: ticketDefaults.priority,
  taskType: ticketDefaults.taskType,
  effortLevel: ticketDefaults.effortLevel,
  dueDate: null,
  assigneeId,
});

/** Inline "Create New Development Request" form; on failure it stays open with the input. */
export function CreateTicketForm({ currentUserId, onDone }: CreateTicketFormProps) {
  const create = useCreateTicket();
  const [values, setValues] = useState<TicketInput>(() => blank(currentUserId));
  const [titleError, setTitleError] = useState<string>();
  const set = <K extends keyof TicketInput>(key: K, value: TicketInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const title = values.title.trim();
    if (!title) {
      setTitleError("Title is required");
      return;
    }
    create.mutate(
      { ...values, title, description: values.description.trim() },
      {
        onSuccess: (ticket) => {
          toast.success(`Created “${ticket.title}”`);
          onDone();
        },
        onError: () => toast.error("Error creating ticket. Please try again."),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={onSubmit} noValidate aria-labelledby="create-ticket-title">
        <h2 id="create-ticket-title" className="text-sm font-semibold text-foreground">
          Create New Development Request
        </h2>
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
          <Field id="ticket-title" label="Title" error={titleError} className="col-span-2 lg:col-span-4">
            <Input
              {...fieldAria("ticket-title", titleError)}
              value={values.title}
              onChange={(event) => {
                set("title", event.target.value);
                setTitleError(undefined);
              }}
              maxLength={200}
              required
              autoFocus
              placeholder="What needs to be built or fixed?"
            />
          </Field>
          <Field id="ticket-description" label="Description" className="col-span-2 lg:col-span-4">
            <Textarea
              id="ticket-description"
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
              rows={3}
              maxLength={10_000}
              placeholder="Context, steps to reproduce, or what done looks like"
            />
          </Field>
          <Field id="ticket-status" label="Status">
            <TicketSelect id="ticket-status" field="status" label="Status" value={values.status} onChange={(v) => set("status", v as TicketStatus)} />
          </Field>
          <Field id="ticket-priority" label="Priority">
            <TicketSelect id="ticket-priority" field="priority" label="Priority" value={values.priority} onChange={(v) => set("priority", v as TicketPriority)} />
          </Field>
          <Field id="ticket-type" label="Type">
            <TicketSelect id="ticket-type" field="taskType" label="Type" value={values.taskType} onChange={(v) => set("taskType", v as TicketType)} />
          </Field>
          <Field id="ticket-effort" label="Effort">
            <TicketSelect id="ticket-effort" field="effortLevel" label="Effort" value={values.effortLevel} onChange={(v) => set("effortLevel", v as TicketEffort)} />
          </Field>
          <Field id="ticket-due" label="Due date">
            <Input
              id="ticket-due"
              type="date"
              value={values.dueDate ?? ""}
              onChange={(event) => set("dueDate", event.target.value || null)}
              className="tabular"
            />
          </Field>
          <Field id="ticket-assignee" label="Assignee">
            <AssigneeSelect id="ticket-assignee" value={values.assigneeId} onChange={(v) => set("assigneeId", v)} />
          </Field>
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Request"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
