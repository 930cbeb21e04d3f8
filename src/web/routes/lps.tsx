import { useState } from "react";
import { ImportButton } from "@web/features/imports/components/import-button";
import { Link, useSearchParams } from "@web/lib/router";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Landmark, Plus } from "lucide-react";
import { formatMoney, formatGrouped } from "@shared/format";
import type { Lp } from "@shared/schemas/lps";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { ExportMenu } from "@web/components/export-menu";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { LPS_HEADER } from "@shared/page-headers";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useMe } from "@web/lib/me-context";
import { fundsQuery } from "@web/lib/reference-data";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { toast } from "@web/lib/toast";
import { useUrlFlag, useUrlParam } from "@web/lib/use-url-flag";
import { lpListOptions, lpOptions, lpTotalsOptions } from "@web/features/lps/api";
import { lazyModule } from "@web/lib/lazy-page";
import { LpsTable } from "@web/features/lps/components/lps-table";
import { CustomFieldControls, useCfFilters, useCustomColumns, withParam } from "@web/components/custom-fields/field-controls";
import { SavedViews } from "@web/components/saved-views";

// The forms (react-hook-form, zod) and the LP's dialog load when first opened, not with the list: they were
// a third of the page's first load (242,964 → 165,750 Brotli bytes, `npm run build`'s first-load check).
const LpForm = lazyModule(() => import("@web/features/lps/components/lp-form")).part("LpForm");
const LpDetailDialog = lazyModule(() => import("@web/features/lps/components/lp-detail-dialog")).part("LpDetailDialog");
const CapitalAccountSection = lazyModule(() => import("@web/features/fund-ledger/components/capital-account-section")).part(
  "CapitalAccountSection",
);

/** /lps: the limited partners of each fund (one tab per fund, the first selected), with the fund's total commitment. */
export function LpsPage() {
  useDocumentTitle("Limited Partners");
  const readOnly = useMe().role === "viewer";
  const funds = useQuery(fundsQuery()).data?.items ?? [];
  // The fund tab and custom field filters live in the URL, so a saved view (or a link) names them.
  const [params, setParams] = useSearchParams();
  const setPicked = (id: string) => withParam(setParams, "fund", id);
  const fundId = params.get("fund") ?? funds[0]?.id ?? "";
  const fund = funds.find((f) => f.id === fundId);
  const custom = useCustomColumns(params, "lp");
  const cf = useCfFilters(params);
  const query = useInfiniteQuery(lpListOptions(fundId, cf));
  const totals = useQuery(lpTotalsOptions()).data?.items ?? [];
  const total = totals.find((t) => t.fundId === fundId);
  const lps = query.data?.pages.flatMap((p) => p.items) ?? [];
  const [adding, setAdding] = useState(false);
  useUrlFlag("add", () => setAdding(!readOnly));
  // A search result's address: /lps?lp={id} shows the LP's fund and opens the LP.
  const queryClient = useQueryClient();
  useUrlParam("lp", (id) => {
    queryClient.fetchQuery(lpOptions(id)).then(
      (lp) => {
        setPicked(lp.fundId);
        setOpen(lp);
      },
      () => toast.error("This limited partner no longer exists."),
    );
  });
  const [open, setOpen] = useState<Lp | null>(null);
  const addButton = !readOnly && (
    <Button onClick={() => setAdding(true)} disabled={!fundId}>
      <Plus aria-hidden /> Add LP
    </Button>
  );

  return (
    <PageContainer>
      <div className="mb-3">
        <Button asChild variant="ghost" size="sm">
          <Link to={LPS_HEADER.back.to}>
            <ArrowLeft aria-hidden /> {LPS_HEADER.back.label}
          </Link>
        </Button>
      </div>
      <PageHeader
        title={LPS_HEADER.title}
        description={LPS_HEADER.description}
        actions={
          <>
            {fundId && <ExportMenu path="/api/v1/lps/export" what={`${fund?.name ?? "the fund"}'s LPs`} filters={{ fundId }} />}
            {!readOnly && <ImportButton entity="lps" />}
            {addButton}
          </>
        }
      />
      <Tabs value={fundId} onValueChange={setPicked} className="mt-5">
        <TabsList aria-label="Funds" className="overflow-x-auto">
          {funds.map((f) => (
            <TabsTrigger key={f.id} value={f.id} className="shrink-0 whitespace-nowrap">
              {f.name}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={fundId} className="outline-none">
          <div className="mt-4 flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm" aria-live="polite">
            <p>
              <span className="text-muted-foreground">Total commitment{fund ? ` to ${fund.name}` : ""}: </span>
              <strong className="tabular font-semibold" data-testid="lp-total">
                {formatMoney(total?.commitmentUsd ?? 0)}
              </strong>
            </p>
            <p className="text-muted-foreground">
              {formatGrouped(total?.count ?? 0)} {total?.count === 1 ? "limited partner" : "limited partners"}
            </p>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <CustomFieldControls params={params} setParams={setParams} fields={custom.fields} />
            <SavedViews page="lps" allLabel="All limited partners" params={params} setParams={setParams} readOnly={readOnly} />
          </div>
          <div className="mt-4">
            <ListState
              query={query}
              items={query.data && lps}
              loadingLabel="Loading LP data"
              loading={<p className="py-10 text-center text-sm text-muted-foreground">Loading LP data...</p>}
              errorTitle="Could not load the limited partners"
              empty={
                <div className="rounded-lg border border-border bg-surface">
                  {/* The header's Add LP is the one action: the spec's text points at it. */}
                  <EmptyState icon={Landmark} title="No limited partners found for this fund. Click Add LP to add one." />
                </div>
              }
            >
              {(shown) => (
                <LpsTable
                  lps={shown}
                  extra={custom.columns}
                  onOpen={setOpen}
                  onNearEnd={() => {
                    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
                  }}
                />
              )}
            </ListState>
          </div>
        </TabsContent>
      </Tabs>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent aria-describedby="add-lp-description">
          <DialogTitle>Add Limited Partner</DialogTitle>
          <DialogDescription id="add-lp-description">{fund ? `A new limited partner of ${fund.name}.` : ""}</DialogDescription>
          {adding && <LpForm fundId={fundId} onCancel={() => setAdding(false)} onSaved={() => setAdding(false)} />}
        </DialogContent>
      </Dialog>
      {open && (
        <LpDetailDialog
          key={open.id}
          lp={open}
          readOnly={readOnly}
          onClose={() => setOpen(null)}
          below={<CapitalAccountSection lpId={open.id} />}
        />
      )}
    </PageContainer>
  );
}
