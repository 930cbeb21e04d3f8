import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** The view's one primary action, right-aligned. */
  actions?: ReactNode;
  className?: string;
};

/** Title row of a page: title, short context, primary action on the right. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn("flex flex-wrap items-start justify-between gap-x-4 gap-y-3", className)}>
      <div className="min-w-0">
        <h1 className="truncate text-xl font-semibold tracking-tight text-foreground">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Standard page padding and width inside the shell. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-6 sm:px-8 sm:py-8", className)}>{children}</div>;
}
