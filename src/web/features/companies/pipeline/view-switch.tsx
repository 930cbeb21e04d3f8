import { KanbanSquare, Table2 } from "lucide-react";
import type { PipelineView } from "@shared/constants/pipeline";
import { cn } from "@web/lib/cn";

const options: { value: PipelineView; label: string; icon: typeof Table2 }[] = [
  { value: "table", label: "Table View", icon: Table2 },
  { value: "board", label: "Board View", icon: KanbanSquare },
];

/** Table View / Board View, saved to the user's preferences. */
export function ViewSwitch({ value, onChange }: { value: PipelineView; onChange: (v: PipelineView) => void }) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex h-8 shrink-0 items-center rounded-md border border-border-strong bg-surface-muted p-0.5"
    >
      {options.map(({ value: v, label, icon: Icon }) => (
        <button
          key={v}
          type="button"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(
            "inline-flex h-full items-center gap-1.5 rounded-[5px] px-2.5 text-[13px] font-medium text-muted-foreground transition-colors hover:text-foreground",
            value === v && "bg-surface text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.08)]",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
