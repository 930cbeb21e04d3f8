import type { Analytics } from "@shared/schemas/company-analytics";
import { NoData } from "./chart-card";
import { monthShort } from "@shared/en-us";

const monthName = (ym: string) => monthShort(Number(ym.slice(5, 7)) - 1);

/** Companies added per month, the last 12 months. */
export function MonthColumns({ months }: { months: Analytics["monthlyAdded"] }) {
  const max = Math.max(0, ...months.map((m) => m.count));
  if (max === 0) return <NoData />;
  return (
    <div data-stage="accent" className="flex h-40 items-end gap-1.5" role="list" aria-label="Companies added per month">
      {months.map((m) => (
        <div
          key={m.month}
          role="listitem"
          className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          title={`${monthName(m.month)} ${m.month.slice(0, 4)}: ${m.count}`}
        >
          <span className="text-[10px] text-muted-foreground tabular">{m.count || ""}</span>
          <span
            className="w-full max-w-8 rounded-t-sm bg-[var(--tint)]"
            style={{ height: `${Math.max(m.count ? 3 : 0, (m.count / max) * 100)}%` }}
          />
          <span className="text-[10px] text-muted-foreground">{monthName(m.month)}</span>
        </div>
      ))}
    </div>
  );
}
