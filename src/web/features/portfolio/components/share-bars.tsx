import type { ReactNode } from "react";

export type ShareBar = { label: string; value: number; pct: number; display?: string };

/**
 * A labelled bar per row (CSS, no chart library: docs/decisions/014-portfolio-charts.md), with
 * the value and its share to two decimals; the list itself is the accessible text of the chart.
 */
export function ShareBars({ bars, label }: { bars: ShareBar[]; label: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  if (max === 0) return <p className="py-6 text-center text-xs text-muted-foreground">No data yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {bars.map((b) => {
        const text = `${b.label}: ${b.display ?? b.value.toLocaleString("en-US")} (${b.pct.toFixed(2)}%)`;
        return (
          <li
            key={b.label}
            className="grid grid-cols-[minmax(5rem,8rem)_1fr_auto] items-center gap-3 text-xs"
            title={text}
            aria-label={text}
          >
            <span className="truncate text-muted-foreground">{b.label}</span>
            <span className="h-2 overflow-hidden rounded-full bg-hover" aria-hidden>
              <span className="block h-full rounded-full bg-primary" style={{ width: `${(b.value / max) * 100}%` }} />
            </span>
            <span className="min-w-20 text-right tabular" aria-hidden>
              <span className="font-medium text-foreground">{b.display ?? b.value.toLocaleString("en-US")}</span>
              <span className="ml-1.5 text-muted-foreground">{b.pct.toFixed(2)}%</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold tabular">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col rounded-lg border border-border bg-surface p-4" aria-label={title}>
      <h3 className="text-[13px] font-semibold">{title}</h3>
      {description && <p className="mt-0.5 text-xs text-muted-foreground">{description}</p>}
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}
