import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { formatMoney } from "@shared/format";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { Link } from "@web/lib/router";
import { capitalAccountOptions } from "../api";
import { irrText, multipleText } from "./fund-metrics-strip";
import { StatementLines } from "./statement-lines";
import { lastQuarterEnd } from "./quarter-end";

const scrollBox = "mt-3 max-h-56 overflow-y-auto rounded-md focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20";

/** An LP's capital account in its detail dialog: the figures LPs ask for, its statement, and the printable statement. */
export function CapitalAccountSection({ lpId }: { lpId: string }) {
  const query = useQuery(capitalAccountOptions(lpId));
  const a = query.data;
  const rows: [string, string][] = a
    ? [
        ["Committed", formatMoney(a.committedUsd)],
        ["Called", formatMoney(a.calledUsd)],
        ["Paid in", formatMoney(a.paidInUsd)],
        ["Outstanding", formatMoney(a.outstandingUsd)],
        ["Distributed", formatMoney(a.distributedUsd)],
        ["NAV (share)", formatMoney(a.navUsd)],
        ["DPI", multipleText(a.dpi)],
        ["TVPI", multipleText(a.tvpi)],
        ["Net IRR", irrText(a.netIrr)],
      ]
    : [];
  return (
    <section className="mt-6 border-t border-border pt-4" aria-label="Capital account">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Capital account</h3>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/lps/${lpId}/statement?asOf=${lastQuarterEnd()}`}>
            <FileText aria-hidden /> Statement
          </Link>
        </Button>
      </div>
      {query.isError ? (
        <Banner tone="danger" className="mt-2">
          Could not load the capital account: {errorMessage(query.error)}
        </Banner>
      ) : !a ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
            {rows.map(([k, v]) => (
              <div key={k} className="rounded-md border border-border p-2">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="mt-0.5 font-semibold tabular" data-testid={`account-${k}`}>
                  {v}
                </dd>
              </div>
            ))}
          </dl>
          {a.netIrrNote && <p className="mt-1 text-xs text-muted-foreground">Net IRR: {a.netIrrNote}</p>}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container: focus lets the keyboard scroll it (axe: scrollable-region-focusable) */}
          <div className={scrollBox} tabIndex={0} role="region" aria-label="Capital account transactions">
            <StatementLines lines={a.lines} />
          </div>
        </>
      )}
    </section>
  );
}
