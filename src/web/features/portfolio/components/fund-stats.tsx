import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { formatCompactMoney, formatMoney, formatGrouped } from "@shared/format";
import type { FundStats } from "@shared/schemas/portfolio";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { portfolioStatsOptions } from "../api";
import { Section, StatCard } from "./share-bars";

function FundPanel({ f }: { f: FundStats }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard label="Portfolio companies" value={formatGrouped(f.companies)} />
        <StatCard
          label="Fund size"
          value={f.sizeUsd === null ? "Not set" : formatMoney(f.sizeUsd)}
          hint={f.sizeUsd === null ? "Set it in Settings → Funds" : undefined}
        />
        <StatCard
          label="Capital invested"
          value={formatMoney(f.invested)}
          hint={f.deployedPct === null ? undefined : `${f.deployedPct.toFixed(2)}% deployed`}
        />
        <StatCard label="% deployed" value={f.deployedPct === null ? "—" : `${f.deployedPct.toFixed(2)}%`} />
        <StatCard label="Current value" value={formatMoney(f.currentValue)} />
        <StatCard label="MOIC" value={f.moic === null ? "—" : `${f.moic.toFixed(2)}x`} hint="Current value ÷ invested" />
      </div>
      {f.deployedPct !== null && (
        <div className="flex flex-col gap-1">
          <div
            className="h-2 overflow-hidden rounded-full bg-hover"
            role="progressbar"
            aria-label={`${f.name} deployed`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, f.deployedPct)}
          >
            <span className="block h-full rounded-full bg-primary" style={{ width: `${Math.min(100, f.deployedPct)}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular">
            {formatCompactMoney(f.invested)} of {formatCompactMoney(f.sizeUsd)} deployed
          </p>
        </div>
      )}
      <Section title="Top holdings" description="By current value">
        {f.topHoldings.length === 0 ? (
          <p className="py-6 text-center text-xs text-muted-foreground">No investments recorded for this fund yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[420px] text-left text-[13px]">
              <thead className="text-xs text-muted-foreground">
                <tr className="border-b border-border">
                  <th className="py-2 font-medium">Company</th>
                  <th className="py-2 text-right font-medium">Invested</th>
                  <th className="py-2 text-right font-medium">Current value</th>
                  <th className="py-2 text-right font-medium">MOIC</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {f.topHoldings.map((h) => (
                  <tr key={h.id}>
                    <td className="py-2 font-medium">{h.name}</td>
                    <td className="py-2 text-right tabular">{formatMoney(h.invested)}</td>
                    <td className="py-2 text-right tabular">{formatMoney(h.currentValue)}</td>
                    <td className="py-2 text-right tabular">{h.invested ? `${(h.currentValue / h.invested).toFixed(2)}x` : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}

/** One tab per fund of the organisation (Settings → Funds); `below` adds the route's own sections to each tab. */
export function FundStatsTabs({ below }: { below?: (fundId: string) => ReactNode }) {
  const query = useQuery(portfolioStatsOptions());
  const [tab, setTab] = useState<string | null>(null);
  return (
    <ListState
      query={query}
      items={query.data?.funds}
      loadingLabel="Loading fund stats"
      errorTitle="Could not load the fund stats"
      empty={<EmptyState icon={Landmark} title="No funds yet" description="Add your funds in Settings → Funds to see their stats." />}
    >
      {(funds) => (
        <Tabs value={tab ?? funds[0].id} onValueChange={setTab}>
          <TabsList aria-label="Funds" className="overflow-x-auto [scrollbar-width:none]">
            {funds.map((f) => (
              <TabsTrigger key={f.id} value={f.id} className="shrink-0 whitespace-nowrap">
                {f.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {funds.map((f) => (
            <TabsContent key={f.id} value={f.id} className="mt-4 outline-none">
              <FundPanel f={f} />
              {below && <div className="mt-6">{below(f.id)}</div>}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </ListState>
  );
}
