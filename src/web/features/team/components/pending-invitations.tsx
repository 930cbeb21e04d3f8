import { useQuery } from "@tanstack/react-query";
import { Mail, X } from "lucide-react";
import { toast } from "@web/lib/toast";
import { formatDate } from "@shared/format";
import { errorMessage } from "@web/lib/api-client";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { invitationsQueryOptions, roleLabels, useRevokeInvitation } from "../api";

/** Invitations that were sent and not yet accepted; each can be revoked. */
export function PendingInvitations() {
  const invitations = useQuery(invitationsQueryOptions());
  const revoke = useRevokeInvitation();
  return (
    <ListState query={invitations} items={invitations.data?.items} loadingLabel="Loading invitations" empty={null} className="mt-5">
      {(items) => (
        <section aria-labelledby="pending-invitations" className="mt-5">
          <h3 id="pending-invitations" className="text-xs font-medium text-muted-foreground">
            Pending invitations <span className="tabular">({items.length})</span>
          </h3>
          <ul className="mt-1 divide-y divide-border">
            {items.map((invitation) => (
              <li key={invitation.id} className="flex items-center gap-3 py-2.5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-dashed border-border-strong text-subtle-foreground">
                  <Mail className="size-3.5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[13px] font-medium text-foreground">{invitation.email}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {roleLabels[invitation.role]} · expires {formatDate(invitation.expiresAt)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Revoke invitation for ${invitation.email}`}
                  disabled={revoke.isPending && revoke.variables === invitation.id}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () => toast.success(`Invitation for ${invitation.email} revoked`),
                      onError: (err) => toast.error(errorMessage(err)),
                    })
                  }
                >
                  <X aria-hidden /> Revoke
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ListState>
  );
}
