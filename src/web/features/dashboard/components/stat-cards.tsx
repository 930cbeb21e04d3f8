import { useId, type ReactNode } from "react";
import { Link } from "@web/lib/router";
import type { LucideIcon } from "lucide-react";
import { Briefcase, CircleDollarSign, ShieldAlert, TrendingUp } from "lucide-react";
import { formatMoney, formatGrouped } from "@shared/format";
import { formatMultiple, formatPercent } from "@shared/portfolio-maths";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import type { Dashboard } from "../api";

type StatCardProps = { title: string; icon: LucideIcon; value: ReactNode; children?: ReactNode; action?: ReactNode };

/** A figure with its title and a line or two of context. */
export function StatCard({ title, icon: Icon, value, children, action }: StatCardProps) {
  const id = useId();
  return (
    <Card className="flex flex-col p-4" role="region" aria-labelledby={id}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-[13px] font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon className="size-4 text-subtle-foreground" aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-foreground tabular-nums">{value}</p>
      <div className="mt-1 flex-1 text-[13px] text-muted-foreground tabular-nums">{children}</div>
      {action && <div className="mt-3">{action}</div>}
    </Card>
  );
}

function Split({ items }: { items: [string, number][] }) {
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
      {items.map(([label, n]) => (
        <div key={label} className="flex items-baseline gap-1.5">
          <dt>{label}</dt>
          <dd className="font-medium text-foreground">{formatGrouped(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The four cards of the dashboard: totals, capital, exits, risk. */
export function StatCards({ data, onRiskDetails }: { data: Dashboard; onRiskDetails: () => void }) {
  const { totals, capital, exits, risk } = data;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title="Total Investments" icon={Briefcase} value={formatGrouped(totals.portfolio)}>
        <Split
          items={[
            ["Active", totals.active],
            ["Exits", totals.exits],
            ["Out of Business", totals.outOfBusiness],
          ]}
        />
      </StatCard>
      <StatCard
        title="Capital Deployed"
        icon={CircleDollarSign}
        value={formatMoney(capital.deployed)}
        action={
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to="/performance">Investment performance</Link>
          </Button>
        }
      >
        Average check size{" "}
        <span className="font-medium text-foreground">{capital.averageCheck === null ? "N/A" : formatMoney(capital.averageCheck)}</span>
      </StatCard>
      <StatCard title="Exit Performance" icon={TrendingUp} value={exits.count ? formatMultiple(exits.multiple) : "N/A"}>
        {exits.count === 0
          ? "No exits yet"
          : `${exits.count} ${exits.count === 1 ? "exit" : "exits"}: ${
              exits.invested ? `${formatMoney(exits.invested)} invested, now ${formatMoney(exits.value)}` : "no investments recorded"
            }`}
      </StatCard>
      <StatCard
        title="Risk Assessment"
        icon={ShieldAlert}
        value={`${formatGrouped(risk.failed)} / ${formatGrouped(risk.total)}`}
        action={
          <Button variant="secondary" size="sm" onClick={onRiskDetails}>
            View Details
          </Button>
        }
      >
        Failure rate <span className="font-medium text-foreground">{formatPercent(risk.failureRate)}</span>
      </StatCard>
    </div>
  );
}
