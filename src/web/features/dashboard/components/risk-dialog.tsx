import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { formatDate, formatMoney, formatGrouped } from "@shared/format";
import { failedLabel } from "@shared/portfolio-maths";
import { CompanyLogo } from "@web/components/company-logo";
import { EmptyState } from "@web/components/empty-state";
import { Banner } from "@web/components/ui/banner";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { errorMessage } from "@web/lib/api-client";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";
import { riskQuery, type Risk } from "../api";

type Failed = Risk["companies"][number];

// A date the company record does not hold reads "not recorded" rather than an invented one.
const NOT_RECORDED = <span className="text-muted-foreground">not recorded</span>;
const months = (n: number | null) => (n === null ? NOT_RECORDED : `${n} ${n === 1 ? "month" : "months"}`);
const day = (d: string | null) => (d ? formatDate(d) : NOT_RECORDED);

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-lg font-semibold text-foreground tabular-nums">{value}</p>
    </div>
  );
}

function CompanyCell({ c }: { c: Failed }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <CompanyLogo name={c.name} url={c.logoUrl} size="sm" />
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground">{c.name}</p>
        <p className="truncate text-xs text-muted-foreground">{c.sector ?? "No sector"}</p>
      </div>
    </div>
  );
}

function FailedTable({ items }: { items: Failed[] }) {
  return (
    <table className="w-full text-[13px]">
      <thead className="text-left text-xs text-muted-foreground">
        <tr className="border-b border-border">
          <th className="py-2 pr-3 font-medium">Company</th>
          <th className="py-2 pr-3 font-medium">Founded</th>
          <th className="py-2 pr-3 font-medium">Shut Down</th>
          <th className="py-2 pr-3 font-medium">Lifespan</th>
          <th className="py-2 text-right font-medium">Investment</th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {items.map((c) => (
          <tr key={c.id} className="border-b border-border last:border-0">
            <td className="max-w-56 py-2 pr-3">
              <CompanyCell c={c} />
            </td>
            <td className="py-2 pr-3 whitespace-nowrap">{day(c.founded)}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{day(c.shutDown)}</td>
            <td className="py-2 pr-3 whitespace-nowrap">{months(c.lifespanMonths)}</td>
            <td className="py-2 text-right whitespace-nowrap">{formatMoney(c.invested)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FailedCards({ items }: { items: Failed[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((c) => (
        <li key={c.id} className="rounded-lg border border-border p-3 text-[13px]">
          <CompanyCell c={c} />
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
            <dt className="text-muted-foreground">Founded</dt>
            <dd>{day(c.founded)}</dd>
            <dt className="text-muted-foreground">Shut Down</dt>
            <dd>{day(c.shutDown)}</dd>
            <dt className="text-muted-foreground">Lifespan</dt>
            <dd>{months(c.lifespanMonths)}</dd>
            <dt className="text-muted-foreground">Investment</dt>
            <dd>{formatMoney(c.invested)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function RiskBody() {
  const query = useQuery(riskQuery);
  const wide = useMediaQuery(WIDE_SCREEN);
  if (query.isPending)
    return (
      <p role="status" className="py-8 text-center text-[13px] text-muted-foreground">
        Loading risk assessment data...
      </p>
    );
  if (query.isError) return <Banner tone="danger">{errorMessage(query.error)}</Banner>;
  const risk = query.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-2 sm:grid-cols-3">
        <Stat label="Failed Companies" value={formatGrouped(risk.failed)} />
        <Stat label="Capital Lost" value={formatMoney(risk.capitalLost)} />
        <Stat label="Average Lifespan (months)" value={risk.averageLifespanMonths === null ? "N/A" : String(risk.averageLifespanMonths)} />
      </div>
      {risk.failed === 0 ? (
        <EmptyState icon={Building2} title="No failed companies in portfolio" />
      ) : (
        <>
          <section aria-labelledby="risk-sectors">
            <h3 id="risk-sectors" className="mb-2 text-[13px] font-semibold text-foreground">
              High Risk Sectors
            </h3>
            <ol className="flex flex-col gap-1.5 text-[13px]">
              {risk.sectors.map((s) => (
                <li
                  key={s.sector}
                  className="flex items-center justify-between rounded-md bg-danger-soft px-3 py-1.5 text-danger-soft-foreground"
                >
                  <span className="font-medium">{s.sector}</span>
                  <span>{failedLabel(s.count)}</span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="risk-list">
            <h3 id="risk-list" className="mb-2 text-[13px] font-semibold text-foreground">
              Failed companies
            </h3>
            {wide ? <FailedTable items={risk.companies} /> : <FailedCards items={risk.companies} />}
          </section>
        </>
      )}
    </div>
  );
}

/** Risk Assessment: Failed Companies (spec part 1); loads when opened. */
export function RiskDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogTitle>Risk Assessment: Failed Companies</DialogTitle>
        <DialogDescription className="mb-4">Portfolio companies that are out of business, and what they cost.</DialogDescription>
        {open && <RiskBody />}
      </DialogContent>
    </Dialog>
  );
}
