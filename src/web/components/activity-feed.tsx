import { useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import type { ActivityEntry, ActivityPage } from "@shared/schemas/activity";
import { api, errorMessage } from "@web/lib/api-client";
import { describeEntry, fieldLabel, timeAgo, valueText } from "@web/lib/activity-text";
import { Avatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@shared/format";

/** Paged activity (newest first) from an endpoint that answers { items, nextCursor }. Key under ["activity"], so live updates refresh it. */
export function activityFeedOptions(queryKey: QueryKey, url: string) {
  return {
    queryKey,
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
      api.get<ActivityPage>(`${url}${url.includes("?") ? "&" : "?"}limit=20${pageParam ? `&cursor=${pageParam}` : ""}`, { signal }),
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

export function ActivityFeed({ queryKey, url, empty, showIp }: { queryKey: QueryKey; url: string; empty: string; showIp?: boolean }) {
  const query = useInfiniteQuery(activityFeedOptions(queryKey, url));
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isError) return <p className="mt-2 text-[13px] text-danger">{errorMessage(query.error, "Could not load the activity.")}</p>;
  if (query.isPending) return <p className="mt-2 text-[13px] text-muted-foreground">Loading...</p>;
  if (!items.length) return <p className="mt-2 text-[13px] text-muted-foreground">{empty}</p>;
  return (
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
  );
}
