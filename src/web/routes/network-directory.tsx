import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { ImportButton } from "@web/features/imports/components/import-button";
import { Outlet, useNavigate, useSearchParams } from "@web/lib/router";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { ExportMenu } from "@web/components/export-menu";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { NETWORK_DIRECTORY_HEADER } from "@shared/page-headers";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me-context";
import { pocsQuery } from "@web/lib/reference-data";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useUrlFlag, useUrlParam } from "@web/lib/use-url-flag";
import { peopleListOptions, type PeopleFilters } from "@web/features/people/api";
import { PeopleList } from "@web/features/people/components/people-list";
import { networkCount } from "@web/features/people/network-count";
import { PeopleSearch, type AdvancedFields } from "@web/features/people/components/people-search";
import { lazyPage } from "@web/lib/lazy-page";
import { CustomFieldControls, useCfFilters, useCustomColumns, withParam } from "@web/components/custom-fields/field-controls";
import { SavedViews } from "@web/components/saved-views";

// The contact form (and the form libraries) load when the user adds someone, not with the list.
const PersonDialog = lazyPage(() => import("@web/features/people/components/person-dialog").then((m) => m.PersonDialog), null);

/** /people: the Network page; /people/{id} opens a contact over it. */
export function NetworkDirectoryPage() {
  useDocumentTitle("Network Directory");
  const readOnly = useMe().role === "viewer";
  const navigate = useNavigate();
  // The search and custom field filters live in the URL, so a saved view (or a link) names them.
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const setQ = useCallback((value: string) => withParam(setParams, "q", value || undefined), [setParams]);
  const custom = useCustomColumns(params, "person");
  const cf = useCfFilters(params);
  const [advanced, setAdvanced] = useState<AdvancedFields | null>(null);
  const [adding, setAdding] = useState(false);
  useUrlFlag("add", () => setAdding(!readOnly));
  // /people?create=<e-mail>: a captured message's unknown participant, offered as a new contact.
  const [initial, setInitial] = useState<{ email: string } | undefined>();
  useUrlParam("create", (email) => {
    setInitial({ email });
    setAdding(!readOnly);
  });
  const pocs = useQuery(pocsQuery()).data?.items ?? [];
  const search = useDeferredValue(useMemo(() => ({ q, advanced }), [q, advanced]));
  const filters: PeopleFilters = useMemo(
    () => ({
      ...(search.advanced ? { ...search.advanced, pocId: search.advanced.pocId || undefined } : { q: search.q || undefined }),
      ...cf,
    }),
    [search, cf],
  );
  const searching = Object.values(filters).some(Boolean);
  const query = useInfiniteQuery(peopleListOptions(filters));
  const people = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  const totalAll = query.data?.pages[0]?.totalAll;
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
    <PageContainer className={NETWORK_DIRECTORY_HEADER.width}>
      <PageHeader
        title={NETWORK_DIRECTORY_HEADER.title}
        description={
          total === undefined || totalAll === undefined ? NETWORK_DIRECTORY_HEADER.description : networkCount(total, totalAll, searching)
        }
        actions={
          <>
            <ExportMenu path="/api/v1/people/export" what="contacts" filters={filters} />
            {!readOnly && <ImportButton entity="people" />}
            {addButton("Add Contact")}
          </>
        }
      />
      <div className="mt-5 space-y-4">
        <PeopleSearch q={q} onQ={setQ} advanced={advanced} onAdvanced={setAdvanced} pocs={pocs} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CustomFieldControls params={params} setParams={setParams} fields={custom.fields} />
          <SavedViews page="network" allLabel="All contacts" params={params} setParams={setParams} readOnly={readOnly} />
        </div>
        <ListState
          query={query}
          items={query.data && people}
          loadingLabel="Loading network data"
          loading={<p className="py-10 text-center text-sm text-muted-foreground">Loading network data...</p>}
          errorTitle="Error fetching people"
          empty={
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
          }
        >
          {(shown) => (
            <PeopleList
              people={shown}
              extra={custom.columns}
              total={total}
              onOpen={open}
              onNearEnd={onNearEnd}
              loadingMore={isFetchingNextPage}
            />
          )}
        </ListState>
      </div>
      {adding && (
        <PersonDialog
          open
          initial={initial}
          onOpenChange={(open) => {
            setAdding(open);
            if (!open) setInitial(undefined);
          }}
        />
      )}
      <Outlet />
    </PageContainer>
  );
}
