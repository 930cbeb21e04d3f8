import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { ledgerSeries } from "@shared/fund-ledger";
import { formatDate } from "@shared/format";
import { ListState } from "@web/components/list-state";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { capitalCallsOptions, distributionsOptions, fundMetricsOptions, valuationsOptions } from "../api";
import { CallFormDialog } from "./call-form-dialog";
import { CapitalCallsTable } from "./capital-calls-table";
import { DistributionFormDialog } from "./distribution-form-dialog";
import { FundMetricsStrip, navSourceText } from "./fund-metrics-strip";
import { LedgerChart } from "./ledger-chart";
import { DistributionsTable, ValuationsTable } from "./ledger-lists";
import { ValuationFormDialog } from "./valuation-form-dialog";

function Block({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A fund's ledger on Portfolio Stats: figures as of a day, the chart, and calls, distributions and NAVs to edit. */
export function FundLedgerPanel({ fundId, readOnly }: { fundId: string; readOnly: boolean }) {
  const [asOf, setAsOf] = useState("");
  const [adding, setAdding] = useState<"call" | "distribution" | "nav" | null>(null);
  const metrics = useQuery(fundMetricsOptions(fundId, asOf || undefined));
  const calls = useQuery(capitalCallsOptions(fundId));
  const distributions = useQuery(distributionsOptions(fundId));
  const valuations = useQuery(valuationsOptions(fundId));
  const points = ledgerSeries(
    (calls.data?.items ?? []).flatMap((c) =>
      c.allocations.flatMap((a) => a.payments.map((p) => ({ date: p.paidOn, amount: p.amountUsd }))),
    ),
    (distributions.data?.items ?? []).map((d) => ({ date: d.date, amount: d.totalUsd })),
    (valuations.data?.items ?? []).map((v) => ({ date: v.date, nav: v.navUsd })),
  );
  const add = (what: "call" | "distribution" | "nav", label: string) =>
    !readOnly && (
      <Button size="sm" variant="secondary" onClick={() => setAdding(what)}>
        <Plus aria-hidden /> {label}
      </Button>
    );
  const tableSkeleton = <Skeleton className="h-24 w-full" />;
  const none = (text: string) => <p className="py-6 text-center text-xs text-muted-foreground">{text}</p>;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold">Fund performance</h2>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {metrics.data ? `As of ${formatDate(metrics.data.asOf)} · NAV: ${navSourceText(metrics.data)}` : "\u00a0"}
          </p>
        </div>
        <label className="flex items-center gap-2 text-xs text-muted-foreground">
          As of
          <Input type="date" value={asOf} onChange={(e) => setAsOf(e.target.value)} className="h-8 w-40" aria-label="Figures as of" />
        </label>
      </div>
      {metrics.isError ? <Banner tone="danger">Could not load the fund ledger: {errorMessage(metrics.error)}</Banner> : null}
      {metrics.data ? <FundMetricsStrip metrics={metrics.data} /> : <Skeleton className="h-16 w-full" />}
      <Block title="Paid in, distributed and NAV">
        <LedgerChart points={points} />
      </Block>
      <Block title="Capital calls" action={add("call", "New capital call")}>
        <ListState
          query={calls}
          items={calls.data?.items}
          loadingLabel="Loading capital calls"
          loading={tableSkeleton}
          errorTitle="Could not load the capital calls"
          empty={none("No capital calls yet.")}
        >
          {(items) => <CapitalCallsTable fundId={fundId} calls={items} readOnly={readOnly} />}
        </ListState>
      </Block>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title="Distributions" action={add("distribution", "New distribution")}>
          <ListState
            query={distributions}
            items={distributions.data?.items}
            loadingLabel="Loading distributions"
            loading={tableSkeleton}
            errorTitle="Could not load the distributions"
            empty={none("No distributions yet.")}
          >
            {(items) => <DistributionsTable fundId={fundId} items={items} readOnly={readOnly} />}
          </ListState>
        </Block>
        <Block title="NAV" action={add("nav", "Add NAV")}>
          <ListState
            query={valuations}
            items={valuations.data?.items}
            loadingLabel="Loading NAVs"
            loading={tableSkeleton}
            errorTitle="Could not load the NAVs"
            empty={none("No NAV recorded: the fund's NAV is its portfolio's current value.")}
          >
            {(items) => <ValuationsTable items={items} readOnly={readOnly} />}
          </ListState>
        </Block>
      </div>
      <CallFormDialog fundId={fundId} call={null} open={adding === "call"} onOpenChange={(o) => !o && setAdding(null)} />
      <DistributionFormDialog fundId={fundId} entry={null} open={adding === "distribution"} onOpenChange={(o) => !o && setAdding(null)} />
      <ValuationFormDialog fundId={fundId} open={adding === "nav"} onOpenChange={(o) => !o && setAdding(null)} />
    </div>
  );
}
