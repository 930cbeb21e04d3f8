import { groupLabel, type PipelineStage } from "@shared/constants/pipeline";
import { cn } from "@web/lib/cn";
import { stageSlug } from "./stage";

/** A stage in its own soft tint (the same tint as its board column and chart bars). */
export function StageBadge({ stage, grouped = false, className }: { stage: PipelineStage; grouped?: boolean; className?: string }) {
  return (
    <span
      data-stage={stageSlug(stage)}
      className={cn(
        "inline-flex max-w-full items-center gap-1.5 rounded-full bg-[var(--tint-soft)] px-2 py-0.5 text-xs font-medium whitespace-nowrap text-[var(--tint-fg)]",
        className,
      )}
    >
      <span className="size-1.5 shrink-0 rounded-full bg-[var(--tint)]" aria-hidden />
      <span className="truncate">{grouped ? groupLabel(stage) : stage}</span>
    </span>
  );
}
