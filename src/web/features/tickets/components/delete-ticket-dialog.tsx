import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { useDeleteTicket, type Ticket } from "../api";

/** "Delete Development Request" confirmation; Escape or Cancel keep the ticket. */
export function DeleteTicketDialog({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const remove = useDeleteTicket();
  return (
    <ConfirmDialog
      open={ticket !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Development Request"
      description={`Are you sure you want to delete "${ticket?.title ?? ""}"? This action cannot be undone.`}
      confirmLabel="Delete Request"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() =>
        ticket &&
        remove.mutate(ticket.id, {
          onSuccess: () => toast.success(`Deleted “${ticket.title}”`),
          onError: (error) => toast.error(errorMessage(error, "Could not delete the request. Please try again.")),
          onSettled: onClose,
        })
      }
    />
  );
}
