import { queryOptions, useQuery } from "@tanstack/react-query";
import { ArchiveRestore, Download } from "lucide-react";
import { formatBytes, formatDateTime } from "@shared/format";
import { api } from "@web/lib/api-client";
import { ListState } from "@web/components/list-state";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { CardSectionHeader } from "@web/components/card-section-header";
import { queryKeys } from "@web/lib/query-keys";

export const backupsQuery = () =>
  queryOptions({ queryKey: queryKeys.settings.backups, queryFn: ({ signal }) => api.get("/api/v1/backups", { signal }) });

/** BACKUP_EVERY in words: "30 minutes", "hour", "6 hours", "day", "7 days". */
function every(hours: number) {
  const [n, unit] = hours < 1 ? [Math.round(hours * 60), "minute"] : hours % 24 === 0 ? [hours / 24, "day"] : [hours, "hour"];
  return n === 1 ? unit : `${n} ${unit}s`;
}

/** The server's online backups (BACKUP_DIR), newest first, each one a download; owners only. */
export function BackupsCard() {
  const query = useQuery(backupsQuery());
  const data = query.data;
  const description = !data?.enabled
    ? "Consistent copies of the database and files, written by the running server."
    : `The server writes a backup every ${every(data.everyHours ?? 24)}. Restore one into an empty instance with npx fundline restore <file>.`;
  return (
    <Card role="region" aria-labelledby="backups-title">
      <CardSectionHeader icon={ArchiveRestore} titleId="backups-title" title="Backups" description={description} />
      <div className="border-t border-border px-4 py-3 text-[13px]">
        <ListState
          query={query}
          items={data?.items}
          loadingLabel="Loading backups"
          loading={
            <>
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-1/2" />
            </>
          }
          errorTitle="Could not load the backups"
          empty={
            data?.enabled ? (
              <p className="text-muted-foreground">No backup yet. The first one is written shortly after the server starts.</p>
            ) : (
              <p className="text-muted-foreground">
                Online backups are off. Set <code className="rounded bg-muted px-1 font-mono text-xs">BACKUP_DIR</code> (and optionally{" "}
                <code className="rounded bg-muted px-1 font-mono text-xs">BACKUP_EVERY</code>, e.g. 24h) and restart the server.
              </p>
            )
          }
        >
          {(items) => (
            <ul className="-my-1 divide-y divide-border">
              {items.map((b) => (
                <li key={b.name} className="flex items-center gap-3 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-foreground">{formatDateTime(b.createdAt)}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {b.name} · {formatBytes(b.size)}
                    </span>
                  </span>
                  <a
                    href={`/api/v1/backups/${encodeURIComponent(b.name)}`}
                    download
                    aria-label={`Download the backup of ${formatDateTime(b.createdAt)}`}
                    className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-border px-3 text-[13px] font-medium hover:bg-muted"
                  >
                    <Download className="size-3.5" aria-hidden /> Download
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </Card>
  );
}
