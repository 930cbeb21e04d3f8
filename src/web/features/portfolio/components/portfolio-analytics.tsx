import { useQuery } from "@tanstack/react-query";
import { operatingStatuses } from "@shared/constants/pipeline";
import { formatCompactMoney, formatMoney, formatGrouped } from "@shared/format";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { portfolioAnalyticsOptions } from "../api";
import { Section, ShareBars, StatCard } from "./share-bars";

const counts = (rows: { label: string; count: number; pct: number }[]) => rows.map((r) => ({ label: r.label, value: r.count, pct: r.pct }));
const statusColor = { Active: "bg-success", Exited: "bg-primary", "Shut-Down": "bg-danger" } as const;

/** Portfolio Analytics (spec part 2): figures computed on the server, drawn as bar lists. */
export function PortfolioAnalyticsTab() {
  const query = useQuery(portfolioAnalyticsOptions());
  if (query.isError)
    return (
      <Banner tone="danger" title="Could not load the analytics">
        {errorMessage(query.error)}
      </Banner>
    );
  const a = query.data;
  if (!a)
    return (
      <div role="status" aria-label="Loading analytics" className="grid gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold">High Level Statistics</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Portfolio companies" value={formatGrouped(a.highLevel.portfolioCompanies)} />
        <StatCard
          label="Total invested"
          value={formatCompactMoney(a.highLevel.totalInvested)}
          hint={`${a.highLevel.investments} investment${a.highLevel.investments === 1 ? "" : "s"}`}
        />
        <StatCard label="Current value" value={formatCompactMoney(a.highLevel.currentValue)} />
        <StatCard label="MOIC" value={a.highLevel.moic === null ? "—" : `${a.highLevel.moic.toFixed(2)}x`} />
      </div>
      <h2 className="mt-2 text-sm font-semibold">Deal Flow</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Lifetime deal flow" value={formatGrouped(a.dealFlow.lifetime)} />
        <StatCard label="Monthly deal flow" value={formatGrouped(a.dealFlow.monthly)} hint="Last 30 days" />
        <StatCard label="Annual deal flow" value={formatGrouped(a.dealFlow.annual)} hint="Last 365 days" />
        <StatCard label="Investment rate" value={`${a.dealFlow.investmentRate.toFixed(2)}%`} hint="Portfolio ÷ all companies" />
      </div>
      <h2 className="mt-2 text-sm font-semibold">Investment Distribution</h2>
      <div className="grid gap-3 lg:grid-cols-2">
        <Section title="By sector" description="Share of portfolio companies">
          <ShareBars label="Portfolio companies by sector" bars={counts(a.bySector)} />
        </Section>
        <Section title="By round">
          <ShareBars label="Portfolio companies by round" bars={counts(a.byRound)} />
        </Section>
        <Section title="By fund">
          <ShareBars label="Portfolio companies by fund" bars={counts(a.byFund)} />
        </Section>
        <Section title="Capital by sector" description="Share of the dollars invested">
          <ShareBars
            label="Capital invested by sector"
            bars={a.capitalBySector.map((r) => ({ label: r.label, value: r.invested, pct: r.pct, display: formatMoney(r.invested) }))}
          />
        </Section>
      </div>
      <Section title="Portfolio Companies by Person & Company Status">
        {a.byPersonStatus.length === 0 ? (
          <p className="py-6 text-center text-xs text-muted-foreground">No data yet.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <ul className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-label="Legend">
              {operatingStatuses.map((s) => (
                <li key={s} className="flex items-center gap-1.5">
                  <span className={`size-2 rounded-full ${statusColor[s]}`} aria-hidden /> {s}
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-2">
              {a.byPersonStatus.map((p) => {
                const max = Math.max(...a.byPersonStatus.map((x) => x.total));
                const text = `${p.label}: ${operatingStatuses.map((s) => `${p.counts[s] ?? 0} ${s}`).join(", ")}`;
                return (
                  <li
                    key={p.label}
                    className="grid grid-cols-[minmax(5rem,8rem)_1fr_auto] items-center gap-3 text-xs"
                    aria-label={text}
                    title={text}
                  >
                    <span className="truncate text-muted-foreground">{p.label}</span>
                    <span
                      className="flex h-2 overflow-hidden rounded-full bg-hover"
                      style={{ width: `${(p.total / max) * 100}%` }}
                      aria-hidden
                    >
                      {operatingStatuses.map((s) => (
                        <span key={s} className={statusColor[s]} style={{ width: `${((p.counts[s] ?? 0) / p.total) * 100}%` }} />
                      ))}
                    </span>
                    <span className="min-w-8 text-right font-medium tabular" aria-hidden>
                      {p.total}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </Section>
      <h2 className="mt-2 text-sm font-semibold">Deal Flow by Age & Location</h2>
      <div className="grid gap-3 lg:grid-cols-2">
        <Section title="By age" description="Time since each portfolio company was added">
          <ShareBars label="Portfolio companies by age" bars={counts(a.byAge)} />
        </Section>
        <Section title="By location">
          <ShareBars label="Portfolio companies by region" bars={counts(a.byLocation)} />
        </Section>
      </div>
    </div>
  );
}
