import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { localDate } from "@shared/comment-labels";
import { ListState } from "@web/components/list-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { AddCommentForm } from "./add-comment-form";
import { commentsQuery, type Comment, type CommentFilters, type CommentKind, type CommentScope } from "./api";
import { CommentItem } from "./comment-item";
import { FilterBar } from "./filter-bar";

type PanelProps = {
  scope: CommentScope;
  initialTab?: CommentKind;
  /** False for viewers: no add form, toggle or delete. */
  editable: boolean;
};

const initialFilters = (kind: CommentKind): CommentFilters => ({
  kind,
  q: "",
  sort: "newest",
  activeOnly: false,
  due: "all",
  today: localDate(),
});

/**
 * The Comments and Reminders dialog's content (spec part 1): for one company, or for all of
 * the user's items. Shown inline in the company panel's tab and inside a dialog on the dashboard.
 */
export function CommentsRemindersPanel({ scope, initialTab = "comment", editable }: PanelProps) {
  const [filters, setFilters] = useState(() => initialFilters(initialTab));
  const query = useQuery(commentsQuery(scope, filters));
  const counts = query.data?.counts;
  const companyId = "companyId" in scope ? scope.companyId : null;
  const change = (next: Partial<CommentFilters>) => setFilters((f) => ({ ...f, ...next }));
  const list = (rows: Comment[]) => (
    <ul className="divide-y divide-border">
      {rows.map((item) => (
        <CommentItem key={item.id} item={item} today={filters.today} editable={editable} showCompany={!companyId} />
      ))}
    </ul>
  );
  const noun = filters.kind === "reminder" ? "reminders" : "comments";
  const filtered = filters.q !== "" || (filters.kind === "reminder" && (filters.activeOnly || filters.due !== "all"));
  const empty = (
    <p className="py-6 text-center text-[13px] text-muted-foreground">{filtered ? `No ${noun} match these filters.` : `No ${noun} yet.`}</p>
  );
  const reminders = (items: Comment[]) => {
    const active = items.filter((i) => !i.done);
    const completed = items.filter((i) => i.done);
    return (
      <>
        <section aria-labelledby="active-reminders">
          <h3 id="active-reminders" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Active Reminders
          </h3>
          {active.length ? list(active) : empty}
        </section>
        {!filters.activeOnly && filters.due === "all" && completed.length > 0 && (
          <section aria-labelledby="completed-reminders">
            <h3 id="completed-reminders" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Completed
            </h3>
            {list(completed)}
          </section>
        )}
      </>
    );
  };

  const body = (
    <>
      <FilterBar
        filters={filters}
        onChange={change}
        onReset={() => setFilters(initialFilters(filters.kind))}
        onRefresh={() => {
          change({ today: localDate() });
          void query.refetch();
        }}
        refreshing={query.isFetching}
      />
      <ListState
        query={query}
        items={query.data?.items}
        loadingLabel={`Loading ${noun}`}
        loading={[0, 1].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
        errorTitle={`Could not load the ${noun}`}
        empty={filters.kind === "comment" ? empty : reminders([])}
        className="gap-3"
      >
        {(items) => (filters.kind === "comment" ? list(items) : reminders(items))}
      </ListState>
      {editable && <AddCommentForm key={filters.kind} companyId={companyId} kind={filters.kind} />}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <Tabs value={filters.kind} onValueChange={(kind) => change({ kind: kind as CommentKind })}>
        <TabsList>
          {(["comment", "reminder"] as const).map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {kind === "comment" ? "Comments" : "Reminders"}
              <span className="rounded-full bg-hover px-1.5 text-xs text-muted-foreground tabular" aria-label={`(${counts?.[kind] ?? 0})`}>
                {counts?.[kind] ?? 0}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {(["comment", "reminder"] as const).map((kind) => (
          <TabsContent key={kind} value={kind} className="mt-4 flex flex-col gap-4">
            {kind === filters.kind && body}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
