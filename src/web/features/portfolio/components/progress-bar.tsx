import { progressTone } from "@shared/portfolio";
import { cn } from "@web/lib/cn";

const fill = { success: "bg-success", warning: "bg-warning", danger: "bg-danger" } as const;

/** Documents uploaded for the quarter: green at 100%, amber from 50%, red below. `className` sizes the track. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const tone = progressTone(value);
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-tone={tone}
        className={cn("h-2 w-28 overflow-hidden rounded-full bg-hover", className)}
      >
        <span className={cn("block h-full rounded-full", fill[tone])} style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs font-medium tabular">{value}%</span>
    </div>
  );
}
