import { useCallback, useState } from "react";
import { ImportButton } from "@web/features/imports/components/import-button";
import { useMe } from "@web/lib/me-context";
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from "@web/lib/router";
import { BarChart3, Briefcase } from "lucide-react";
import type { PortfolioFilters as Filters } from "@shared/schemas/portfolio";
import { ExportMenu } from "@web/components/export-menu";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { PORTFOLIO_COMPANIES_HEADER } from "@shared/page-headers";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { SavedViews } from "@web/components/saved-views";
import { CustomFieldControls, useCfFilters, useCustomColumns } from "@web/components/custom-fields/field-controls";
import { CompanyPanel } from "@web/features/companies/panel/company-panel";
import { PortfolioAnalyticsTab } from "@web/features/portfolio/components/portfolio-analytics";
import { PortfolioFilters } from "@web/features/portfolio/components/portfolio-filters";
import { PortfolioTable } from "@web/features/portfolio/components/portfolio-table";

const PAGE = 50;
const filterKeys = ["q", "sector", "round", "status", "fund"] as const;

/** /portfoliocompanies: Investment Portfolio with its Portfolio and Analytics tabs; filters live in the URL. */
export function PortfolioCompaniesPage() {
  const me = useMe();
  useDocumentTitle("Investment Portfolio");
  const navigate = useNavigate();
  const readOnly = useMe().role === "viewer";
  const [params, setParams] = useSearchParams();
  const [limit, setLimit] = useState(PAGE);
  const tab = params.get("tab") === "analytics" ? "analytics" : "portfolio";
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v)) as Filters;
  const custom = useCustomColumns(params);
  const cf = useCfFilters(params);
  const setFilter = (key: keyof Filters, value: string | undefined) => {
    setLimit(PAGE);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const open = useCallback(
    (id: string) => navigate(`/portfoliocompanies/${id}${window.location.search}`, { state: { fromList: true } }),
    [navigate],
  );
  return (
    <PageContainer className={PORTFOLIO_COMPANIES_HEADER.width}>
      <PageHeader
        title={PORTFOLIO_COMPANIES_HEADER.title}
        description={PORTFOLIO_COMPANIES_HEADER.description}
        actions={
          <>
            <ExportMenu path="/api/v1/equity-investments/export" what="the portfolio's investments" filters={filters} />
            {me.role !== "viewer" && <ImportButton entity="equity-investments" />}
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
          <TabsTrigger value="portfolio">
            <Briefcase aria-hidden /> Portfolio
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <BarChart3 aria-hidden /> Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="portfolio" className="mt-4 flex flex-col gap-3 outline-none">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <PortfolioFilters filters={filters} onChange={setFilter} />
            <div className="flex flex-wrap items-center gap-2">
              <CustomFieldControls params={params} setParams={setParams} fields={custom.fields} />
              <SavedViews page="portfolio" allLabel="All portfolio companies" params={params} setParams={setParams} readOnly={readOnly} />
            </div>
          </div>
          <PortfolioTable
            filters={{ ...filters, ...cf }}
            extra={custom.columns}
            limit={limit}
            onMore={() => setLimit((l) => l + PAGE)}
            onOpen={open}
          />
        </TabsContent>
        <TabsContent value="analytics" className="mt-4 outline-none">
          <PortfolioAnalyticsTab />
        </TabsContent>
      </Tabs>
      <Outlet />
    </PageContainer>
  );
}

/** /portfoliocompanies/{id}: the company panel with the portfolio's tabs; Close, Escape and back return to the list. */
export function PortfolioPanelRoute() {
  const { companyId = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const close = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate("/portfoliocompanies", { replace: true });
  }, [location.state, navigate]);
  return <CompanyPanel key={companyId} id={companyId} onClose={close} variant="portfolio" />;
}
