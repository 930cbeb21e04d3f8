import { RowActions } from "./row-actions";
import { useRef, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { namedListQuery, useDeleteNamedItem, useSaveNamedItem, type NamedItem } from "../api";
import type { NamedListText } from "../named-lists";

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
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<NamedItem | null>(null);
  const fieldId = `${text.kind}-name`;

  const resetForm = () => {
    setEditing(null);
    setName("");
    setError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || save.isPending) return; // an empty name is silently ignored
    save.mutate(
      { id: editing?.id, version: editing?.version, name: trimmed },
      {
        onSuccess: (item) => {
          toast.success(editing ? `Renamed to ${item.name}` : `Added ${item.name}`);
          resetForm();
          inputRef.current?.focus();
        },
        onError: (err) => setError(err instanceof ApiError ? (err.fields?.name ?? err.message) : errorMessage(err)),
      },
    );
  };

  const startEdit = (item: NamedItem) => {
    setEditing(item);
    setName(item.name);
    setError(undefined);
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

  const items = list.data?.items ?? [];
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
          <form onSubmit={onSubmit} noValidate className="mt-4 flex items-start gap-2">
            <Field
              id={fieldId}
              label={text.column}
              error={error}
              hint={editing ? `Renaming “${editing.name}”. Escape cancels.` : undefined}
              className="flex-1"
            >
              <Input
                ref={inputRef}
                {...fieldAria(fieldId, error, editing !== null)}
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(undefined);
                }}
                maxLength={80}
                autoComplete="off"
                placeholder={text.kind === "pocs" ? "e.g. Maya Chen" : "e.g. Climate Software"}
              />
            </Field>
            <div className="mt-[21px] flex gap-2">
              {editing && (
                <Button variant="secondary" size="lg" onClick={resetForm}>
                  Cancel
                </Button>
              )}
              <Button type="submit" size="lg" disabled={save.isPending}>
                {save.isPending ? "Saving..." : editing ? "Update" : "Save"}
              </Button>
            </div>
          </form>
        )}

        <div className="mt-4 overflow-hidden rounded-md border border-border">
          {list.isPending ? (
            <div className="flex flex-col gap-2 p-3" role="status" aria-label="Loading">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-3/5" />
            </div>
          ) : list.isError ? (
            <p className="p-4 text-[13px] text-danger">{errorMessage(list.error)}</p>
          ) : items.length === 0 ? (
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
          ) : (
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
        </div>
        {!canEdit && (
          <p className="mt-3 text-xs text-muted-foreground">Only owners and admins can change this list.</p>
        )}
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
