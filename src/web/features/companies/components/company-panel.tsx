import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Download, ExternalLink, FileText, X } from "lucide-react";
import type { PipelineStage } from "@shared/constants/pipeline";
import type { Company } from "@shared/schemas/companies";
import { daysSince, displayHost, formatMoney, websiteHref } from "@shared/format";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { formatNumericDate } from "@web/lib/format";
import { companyOptions, documentsOptions } from "../api";
import { CompanyLogo } from "./company-logo";
import { StageBadge } from "./stage-badge";

const na = <span className="text-subtle-foreground">N/A</span>;

function Item({ label, children, money }: { label: string; children: ReactNode; money?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={money ? "text-sm font-medium tabular" : "text-sm"}>{children}</dd>
    </div>
  );
}

/** The company, read-only, full screen (until the full company panel exists). Close, Escape and back return to the list. */
export function CompanyPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useQuery(companyOptions(id));
  const c = query.data;
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content className="fixed inset-0 z-50 flex flex-col bg-background outline-none data-[state=open]:animate-fade-in" aria-describedby={undefined}>
          <header className="flex items-center gap-3 border-b border-border bg-surface px-4 py-3 sm:px-8">
            {c ? <CompanyLogo name={c.name} url={c.logoUrl} size="lg" /> : <Skeleton className="size-12" />}
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate text-lg font-semibold">{c?.name ?? "Loading company data..."}</DialogPrimitive.Title>
              <p className="truncate text-[13px] text-muted-foreground">{c?.oneLiner ?? ""}</p>
            </div>
            {c && <StageBadge stage={c.stage as PipelineStage} className="hidden sm:inline-flex" />}
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </header>
          <div className="flex-1 overflow-y-auto">
            <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-8">
              {query.isError && <Banner tone="danger" title="Could not load the company">{errorMessage(query.error)}</Banner>}
              {!c && !query.isError && <p className="text-[13px] text-muted-foreground">Loading company data...</p>}
              {c && <Overview c={c} />}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function Overview({ c }: { c: Company }) {
  const docs = useQuery(documentsOptions(c.id));
  return (
    <>
      <section className="rounded-lg border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold">Company Information</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <Item label="Current Valuation" money>{c.valuation === null ? na : formatMoney(c.valuation)}</Item>
          <Item label="Revenue" money>{c.revenue === null ? na : formatMoney(c.revenue)}</Item>
          <Item label="Region">{c.region ?? na}</Item>
          <Item label="Website">{c.website ? <a className="inline-flex items-center gap-1 text-primary hover:underline" href={websiteHref(c.website)} target="_blank" rel="noreferrer noopener">{displayHost(c.website)} <ExternalLink className="size-3" aria-hidden /></a> : na}</Item>
          <Item label="City">{c.city ?? na}</Item>
          <Item label="Primary Sector">{c.sector ?? na}</Item>
          <Item label="Sub Sector">{c.subSector ?? na}</Item>
          <Item label="Round">{c.round ?? na}</Item>
          <Item label="Other Investors">{c.otherInvestors.length ? c.otherInvestors.join(", ") : "None"}</Item>
        </dl>
        <div className="mt-5 border-t border-border pt-4">
          <h3 className="text-xs text-muted-foreground">Overview</h3>
          <p className="mt-1 text-sm whitespace-pre-wrap">{c.overview ?? na}</p>
        </div>
      </section>
      <section className="rounded-lg border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold">Deal Source Overview</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <Item label="Deal Source">{c.dealSource ?? na}</Item>
          <Item label="Who Referred">{c.whoReferred ?? na}</Item>
          <Item label="POC">{c.pocs.length ? c.pocs.map((p) => p.name).join(", ") : na}</Item>
          <Item label="Added By">{c.addedBy ?? na}</Item>
          <Item label="Added On"><span className="tabular">{formatNumericDate(c.createdAt)}</span></Item>
          <Item label="Days in Pipeline"><span className="tabular">{daysSince(c.createdAt)}</span></Item>
        </dl>
      </section>
      <section className="rounded-lg border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold">Documents</h2>
        {docs.data?.items.length ? (
          <ul className="mt-3 divide-y divide-border">
            {docs.data.items.map((d) => (
              <li key={d.id} className="flex items-center gap-3 py-2 text-[13px]">
                <FileText className="size-4 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{d.fileName}</span>
                <span className="text-xs text-muted-foreground capitalize">{d.category.replace("_", " ")}</span>
                <a href={d.downloadUrl} className="inline-flex items-center gap-1 text-primary hover:underline" aria-label={`Download ${d.fileName}`}>
                  <Download className="size-3.5" aria-hidden /> Download
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-[13px] text-muted-foreground">{docs.isPending ? "Loading..." : "No documents yet."}</p>
        )}
      </section>
    </>
  );
}
