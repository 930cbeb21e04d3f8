import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { KeyRound, ListChecks, Plus, WebhookIcon } from "lucide-react";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Tooltip } from "@web/components/ui/tooltip";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { CardSectionHeader } from "@web/components/card-section-header";
import { lazyPage } from "@web/lib/lazy-page";
import { useDeleteWebhook, useRotateSecret, webhooksQuery, type Webhook } from "../api";
import { SecretReveal } from "./secret-reveal";

// Form code loads when a dialog first opens, not with Settings.
const WebhookDialog = lazyPage(() => import("./webhook-dialog").then((m) => m.WebhookDialog), null);
const WebhookDeliveriesDialog = lazyPage(() => import("./webhook-deliveries-dialog").then((m) => m.WebhookDeliveriesDialog), null);

type Editing = { webhook: Webhook | null };

/** Settings → Webhooks (owners and admins): signed deliveries of changes to other tools. */
export function WebhooksCard() {
  const webhooks = useQuery(webhooksQuery());
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success("Deleted the webhook"),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };
  const onRotate = (w: Webhook) =>
    rotate.mutate(w.id, { onSuccess: (saved) => setRotated(saved.secret), onError: (err) => toast.error(errorMessage(err)) });

  return (
    <Card role="region" aria-labelledby="webhooks-title">
      <CardSectionHeader
        icon={WebhookIcon}
        titleId="webhooks-title"
        title="Webhooks"
        description="Signed HTTPS deliveries of new and changed records to Slack, Zapier, n8n or your own service; retried for about a day."
        action={
          <Button variant="secondary" size="sm" onClick={() => setEditing({ webhook: null })}>
            <Plus aria-hidden /> Add Webhook
          </Button>
        }
      />
      <div className="px-4 pb-4">
        <ListState
          query={webhooks}
          items={webhooks.data?.items}
          loadingLabel="Loading webhooks"
          errorTitle="Could not load the webhooks"
          empty={<EmptyState icon={WebhookIcon} title="No webhooks yet" description="Add an endpoint to send changes to another tool." />}
        >
          {(items) => (
            <ul className="divide-y divide-border rounded-md border border-border">
              {items.map((w) => (
                <li key={w.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-[13px] hover:bg-surface-muted">
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center gap-2">
                      <span className="truncate font-medium text-foreground">{w.url}</span>
                      {!w.enabled && <Badge>Off</Badge>}
                    </div>
                    <p className="mt-0.5 truncate text-xs text-muted-foreground">
                      {w.disabledReason ?? `${w.events.length} event${w.events.length === 1 ? "" : "s"}: ${w.events.join(", ")}`}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center">
                    <Button variant="ghost" size="sm" onClick={() => setLog(w)} aria-label={`Deliveries of ${w.url}`}>
                      <ListChecks aria-hidden /> Deliveries
                    </Button>
                    <Tooltip content="Rotate secret">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Rotate the secret of ${w.url}`}
                        onClick={() => onRotate(w)}
                        disabled={rotate.isPending}
                      >
                        <KeyRound aria-hidden />
                      </Button>
                    </Tooltip>
                    <Button variant="ghost" size="sm" onClick={() => setEditing({ webhook: w })} aria-label={`Edit ${w.url}`}>
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="hover:text-danger"
                      onClick={() => setDeleting(w)}
                      aria-label={`Delete ${w.url}`}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      {editing && <WebhookDialog webhook={editing.webhook} open onOpenChange={(next) => !next && setEditing(null)} />}
      {log && <WebhookDeliveriesDialog webhook={log} onClose={() => setLog(null)} />}
      <Dialog open={rotated !== null} onOpenChange={(next) => !next && setRotated(null)}>
        <DialogContent>
          <DialogTitle>New signing secret</DialogTitle>
          <DialogDescription className="mt-1">The previous secret no longer signs deliveries. Update your receiver.</DialogDescription>
          <div className="mt-4 flex flex-col gap-4">
            {rotated && <SecretReveal id="rotated-webhook-secret" label="Signing secret" value={rotated} />}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete webhook"
        description={`Delete the webhook to "${deleting?.url ?? ""}"? Its delivery log goes with it.`}
        confirmLabel="Delete Webhook"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
