import { stageSlug } from "../../stage";
import { NoData } from "./chart-card";
import { formatGrouped } from "@shared/format";

export type Bar = { label: string; count: number; percent?: number; stage?: string };

/** Horizontal bars with the label, the bar (stage tint or accent), the count and the share. */
export function BarList({ bars, decimals = 1 }: { bars: Bar[]; decimals?: number }) {
  const max = Math.max(0, ...bars.map((b) => b.count));
  if (max === 0) return <NoData />;
  return (
    <ul className="flex flex-col gap-2">
      {bars.map((b) => (
        <li
          key={b.label}
          data-stage={b.stage ? stageSlug(b.stage) : "accent"}
          className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3 text-xs"
          title={`${b.label}: ${formatGrouped(b.count)}${b.percent !== undefined ? ` (${b.percent.toFixed(decimals)}%)` : ""}`}
        >
          <span className="truncate text-muted-foreground">{b.label}</span>
          <span className="h-2 overflow-hidden rounded-full bg-hover">
            <span className="block h-full rounded-full bg-[var(--tint)]" style={{ width: `${(b.count / max) * 100}%` }} />
          </span>
          <span className="min-w-16 text-right tabular">
            <span className="font-medium text-foreground">{formatGrouped(b.count)}</span>
            {b.percent !== undefined && <span className="ml-1.5 text-muted-foreground">{b.percent.toFixed(decimals)}%</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
