import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, FileInput, Plus } from "lucide-react";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { CardSectionHeader } from "@web/components/card-section-header";
import { intakeFormsQuery, useDeleteIntakeForm, type IntakeForm } from "../api";
import { lazyPage } from "@web/lib/lazy-page";
import { RowActions } from "./row-actions";

// Form code loads when the dialog first opens, not with Settings.
const IntakeFormDialog = lazyPage(() => import("./intake-form-dialog").then((m) => m.IntakeFormDialog), null);

/** Public intake forms: where founders apply; owners and admins add, edit, disable and delete them. */
export function IntakeFormsCard({ canEdit }: { canEdit: boolean }) {
  const forms = useQuery(intakeFormsQuery());
  const remove = useDeleteIntakeForm();
  const [editing, setEditing] = useState<{ form: IntakeForm | null } | null>(null);
  const [deleting, setDeleting] = useState<IntakeForm | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Deleted ${deleting.title}`),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card>
      <CardSectionHeader
        icon={FileInput}
        title="Intake Forms"
        description="Public pages where founders apply; each application arrives as a Lead with its deck."
        action={
          canEdit && (
            <Button variant="secondary" size="sm" onClick={() => setEditing({ form: null })}>
              <Plus aria-hidden /> Add Form
            </Button>
          )
        }
      />
      <div className="px-4 pb-4">
        <ListState
          query={forms}
          items={forms.data?.items}
          loadingLabel="Loading intake forms"
          errorTitle="Could not load the intake forms"
          empty={<EmptyState icon={FileInput} title="No intake forms yet" description="Add a form and share its link with founders." />}
        >
          {(items) => (
            <ul className="divide-y divide-border rounded-md border border-border">
              {items.map((form) => (
                <li key={form.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-[13px] hover:bg-surface-muted">
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <span className="truncate font-medium text-foreground">{form.title}</span>
                      <Badge>{form.variant === "full" ? "Full" : "Compact"}</Badge>
                      {!form.enabled && <Badge>Disabled</Badge>}
                    </div>
                    <a
                      href={form.publicPath}
                      target="_blank"
                      rel="noreferrer"
                      className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground hover:text-foreground hover:underline"
                    >
                      {form.publicPath}
                      <ExternalLink className="size-3" aria-hidden />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </div>
                  {canEdit && (
                    <div className="flex shrink-0 items-center">
                      <RowActions name={form.title} onEdit={() => setEditing({ form })} onDelete={() => setDeleting(form)} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      {editing !== null && <IntakeFormDialog form={editing.form ?? null} open onOpenChange={(next) => !next && setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete intake form"
        description={`Are you sure you want to delete "${deleting?.title ?? ""}"? Its link stops working; companies it brought in stay.`}
        confirmLabel="Delete Form"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
