import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { api, type ApiAnswer, type ApiQuery } from "@web/lib/api-client";
import { describeEntry, fieldLabel, timeAgo, valueText } from "@web/lib/activity-text";
import { Avatar } from "@web/components/ui/avatar";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@shared/format";

/** One company's history, or the organisation's audit log with its filters. */
export type ActivitySource = { companyId: string } | { audit: ApiQuery<"/api/v1/activity"> };

const PAGE = 20;
type ActivityPage = ApiAnswer<"/api/v1/activity">;
type ActivityEntry = ActivityPage["items"][number];

const activityPage = (source: ActivitySource, cursor: string | undefined, signal: AbortSignal): Promise<ActivityPage> =>
  "companyId" in source
    ? api.get("/api/v1/companies/{id}/activity", { path: { id: source.companyId }, query: { limit: PAGE, cursor }, signal })
    : api.get("/api/v1/activity", { query: { ...source.audit, limit: PAGE, cursor }, signal });

/** Paged activity (newest first). Key under ["activity"], so live updates refresh it. */
export function activityFeedOptions(queryKey: QueryKey, source: ActivitySource) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
      activityPage(source, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ActivityPage) => last.nextCursor,
  };
}

function Details({ e }: { e: ActivityEntry }) {
  const fields = Object.entries(e.changes ?? {});
  if (fields.length < 2) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {fields.map(([field, c]) => (
        <li key={field}>
          {fieldLabel(field)}: {valueText(c.from)} → {valueText(c.to)}
        </li>
      ))}
    </ul>
  );
}

export function ActivityItem({ e, showIp }: { e: ActivityEntry; showIp?: boolean }) {
  return (
    <li className="flex gap-3 py-2.5">
      <Avatar name={e.actorName} className="size-7 text-[11px]" />
      <div className="min-w-0 flex-1 text-[13px] leading-5">
        <p>
          <span className="font-medium">{e.actorName}</span> {describeEntry(e)}
          <span className="text-muted-foreground">
            {" · "}
            <time dateTime={e.createdAt} title={formatDateTime(e.createdAt)}>
              {timeAgo(e.createdAt)}
            </time>
            {showIp && e.ip ? ` · ${e.ip}` : ""}
          </span>
        </p>
        <Details e={e} />
      </div>
    </li>
  );
}

type FeedProps = { queryKey: QueryKey; source: ActivitySource; empty: string; showIp?: boolean };

export function ActivityFeed({ queryKey, source, empty, showIp }: FeedProps) {
  const query = useInfiniteQuery(activityFeedOptions(queryKey, source));
  return (
    <ListState
      query={query}
      items={query.data?.pages.flatMap((p) => p.items)}
      loadingLabel="Loading the activity"
      errorTitle="Could not load the activity"
      empty={<p className="mt-2 text-[13px] text-muted-foreground">{empty}</p>}
      className="mt-2"
    >
      {(items) => (
        <>
          <ul className="mt-2 divide-y divide-border">
            {items.map((e) => (
              <ActivityItem key={e.id} e={e} showIp={showIp} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? "Loading..." : "Show older"}
            </Button>
          )}
        </>
      )}
    </ListState>
  );
}
