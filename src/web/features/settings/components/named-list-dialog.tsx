import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { pocCreateSchema, subsectorCreateSchema } from "@shared/schemas/settings";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { ListState } from "@web/components/list-state";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { namedListQuery, useDeleteNamedItem, useSaveNamedItem, type NamedItem } from "../api";
import type { NamedListText } from "../named-lists";
import { RowActions } from "./row-actions";

type NamedListDialogProps = {
  text: NamedListText;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  /** Put the cursor in the name field when the dialog opens ("Add New ..."). */
  focusForm: boolean;
};

/** The list of POCs or subsectors with an add/rename form and delete confirmation. */
export function NamedListDialog({ text, open, onOpenChange, canEdit, focusForm }: NamedListDialogProps) {
  const list = useQuery({ ...namedListQuery(text.kind), enabled: open });
  const save = useSaveNamedItem(text.kind);
  const remove = useDeleteNamedItem(text.kind);
  const inputRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<NamedItem | null>(null);
  const [deleting, setDeleting] = useState<NamedItem | null>(null);
  const form = useApiForm({ schema: text.kind === "pocs" ? pocCreateSchema : subsectorCreateSchema, defaultValues: { name: "" } });
  const fieldId = `${text.kind}-name`;

  const resetForm = () => {
    setEditing(null);
    form.reset({ name: "" });
    form.setFormError(null);
  };

  const send = form.submitWith(async ({ name }) => {
    const item = await save.mutateAsync({ id: editing?.id, version: editing?.version, name });
    toast.success(editing ? `Renamed to ${item.name}` : `Added ${item.name}`);
    resetForm();
    inputRef.current?.focus();
  });

  // The spec: saving an empty name is silently ignored (no error under the field).
  const onSubmit = (event: React.FormEvent) => {
    if (form.getValues("name").trim()) return void send(event);
    event.preventDefault();
  };

  const startEdit = (item: NamedItem) => {
    setEditing(item);
    form.reset({ name: item.name });
    form.setFormError(null);
    inputRef.current?.focus();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted ${deleting.name}`);
        if (editing?.id === deleting.id) resetForm();
        setDeleting(null);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) resetForm();
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="sm:max-w-lg"
        onEscapeKeyDown={(event) => {
          // Escape first leaves rename mode, then closes the dialog.
          if (!editing) return;
          event.preventDefault();
          resetForm();
        }}
        onOpenAutoFocus={(event) => {
          if (!focusForm || !canEdit) return;
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription className="mt-1">
          {text.description}
          {list.data && <span className="tabular"> · {list.data.total} total</span>}
        </DialogDescription>

        {canEdit && (
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2">
            <FormBanner message={form.formError} />
            <div className="flex items-start gap-2">
              <FormField
                form={form}
                name="name"
                id={fieldId}
                label={text.column}
                hint={editing ? `Renaming “${editing.name}”. Escape cancels.` : undefined}
                className="flex-1"
              >
                {({ ref, ...control }) => (
                  <Input
                    {...control}
                    ref={(element) => {
                      ref(element);
                      inputRef.current = element;
                    }}
                    maxLength={80}
                    autoComplete="off"
                    placeholder={text.kind === "pocs" ? "e.g. Maya Chen" : "e.g. Climate Software"}
                  />
                )}
              </FormField>
              <div className="mt-[21px] flex gap-2">
                {editing && (
                  <Button variant="secondary" size="lg" onClick={resetForm}>
                    Cancel
                  </Button>
                )}
                <SubmitButton size="lg" saving={form.saving} savingLabel={editing ? "Saving..." : "Adding..."}>
                  {editing ? "Update" : "Save"}
                </SubmitButton>
              </div>
            </div>
          </form>
        )}

        <div className="mt-4 overflow-hidden rounded-md border border-border">
          <ListState
            query={list}
            items={list.data?.items}
            loadingLabel="Loading"
            className="p-3"
            empty={
              <EmptyState
                icon={text.icon}
                title={text.emptyTitle}
                action={
                  canEdit && (
                    <Button variant="secondary" onClick={() => inputRef.current?.focus()}>
                      {text.firstLabel}
                    </Button>
                  )
                }
              />
            }
          >
            {(items) => (
              <div className="max-h-[min(22rem,50dvh)] overflow-y-auto">
                <table className="w-full text-[13px]">
                  <thead className="sticky top-0 bg-surface-muted">
                    <tr>
                      <th scope="col" className="h-8 border-b border-border px-3 text-left text-xs font-medium text-muted-foreground">
                        {text.column}
                      </th>
                      <th scope="col" className="h-8 w-24 border-b border-border px-3 text-right text-xs font-medium text-muted-foreground">
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.id} className="group border-b border-border last:border-0 hover:bg-surface-muted">
                        <td className="px-3 py-1.5 text-foreground">
                          <span className={editing?.id === item.id ? "font-medium text-primary" : undefined}>{item.name}</span>
                        </td>
                        <td className="px-2 py-1 text-right whitespace-nowrap">
                          {canEdit ? (
                            <RowActions name={item.name} onEdit={() => startEdit(item)} onDelete={() => setDeleting(item)} />
                          ) : (
                            <span className="text-xs text-subtle-foreground">—</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </ListState>
        </div>
        {!canEdit && <p className="mt-3 text-xs text-muted-foreground">Only owners and admins can change this list.</p>}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={`Delete ${text.noun}`}
          description={`Are you sure you want to delete "${deleting?.name ?? ""}"? This action cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
        />
      </DialogContent>
    </Dialog>
  );
}
