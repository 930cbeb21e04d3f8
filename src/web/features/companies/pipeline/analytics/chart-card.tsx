import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

export function ChartCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex flex-col rounded-lg border border-border bg-surface p-4", className)}>
      <h3 className="text-[13px] font-semibold">{title}</h3>
      {description && <p className="mt-0.5 text-xs text-muted-foreground">{description}</p>}
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}

export const NoData = () => <p className="py-6 text-center text-xs text-muted-foreground">No data yet.</p>;
