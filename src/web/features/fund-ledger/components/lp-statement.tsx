import { useQuery } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { formatDate, formatMoney } from "@shared/format";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { capitalAccountOptions } from "../api";
import { irrText, multipleText, navSourceText } from "./fund-metrics-strip";
import { recentQuarterEnds } from "./quarter-end";
import { StatementLines } from "./statement-lines";

// Printing shows the statement alone on a clean page (the app's navigation and the controls are hidden).
const printCss = `@media print {
  @page { size: letter portrait; margin: 14mm; }
  body * { visibility: hidden !important; }
  #lp-statement, #lp-statement * { visibility: visible !important; }
  #lp-statement { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
  #lp-statement .no-print { display: none !important; }
}`;

/** An LP's capital account statement as of a quarter end, laid out for the browser's Save as PDF. */
export function LpStatement({
  lpId,
  asOf,
  onAsOfChange,
  organisation,
}: {
  lpId: string;
  asOf: string;
  onAsOfChange: (asOf: string) => void;
  organisation: string;
}) {
  const query = useQuery(capitalAccountOptions(lpId, asOf));
  const a = query.data;
  const quarters = recentQuarterEnds();
  if (!quarters.includes(asOf)) quarters.unshift(asOf);
  return (
    <>
      <style>{printCss}</style>
      <div className="no-print mb-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          Quarter end
          <NativeSelect value={asOf} onChange={(e) => onAsOfChange(e.target.value)} aria-label="Quarter end" wrapperClassName="w-44">
            {quarters.map((q) => (
              <option key={q} value={q}>
                {formatDate(q)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button onClick={() => window.print()} disabled={!a}>
          <Printer aria-hidden /> Print or save as PDF
        </Button>
      </div>
      {query.isError && <Banner tone="danger">Could not load the statement: {errorMessage(query.error)}</Banner>}
      {!a && !query.isError && <Skeleton className="h-96 w-full" />}
      {a && (
        <article id="lp-statement" className="mx-auto max-w-3xl rounded-lg border border-border bg-surface p-4 text-sm sm:p-8">
          <header className="flex items-start justify-between gap-4 border-b border-border pb-4">
            <div>
              <p className="text-xs text-muted-foreground">{organisation}</p>
              <h1 className="text-lg font-semibold">Capital account statement</h1>
              <p>
                {a.lpName} · {a.fundName}
              </p>
            </div>
            <p className="text-right text-xs text-muted-foreground">
              As of
              <br />
              <strong className="text-sm text-foreground">{formatDate(a.asOf)}</strong>
            </p>
          </header>
          <dl className="mt-4 grid grid-cols-3 gap-x-6 gap-y-2">
            {(
              [
                ["Commitment", formatMoney(a.committedUsd)],
                ["Called", formatMoney(a.calledUsd)],
                ["Uncalled", formatMoney(a.uncalledUsd)],
                ["Paid in", formatMoney(a.paidInUsd)],
                ["Outstanding", formatMoney(a.outstandingUsd)],
                ["Distributed", formatMoney(a.distributedUsd)],
                ["NAV (your share)", formatMoney(a.navUsd)],
                ["DPI", multipleText(a.dpi)],
                ["RVPI", multipleText(a.rvpi)],
                ["TVPI", multipleText(a.tvpi)],
                ["Net IRR", irrText(a.netIrr)],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs text-muted-foreground">{k}</dt>
                <dd className="font-semibold tabular" data-testid={`statement-${k}`}>
                  {v}
                </dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-6 mb-2 text-sm font-semibold">Transactions</h2>
          <StatementLines lines={a.lines} />
          <footer className="mt-6 space-y-1 text-xs text-muted-foreground">
            <p>
              Your NAV share is the fund's NAV ({formatMoney(a.fundNavUsd)}; {navSourceText(a)}) pro rata to paid-in capital. DPI =
              distributed ÷ paid in; RVPI = NAV ÷ paid in; TVPI = DPI + RVPI; net IRR is the XIRR (actual/365) of your payments,
              distributions and NAV on the statement date.
            </p>
            {a.netIrrNote && <p>Net IRR: {a.netIrrNote}.</p>}
          </footer>
        </article>
      )}
    </>
  );
}
