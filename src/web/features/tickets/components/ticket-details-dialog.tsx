import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import { formatDate, formatDateTime } from "@shared/format";
import { ticketUpdateSchema } from "@shared/schemas/tickets";
import { ApiError } from "@web/lib/api-client";
import { FormBanner } from "@web/components/form/form-banner";
import { fieldError } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { membersQuery } from "@web/lib/reference-data";
import { ticketQuery, useUpdateTicket, type Ticket, type TicketChanges } from "../api";
import { inSpecWords } from "../ticket-errors";
import { TicketBadge, type TicketField } from "../ticket-meta";
import { AssigneeSelect } from "./assignee-select";
import { EditableField } from "./editable-field";
import { TicketSelect } from "./ticket-select";

type Key = keyof TicketChanges;
type Props = { ticket: Ticket; assignee: string; canEdit: boolean; onClose: () => void };
type BodyProps = Props & { onEditingChange: (editing: boolean) => void };

const changesSchema = ticketUpdateSchema.omit({ version: true });
const STALE = "Someone else changed this ticket while you were editing. The latest version is shown; please make your changes again.";

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-baseline gap-2 py-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-[13px] break-words text-foreground">{children}</dd>
    </div>
  );
}

function DetailsBody({ ticket: initial, assignee, canEdit, onClose, onEditingChange }: BodyProps) {
  const queryClient = useQueryClient();
  const { data: ticket } = useQuery({ ...ticketQuery(initial.id), initialData: initial, staleTime: 0 });
  const update = useUpdateTicket();
  const form = useApiForm({ schema: changesSchema, defaultValues: {} });
  const draft = form.watch();
  const [editing, setEditing] = useState<{ key: Key; value: string } | null>(null);
  const dirty = Object.keys(draft).length > 0;
  useEffect(() => onEditingChange(editing !== null), [editing, onEditingChange]);
  const current = { ...ticket, ...draft };

  const members = useQuery(membersQuery());
  const cancel = () => setEditing(null);
  /** Keeps the open field's value as a pending change; false when it cannot be kept (a blank title). */
  const commit = () => {
    if (!editing) return true;
    const { key } = editing;
    let value: string | null = editing.value;
    if (key === "title") value = value.trim();
    if (key === "title" && !value) return false; // a ticket keeps a title
    if ((key === "dueDate" || key === "assigneeId") && !value) value = null;
    // The form holds only the changed fields: the PATCH sends those and the version the user saw.
    if (value === ticket[key]) form.unregister(key);
    else form.setValue(key, value as never, { shouldValidate: true });
    form.clearErrors(key);
    return true;
  };
  const confirm = () => {
    if (commit()) setEditing(null);
  };
  // Moving to another field keeps what was typed in the open one as a pending change.
  const start = (key: Key) => {
    if (editing && editing.key !== key && !commit()) return;
    setEditing({ key, value: String(current[key] ?? "") });
  };
  const assigneeName = (userId: string | null) =>
    userId === null
      ? "Not assigned"
      : userId === initial.assigneeId
        ? assignee
        : (members.data?.items.find((m) => m.userId === userId)?.name ?? "Unknown User");

  const save = form.submitWith(async (changes) => {
    try {
      await update.mutateAsync({ ticket, changes }).catch(inSpecWords("Error updating ticket. Please try again."));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      toast.error(STALE);
      form.reset({});
      setEditing(null);
      await queryClient.fetchQuery({ ...ticketQuery(ticket.id), staleTime: 0 });
      return;
    }
    toast.success("Ticket updated");
    onClose();
  });

  const onInputKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !(event.target instanceof HTMLTextAreaElement && !event.metaKey && !event.ctrlKey)) {
      event.preventDefault();
      confirm();
    }
  };

  const field = (key: Key, label: string, display: ReactNode, editor: ReactNode, layout?: "stacked" | "inline") => (
    <EditableField
      label={label}
      display={display}
      editor={editor}
      layout={layout}
      editing={editing?.key === key}
      canEdit={canEdit && !form.saving}
      changed={key in draft}
      error={fieldError(form.formState.errors, key)}
      onEdit={() => start(key)}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
  const setValue = (value: string) => setEditing((e) => (e ? { ...e, value } : e));
  const select = (key: Key & TicketField, label: string) =>
    field(
      key,
      label,
      <TicketBadge field={key} value={current[key]} />,
      <TicketSelect field={key} label={label} value={editing?.value ?? current[key]} onChange={setValue} size="md" />,
    );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- it only catches Escape from the field being edited
    <form
      onSubmit={save}
      noValidate
      onKeyDown={(event) => {
        // Escape leaves the field being edited (the dialog ignores it meanwhile); an open
        // select list lives in a portal outside this element and handles its own Escape.
        if (event.key === "Escape" && editing && event.currentTarget.contains(event.target as Node)) cancel();
      }}
    >
      <FormBanner message={form.formError} />
      <div className="mt-4 grid gap-6 sm:grid-cols-[1fr_19rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {field(
            "title",
            "Title",
            <span className="text-[15px] font-semibold break-words">{current.title}</span>,
            <Input
              value={editing?.value ?? ""}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={onInputKey}
              maxLength={200}
              autoFocus
              aria-label="Title"
            />,
            "stacked",
          )}
          {field(
            "description",
            "Description",
            current.description ? (
              <p className="whitespace-pre-wrap break-words text-foreground/90">{current.description}</p>
            ) : (
              <span className="text-subtle-foreground">No description</span>
            ),
            <Textarea
              value={editing?.value ?? ""}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={onInputKey}
              rows={6}
              maxLength={10_000}
              autoFocus
              aria-label="Description"
            />,
            "stacked",
          )}
        </div>
        <div className="flex flex-col gap-1.5 border-border sm:border-l sm:pl-5">
          {select("status", "Status")}
          {select("priority", "Priority")}
          {select("taskType", "Task type")}
          {select("effortLevel", "Effort level")}
          {field(
            "dueDate",
            "Due date",
            current.dueDate ? (
              <span className="tabular">{formatDate(current.dueDate)}</span>
            ) : (
              <span className="text-subtle-foreground">No due date</span>
            ),
            <Input
              type="date"
              value={editing?.value ?? ""}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={onInputKey}
              aria-label="Due date"
              className="tabular"
              autoFocus
            />,
          )}
          {field(
            "assigneeId",
            "Assignee",
            <span className={current.assigneeId ? undefined : "text-subtle-foreground"}>{assigneeName(current.assigneeId)}</span>,
            <AssigneeSelect value={editing?.value || null} onChange={(userId) => setValue(userId ?? "")} />,
          )}
          <dl className="mt-2 border-t border-border pt-2">
            <ReadOnly label="Organisation">{ticket.organizationName}</ReadOnly>
            <ReadOnly label="Created">
              <span className="tabular">{formatDateTime(ticket.createdAt)}</span>
            </ReadOnly>
            {ticket.updatedAt && (
              <ReadOnly label="Last updated">
                <span className="tabular">{formatDateTime(ticket.updatedAt)}</span>
              </ReadOnly>
            )}
            <ReadOnly label="Ticket ID">
              <code className="font-mono text-[11px] break-all text-muted-foreground select-all">{ticket.id}</code>
            </ReadOnly>
          </dl>
        </div>
      </div>
      <div className="mt-6 flex items-center gap-2 border-t border-border pt-4">
        {dirty && (
          <Badge tone="warning" dot>
            Unsaved changes
          </Badge>
        )}
        <div className="ml-auto flex gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          {dirty && (
            <SubmitButton saving={form.saving} savingLabel="Saving..." disabled={editing !== null}>
              Save Changes
            </SubmitButton>
          )}
        </div>
      </div>
    </form>
  );
}

/** Ticket Details: fields edited one at a time, then saved together with one PATCH. */
export function TicketDetailsDialog({ ticket, onClose, ...rest }: Omit<Props, "ticket"> & { ticket: Ticket | null }) {
  const [fieldEditing, setFieldEditing] = useState(false);
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-3xl"
        onEscapeKeyDown={(event) => {
          if (fieldEditing) event.preventDefault();
        }}
      >
        <DialogTitle>Ticket Details</DialogTitle>
        <DialogDescription className="sr-only">View and edit this development request.</DialogDescription>
        {ticket && <DetailsBody key={ticket.id} ticket={ticket} onClose={onClose} onEditingChange={setFieldEditing} {...rest} />}
      </DialogContent>
    </Dialog>
  );
}
