import { useQuery } from "@tanstack/react-query";
import type { Analytics } from "@shared/schemas/company-analytics";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { analyticsOptions } from "../../api";
import { BarList } from "./bar-list";
import { ChartCard } from "./chart-card";
import { MonthColumns } from "./month-columns";
import { StackedBars } from "./stacked-bars";
import { formatGrouped } from "@shared/format";

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight tabular">{value}</p>
      <p className="mt-0.5 text-xs text-subtle-foreground">{hint}</p>
    </div>
  );
}

/** Summary cards, Deal Flow, Pipeline Distribution, Deal Flow by Person, Deal Flow by Age and Location. */
export function AnalyticsTab() {
  const query = useQuery(analyticsOptions());
  if (query.isError)
    return (
      <Banner tone="danger" title="Could not load analytics">
        {errorMessage(query.error)}
      </Banner>
    );
  if (!query.data)
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <p className="text-[13px] text-muted-foreground">Loading analytics data...</p>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-72" />
      </div>
    );
  return <Dashboard a={query.data} />;
}

function Dashboard({ a }: { a: Analytics }) {
  const s = a.summary;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Total Deal Flow" value={formatGrouped(s.total)} hint="All companies, lifetime" />
        <Stat label="Monthly Deal Flow" value={formatGrouped(s.monthly)} hint="Added in the last 30 days" />
        <Stat label="Annual Deal Flow" value={formatGrouped(s.annual)} hint="Added in the last 365 days" />
        <Stat label="Active Pipeline" value={formatGrouped(s.active)} hint="Not Portfolio or Passed" />
        <Stat
          label="Investment Rate"
          value={`${s.investmentRate.toFixed(2)}%`}
          hint={`${formatGrouped(s.portfolio)} portfolio of ${formatGrouped(s.total)}`}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <ChartCard title="Deal Flow" description="Companies in each stage" className="lg:col-span-3">
          <BarList
            bars={a.byStage.map((b) => ({
              label: b.stage,
              count: b.count,
              percent: s.total ? (100 * b.count) / s.total : 0,
              stage: b.stage,
            }))}
          />
        </ChartCard>
        <ChartCard title="Companies Added" description="Per month, last 12 months" className="lg:col-span-2">
          <MonthColumns months={a.monthlyAdded} />
        </ChartCard>
      </div>
      <h2 className="mt-2 text-sm font-semibold">Pipeline Distribution</h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <ChartCard title="By Sector" description="Share of all companies">
          <BarList bars={a.sectors} />
        </ChartCard>
        <ChartCard title="By Round" description="Share of all companies">
          <BarList bars={a.rounds} />
        </ChartCard>
        <ChartCard title="By Valuation" description="Share of all companies">
          <BarList bars={a.valuation} decimals={2} />
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <ChartCard title="Deal Flow by Person" description="Companies per primary POC, by status" className="lg:col-span-3">
          <StackedBars people={a.byPerson} />
        </ChartCard>
        <div className="flex flex-col gap-4 lg:col-span-2">
          <ChartCard title="Deal Flow by Age" description="Days in pipeline, companies not in Portfolio">
            <BarList bars={a.age} />
          </ChartCard>
          <ChartCard title="Deal Flow by Location" description="Share of all companies by region">
            <BarList bars={a.locations} />
          </ChartCard>
        </div>
      </div>
    </div>
  );
}
