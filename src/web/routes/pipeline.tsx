import { useCallback, useState } from "react";
import { ImportButton } from "@web/features/imports/components/import-button";
import { Outlet, useNavigate } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Plus, SquareKanban } from "lucide-react";
import type { CompanySort, GroupBy, PipelineView } from "@shared/constants/pipeline";
import { companiesLabel } from "@shared/format";
import { ExportMenu } from "@web/components/export-menu";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { PIPELINE_HEADER } from "@shared/page-headers";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { preferencesOptions, useUpdatePreferences } from "@web/features/companies/api";
import { usePipelineParams } from "@web/features/companies/pipeline/use-pipeline-params";
import { tableExcludesPortfolio } from "@web/features/companies/stage";
import { CompaniesTable } from "@web/features/companies/pipeline/companies-table";
import { GroupedView } from "@web/features/companies/pipeline/grouped-view";
import { PipelineToolbar } from "@web/features/companies/pipeline/pipeline-toolbar";
import { CustomFieldControls, useCustomColumns, withParam } from "@web/components/custom-fields/field-controls";
import { SavedViews } from "@web/components/saved-views";
import type { TableSort } from "@web/features/companies/pipeline/table-columns";
import { lazyPage } from "@web/lib/lazy-page";
import "@web/features/companies/stage-colors.css";

// The table and grouped views come with the page; the board (drag and drop), analytics, the
// dialogs and the company panel are separate chunks, fetched when first shown.
const PipelineBoard = lazyPage(() => import("@web/features/companies/pipeline/pipeline-board").then((m) => m.PipelineBoard));
const AnalyticsTab = lazyPage(() => import("@web/features/companies/pipeline/analytics/analytics-tab").then((m) => m.AnalyticsTab));
const AddCompanyDialog = lazyPage(
  () => import("@web/features/companies/pipeline/add-company/add-company-dialog").then((m) => m.AddCompanyDialog),
  null,
);
const StatusOrderDialog = lazyPage(
  () => import("@web/features/companies/pipeline/status-order-dialog").then((m) => m.StatusOrderDialog),
  null,
);

/** /companies: Investment Pipeline with its Pipeline and Analytics tabs; /companies/{id} opens a company over it. */
export function PipelinePage() {
  useDocumentTitle("Pipeline");
  const me = useMe();
  const readOnly = me.role === "viewer";
  const navigate = useNavigate();
  const { state: filters, set: setFilter, clear, active, params, setParams } = usePipelineParams();
  const tab = params.get("tab") === "analytics" ? "analytics" : "pipeline";
  const prefs = useQuery(preferencesOptions()).data;
  const updatePrefs = useUpdatePreferences();
  const view: PipelineView = prefs?.pipelineView ?? "table";
  const groupBy: GroupBy = prefs?.pipelineGroupBy ?? "stage";
  // A custom field sort (sort=cf.<key>) lives in the URL and in saved views; the built-in ones are a preference.
  const urlSort = params.get("sort");
  const sort: TableSort = urlSort && /^-?cf\./.test(urlSort) ? (urlSort as TableSort) : (prefs?.pipelineSort ?? "name");
  const onSort = (s: TableSort) => {
    if (s.replace(/^-/, "").startsWith("cf.")) return withParam(setParams, "sort", s);
    withParam(setParams, "sort", undefined);
    updatePrefs.mutate({ pipelineSort: s as CompanySort });
  };
  const [total, setTotal] = useState<number | undefined>();
  const [ordering, setOrdering] = useState(false);
  const custom = useCustomColumns(params);
  // The Add Company dialog has a URL (/companies?add=1): the dashboard links to it.
  const adding = params.get("add") === "1";
  const setAdding = useCallback(
    (open: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (open) next.set("add", "1");
          else next.delete("add");
          return next;
        },
        { replace: !open },
      ),
    [setParams],
  );
  const open = useCallback(
    (id: string) => navigate(`/companies/${id}${tab === "analytics" ? "" : window.location.search}`, { state: { fromList: true } }),
    [navigate, tab],
  );

  return (
    <PageContainer className={PIPELINE_HEADER.width}>
      <PageHeader
        title={PIPELINE_HEADER.title}
        description={
          total === undefined || view !== "table" || groupBy !== "none"
            ? PIPELINE_HEADER.description
            : filters.stage === "Portfolio"
              ? `${companiesLabel(total)} in the portfolio`
              : `${companiesLabel(total)} in the pipeline (portfolio companies are listed separately)`
        }
        actions={
          <>
            <ExportMenu
              path="/api/v1/companies/export"
              what="companies"
              filters={{
                ...filters,
                // The board shows every stage's column, whatever the status filter.
                stage: view === "board" ? "all" : filters.stage,
                sort,
                excludePortfolio: view === "table" && groupBy === "none" && tableExcludesPortfolio(filters.stage) ? "true" : undefined,
              }}
            />
            {!readOnly && <ImportButton entity="companies" />}
            {!readOnly && (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add Company
              </Button>
            )}
          </>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (v === "analytics") next.set("tab", "analytics");
              else next.delete("tab");
              return next;
            },
            { replace: true },
          )
        }
        className="mt-4"
      >
        <TabsList>
          <TabsTrigger value="pipeline">
            <SquareKanban aria-hidden /> Pipeline
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden /> Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pipeline" className="mt-4 flex flex-col gap-3 outline-none">
          <PipelineToolbar
            filters={filters}
            onFilter={setFilter}
            onClear={clear}
            activeFilters={active}
            view={view}
            onView={(v) => updatePrefs.mutate({ pipelineView: v })}
            groupBy={groupBy}
            onGroupBy={(g) => updatePrefs.mutate({ pipelineGroupBy: g })}
            onOrder={() => setOrdering(true)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CustomFieldControls params={params} setParams={setParams} fields={custom.fields} />
            <SavedViews page="pipeline" allLabel="All companies" params={params} setParams={setParams} readOnly={readOnly} />
          </div>
          {!prefs ? null : view === "board" ? (
            <PipelineBoard filters={filters} onOpen={open} readOnly={readOnly} chips={custom.columns} />
          ) : groupBy === "none" ? (
            <CompaniesTable
              filters={filters}
              sort={sort}
              onSort={onSort}
              onOpen={open}
              readOnly={readOnly}
              onTotal={setTotal}
              extra={custom.columns}
            />
          ) : (
            <GroupedView
              filters={filters}
              groupBy={groupBy}
              sort={sort}
              statusOrder={prefs.statusOrder}
              extra={custom.columns}
              onOpen={open}
              readOnly={readOnly}
            />
          )}
        </TabsContent>
        <TabsContent value="analytics" className="mt-4 outline-none">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
      {!readOnly && adding && <AddCompanyDialog open onOpenChange={setAdding} onAdded={() => undefined} />}
      {ordering && <StatusOrderDialog open onOpenChange={setOrdering} saved={prefs?.statusOrder ?? null} />}
      <Outlet />
    </PageContainer>
  );
}
