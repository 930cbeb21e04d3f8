import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CalendarRange, Coins, Hash, Info, Landmark, TrendingUp, Wallet } from "lucide-react";
import { formatMoney, formatGrouped } from "@shared/format";
import { formatMultiple } from "@shared/portfolio-maths";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { Tooltip } from "@web/components/ui/tooltip";
import { errorMessage } from "@web/lib/api-client";
import { performanceQuery, type Performance } from "../api";
import { StatCard } from "./stat-cards";
import { PerformanceCompanies } from "./performance-companies";

/** An info icon whose tooltip states how a figure is computed. */
function Formula({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip content={<span className="block max-w-64 font-normal">{text}</span>}>
      <button
        type="button"
        aria-label={`How ${label} is computed: ${text}`}
        className="inline-flex size-5 items-center justify-center rounded text-subtle-foreground hover:text-foreground"
      >
        <Info className="size-3.5" aria-hidden />
      </button>
    </Tooltip>
  );
}

function Overview({ data }: { data: Performance }) {
  const { investments } = data;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <StatCard title="Total Investments" icon={Hash} value={formatGrouped(investments.total)}>
        Every investment recorded <Formula label="Total Investments" text="The number of equity investments, all time." />
      </StatCard>
      <StatCard title="Monthly Performance" icon={CalendarDays} value={formatGrouped(investments.monthly)}>
        Investments in the last 30 days{" "}
        <Formula label="Monthly Performance" text="Investments dated within the last 30 days (today included)." />
      </StatCard>
      <StatCard title="Annual Performance" icon={CalendarRange} value={formatGrouped(investments.annual)}>
        Investments in the last 365 days{" "}
        <Formula label="Annual Performance" text="Investments dated within the last 365 days (today included)." />
      </StatCard>
      <StatCard title="Total Invested" icon={Wallet} value={formatMoney(data.invested)}>
        Across {formatGrouped(data.companyCount)} {data.companyCount === 1 ? "company" : "companies"}{" "}
        <Formula label="Total Invested" text="The sum of every invested amount." />
      </StatCard>
      <StatCard title="Current Value" icon={Landmark} value={formatMoney(data.value)}>
        Marked to current valuations{" "}
        <Formula
          label="Current Value"
          text="Each investment × the company's current valuation ÷ the valuation it was made at; 0 once shut down; at cost when a valuation is missing."
        />
      </StatCard>
      <StatCard title="MOIC" icon={TrendingUp} value={formatMultiple(data.moic)}>
        Multiple on invested capital <Formula label="MOIC" text="Current value ÷ total invested." />
      </StatCard>
    </div>
  );
}

function Individual({ data }: { data: Performance }) {
  const best = data.companies.reduce<Performance["companies"][number] | null>(
    (top, c) => (c.multiple !== null && (top === null || (top.multiple ?? 0) < c.multiple) ? c : top),
    null,
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard title="Companies Invested In" icon={Coins} value={formatGrouped(data.companyCount)}>
          Companies with at least one investment
        </StatCard>
        <StatCard title="Best Multiple" icon={TrendingUp} value={best ? formatMultiple(best.multiple) : "N/A"}>
          {best ? best.name : "No investments yet"}{" "}
          <Formula label="Multiple" text="A company's current value of its investments ÷ the amount invested in it." />
        </StatCard>
      </div>
      <PerformanceCompanies data={data} />
    </div>
  );
}

/** Investment Performance: Portfolio Overview and Individual tabs. */
export function PerformanceView() {
  const query = useQuery(performanceQuery);
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading performance">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      </div>
    );
  if (query.isError) return <Banner tone="danger">{errorMessage(query.error)}</Banner>;
  return (
    <Tabs defaultValue="overview">
      <TabsList className="mb-4">
        <TabsTrigger value="overview">Portfolio Overview</TabsTrigger>
        <TabsTrigger value="individual">Individual</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Overview data={query.data} />
      </TabsContent>
      <TabsContent value="individual">
        <Individual data={query.data} />
      </TabsContent>
    </Tabs>
  );
}
