import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Outlet, useNavigate } from "@web/lib/router";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { EmptyState } from "@web/components/empty-state";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me-context";
import { pocsQuery } from "@web/lib/reference-data";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { peopleListOptions, type PeopleFilters } from "@web/features/people/api";
import { PeopleList } from "@web/features/people/components/people-list";
import { PeopleSearch, type AdvancedFields } from "@web/features/people/components/people-search";
import { lazyPage } from "@web/app/lazy-page";
import { formatGrouped } from "@shared/format";

// The contact form (and the form libraries) load when the user adds someone, not with the list.
const PersonDialog = lazyPage(() => import("@web/features/people/components/person-dialog").then((m) => m.PersonDialog), null);

/** /people: the Network page; /people/{id} opens a contact over it. */
export function NetworkPage() {
  useDocumentTitle("Network Directory");
  const readOnly = useMe().role === "viewer";
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [advanced, setAdvanced] = useState<AdvancedFields | null>(null);
  const [adding, setAdding] = useState(false);
  const pocs = useQuery(pocsQuery()).data?.items ?? [];
  const search = useDeferredValue(useMemo(() => ({ q, advanced }), [q, advanced]));
  const filters: PeopleFilters = useMemo(
    () => (search.advanced ? { ...search.advanced, pocId: search.advanced.pocId || undefined } : { q: search.q || undefined }),
    [search],
  );
  const searching = Object.values(filters).some(Boolean);
  const query = useInfiniteQuery(peopleListOptions(filters));
  const people = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const open = useCallback((id: string) => navigate(`/people/${id}`), [navigate]);
  const addButton = (label: string) =>
    !readOnly && (
      <Button onClick={() => setAdding(true)}>
        <Plus aria-hidden /> {label}
      </Button>
    );

  return (
    <PageContainer className="max-w-none">
      <PageHeader
        title="Network Directory"
        description={
          total === undefined
            ? "Founders, investors, LPs and advisors you know."
            : `${formatGrouped(total)} ${total === 1 ? "person" : "people"} in your network`
        }
        actions={addButton("Add Contact")}
      />
      <div className="mt-5 space-y-4">
        <PeopleSearch q={q} onQ={setQ} advanced={advanced} onAdvanced={setAdvanced} pocs={pocs} />
        {query.isError && <Banner tone="danger">Error fetching people: {errorMessage(query.error)}</Banner>}
        {query.isPending ? (
          <p className="py-10 text-center text-sm text-muted-foreground" role="status">
            Loading network data...
          </p>
        ) : people.length === 0 && !query.isError ? (
          <div className="rounded-lg border border-border bg-surface">
            <EmptyState
              icon={Users}
              title="No people found"
              description={
                searching
                  ? "No contacts match your search criteria. Try adjusting your filters."
                  : "You haven't added any people to your network yet."
              }
              action={!searching && addButton("Add Your First Contact")}
            />
          </div>
        ) : (
          people.length > 0 && (
            <PeopleList people={people} total={total} onOpen={open} onNearEnd={onNearEnd} loadingMore={isFetchingNextPage} />
          )
        )}
      </div>
      {adding && <PersonDialog open onOpenChange={setAdding} />}
      <Outlet />
    </PageContainer>
  );
}
