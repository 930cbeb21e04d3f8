import { useCallback, useState } from "react";
import { Outlet, useNavigate } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Plus, SquareKanban } from "lucide-react";
import type { GroupBy, PipelineView } from "@shared/constants/pipeline";
import { companiesLabel } from "@shared/format";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { PIPELINE_HEADER } from "@shared/page-headers";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { preferencesOptions, useUpdatePreferences } from "@web/features/companies/api";
import { usePipelineParams } from "@web/features/companies/lib/use-pipeline-params";
import { CompaniesTable } from "@web/features/companies/components/companies-table";
import { GroupedView } from "@web/features/companies/components/grouped-view";
import { PipelineToolbar } from "@web/features/companies/components/pipeline-toolbar";
import { lazyPage } from "@web/app/lazy-page";
import "@web/features/companies/stage-colors.css";

// The table and grouped views come with the page; the board (drag and drop), analytics, the
// dialogs and the company panel are separate chunks, fetched when first shown.
const PipelineBoard = lazyPage(() => import("@web/features/companies/components/pipeline-board").then((m) => m.PipelineBoard));
const AnalyticsTab = lazyPage(() => import("@web/features/companies/components/analytics/analytics-tab").then((m) => m.AnalyticsTab));
const AddCompanyDialog = lazyPage(
  () => import("@web/features/companies/components/add-company/add-company-dialog").then((m) => m.AddCompanyDialog),
  null,
);
const StatusOrderDialog = lazyPage(
  () => import("@web/features/companies/components/status-order-dialog").then((m) => m.StatusOrderDialog),
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
  const sort = prefs?.pipelineSort ?? "name";
  const [total, setTotal] = useState<number | undefined>();
  const [ordering, setOrdering] = useState(false);
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
          !readOnly && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add Company
            </Button>
          )
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
          {!prefs ? null : view === "board" ? (
            <PipelineBoard filters={filters} onOpen={open} readOnly={readOnly} />
          ) : groupBy === "none" ? (
            <CompaniesTable
              filters={filters}
              sort={sort}
              onSort={(s) => updatePrefs.mutate({ pipelineSort: s })}
              onOpen={open}
              readOnly={readOnly}
              onTotal={setTotal}
            />
          ) : (
            <GroupedView
              filters={filters}
              groupBy={groupBy}
              sort={sort}
              statusOrder={prefs.statusOrder}
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
