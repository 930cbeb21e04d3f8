import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

type CardSectionHeaderProps = { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode; titleId?: string };

/** Icon, title and one line of context, with the card's action on the right. */
export function CardSectionHeader({ icon: Icon, title, description, action, titleId }: CardSectionHeaderProps) {
  return (
    <div className="flex items-start gap-3 p-4">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-sm font-semibold text-foreground">
          {title}
        </h2>
        <p className="mt-0.5 text-[13px] text-muted-foreground">{description}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
