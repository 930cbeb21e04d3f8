import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

type EmptyStateProps = { icon: LucideIcon; title: string; description?: ReactNode; action?: ReactNode; className?: string };

/** A quiet empty list with one clear next action. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center px-6 py-10 text-center", className)}>
      <div className="mb-3 flex size-9 items-center justify-center rounded-lg bg-hover text-muted-foreground">
        <Icon className="size-4" aria-hidden />
      </div>
      <p className="text-sm font-medium text-foreground">{title}</p>
      {description && <p className="mt-1 max-w-xs text-[13px] text-muted-foreground">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
