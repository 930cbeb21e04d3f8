import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { formatDate, formatDateTime } from "@shared/format";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { CardSectionHeader } from "@web/components/card-section-header";
import { lazyPage } from "@web/lib/lazy-page";
import { apiTokensQuery, useRevokeApiToken, type ApiToken } from "../api";

// Form code loads when the dialog first opens, not with Settings.
const ApiTokenDialog = lazyPage(() => import("./api-token-dialog").then((m) => m.ApiTokenDialog), null);

const lastUse = (t: ApiToken) =>
  t.lastUsedAt ? `Last used ${formatDateTime(t.lastUsedAt)}${t.lastUsedIp ? ` from ${t.lastUsedIp}` : ""}` : "Never used";
const expired = (t: ApiToken) => t.expiresAt !== null && Date.parse(t.expiresAt) <= Date.now();

/** Settings → API: tokens for scripts and tools. Everyone makes personal tokens; owners and admins organisation ones. */
export function ApiTokensCard({ canManage, readOnly }: { canManage: boolean; readOnly: boolean }) {
  const tokens = useQuery(apiTokensQuery());
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(`Revoked ${revoking.name}`),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Card role="region" aria-labelledby="api-title">
      <CardSectionHeader
        icon={KeyRound}
        titleId="api-title"
        title="API"
        description={
          <>
            Tokens for scripts, Zapier, n8n or a data warehouse. See the{" "}
            <a className="underline hover:text-foreground" href="/api/docs">
              API documentation
            </a>
            .
          </>
        }
        action={
          <Button variant="secondary" size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> Create Token
          </Button>
        }
      />
      <div className="px-4 pb-4">
        <ListState
          query={tokens}
          items={tokens.data?.items}
          loadingLabel="Loading API tokens"
          errorTitle="Could not load the API tokens"
          empty={
            <EmptyState
              icon={KeyRound}
              title="No API tokens yet"
              description="Create a token to use the API from a script or another tool."
            />
          }
        >
          {(items) => (
            <ul className="divide-y divide-border rounded-md border border-border">
              {items.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-[13px] hover:bg-surface-muted">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium text-foreground">{t.name}</span>
                      <code className="font-mono text-xs text-muted-foreground">{t.prefix}…</code>
                      <Badge>{t.scope === "read" ? "Read only" : "Read and write"}</Badge>
                      <Badge>{t.kind === "organisation" ? "Organisation" : `Personal · ${t.createdBy}`}</Badge>
                      {t.revokedAt ? <Badge>Revoked</Badge> : expired(t) && <Badge>Expired</Badge>}
                    </div>
                    <p className="mt-0.5 text-xs text-muted-foreground">
                      {lastUse(t)}
                      {t.expiresAt && !t.revokedAt ? ` · expires ${formatDate(t.expiresAt)}` : ""}
                    </p>
                  </div>
                  {!t.revokedAt && (
                    <Button variant="ghost" size="sm" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                      Revoke
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
      {creating && (
        <ApiTokenDialog open onOpenChange={(next) => !next && setCreating(false)} canCreateOrganisation={canManage} readOnly={readOnly} />
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && setRevoking(null)}
        title="Revoke API token"
        description={`Revoke "${revoking?.name ?? ""}"? Whatever uses it is refused from its next request.`}
        confirmLabel="Revoke Token"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
