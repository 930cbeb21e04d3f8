import type { ReactNode } from "react";

export const NA = <span className="text-subtle-foreground">N/A</span>;

/** One labelled value of a read-only card. */
export function InfoItem({ label, children, money, wide }: { label: string; children: ReactNode; money?: boolean; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-3" : "flex min-w-0 flex-col gap-1"}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={money ? "text-sm font-medium tabular" : "text-sm break-words"}>{children}</dd>
    </div>
  );
}

export function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-surface p-5" aria-label={title}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
