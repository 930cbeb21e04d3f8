import { ExternalLink } from "lucide-react";
import type { Company } from "@shared/schemas/companies";
import { displayHost, formatMoney, websiteHref } from "@shared/format";
import { InfoItem, NA } from "./info-item";

/** Company Information, read-only: empty values read "N/A", no other investors reads "None". */
export function OverviewView({ c }: { c: Company }) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <InfoItem label="Current Valuation" money>
          {c.valuation === null ? NA : formatMoney(c.valuation)}
        </InfoItem>
        <InfoItem label="Revenue" money>
          {c.revenue === null ? NA : formatMoney(c.revenue)}
        </InfoItem>
        <InfoItem label="Region">{c.region ?? NA}</InfoItem>
        <InfoItem label="Website">
          {c.website ? (
            <a
              className="inline-flex items-center gap-1 text-primary hover:underline"
              href={websiteHref(c.website)}
              target="_blank"
              rel="noreferrer noopener"
            >
              {displayHost(c.website)} <ExternalLink className="size-3" aria-hidden />
            </a>
          ) : (
            NA
          )}
        </InfoItem>
        <InfoItem label="City">{c.city ?? NA}</InfoItem>
        <InfoItem label="Primary Sector">{c.sector ?? NA}</InfoItem>
        <InfoItem label="Sub Sector">{c.subSector ?? NA}</InfoItem>
        <InfoItem label="Other Investors">{c.otherInvestors.length ? c.otherInvestors.join(", ") : "None"}</InfoItem>
        <InfoItem label="Round">{c.round ?? NA}</InfoItem>
      </dl>
      <div className="mt-5 border-t border-border pt-4">
        <h3 className="text-xs text-muted-foreground">Overview</h3>
        <p className={c.overview ? "mt-1 text-sm whitespace-pre-wrap" : "mt-1 text-sm text-subtle-foreground"}>
          {c.overview ?? "Add Overview Here"}
        </p>
      </div>
    </>
  );
}
