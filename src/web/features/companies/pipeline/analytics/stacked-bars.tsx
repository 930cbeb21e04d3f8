import { pipelineStages } from "@shared/constants/pipeline";
import type { Analytics } from "@shared/schemas/company-analytics";
import { stageSlug } from "../../stage";
import { NoData } from "./chart-card";

/** Deal Flow by Person: one bar per POC, split by status in the stage tints, with a legend. */
export function StackedBars({ people }: { people: Analytics["byPerson"] }) {
  const max = Math.max(0, ...people.map((p) => p.total));
  if (max === 0) return <NoData />;
  const used = pipelineStages.filter((s) => people.some((p) => p.stages[s]));
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2.5">
        {people.map((p) => (
          <li key={p.poc} className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3 text-xs">
            <span className="truncate text-muted-foreground">{p.poc}</span>
            <span className="flex h-3 overflow-hidden rounded-sm bg-hover" style={{ width: `${(p.total / max) * 100}%` }}>
              {used.map((s) =>
                p.stages[s] ? (
                  <span
                    key={s}
                    data-stage={stageSlug(s)}
                    className="h-full bg-[var(--tint)] not-last:border-r not-last:border-surface"
                    style={{ width: `${(p.stages[s] / p.total) * 100}%` }}
                    title={`${p.poc} · ${s}: ${p.stages[s]}`}
                  />
                ) : null,
              )}
            </span>
            <span className="min-w-8 text-right font-medium tabular">{p.total}</span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 border-t border-border pt-3" aria-label="Legend">
        {used.map((s) => (
          <li key={s} data-stage={stageSlug(s)} className="inline-flex items-center gap-1.5 text-[11px] text-muted-foreground">
            <span className="size-2 rounded-sm bg-[var(--tint)]" aria-hidden />
            {s}
          </li>
        ))}
      </ul>
    </div>
  );
}
