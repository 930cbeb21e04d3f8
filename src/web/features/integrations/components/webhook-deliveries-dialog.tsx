import { useQuery } from "@tanstack/react-query";
import { RotateCw, Send } from "lucide-react";
import { formatDateTime } from "@shared/format";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { deliveriesQuery, useResendDelivery, type Webhook, type WebhookDelivery } from "../api";

const statusLabel: Record<WebhookDelivery["status"], string> = {
  pending: "Retrying",
  sending: "Sending",
  delivered: "Delivered",
  failed: "Failed",
};

function outcome(d: WebhookDelivery) {
  const parts = [d.responseStatus !== null ? `HTTP ${d.responseStatus}` : d.error, d.responseMs !== null ? `${d.responseMs} ms` : null];
  if (d.status === "pending" && d.attempts === 0) return "Queued";
  const attempts = `${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`;
  return [...parts, attempts].filter(Boolean).join(" · ");
}

/** The delivery log of one endpoint, newest first, with Resend on each message. */
export function WebhookDeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const deliveries = useQuery(deliveriesQuery(webhook.id));
  const resend = useResendDelivery(webhook.id);
  const onResend = (d: WebhookDelivery) =>
    resend.mutate(d.id, {
      onSuccess: () => toast.success(`Queued ${d.eventType} again`),
      onError: (err) => toast.error(errorMessage(err)),
    });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Deliveries</DialogTitle>
        <DialogDescription className="mt-1 truncate">{webhook.url}</DialogDescription>
        <div className="mt-4 max-h-[60vh] overflow-y-auto">
          <ListState
            query={deliveries}
            items={deliveries.data?.items}
            loadingLabel="Loading deliveries"
            errorTitle="Could not load the deliveries"
            empty={
              <EmptyState
                icon={Send}
                title="No deliveries yet"
                description="Deliveries appear here as soon as a subscribed event happens."
              />
            }
          >
            {(items) => (
              <ul className="divide-y divide-border rounded-md border border-border">
                {items.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-3 py-2 text-[13px]">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <code className="font-mono text-xs text-foreground">{d.eventType}</code>
                        <Badge>{statusLabel[d.status]}</Badge>
                        <span className="text-xs text-muted-foreground">{formatDateTime(d.createdAt)}</span>
                      </div>
                      <p className="mt-0.5 text-xs text-muted-foreground">{outcome(d)}</p>
                      {d.responseExcerpt && (
                        <pre className="mt-1 max-h-16 overflow-hidden whitespace-pre-wrap break-all rounded bg-surface-muted px-2 py-1 font-mono text-[11px] text-muted-foreground">
                          {d.responseExcerpt.slice(0, 300)}
                        </pre>
                      )}
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onResend(d)}
                      disabled={resend.isPending}
                      aria-label={`Resend ${d.eventType} of ${formatDateTime(d.createdAt)}`}
                    >
                      <RotateCw aria-hidden /> Resend
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </ListState>
        </div>
      </DialogContent>
    </Dialog>
  );
}
