import type { ReactNode } from "react";
import { Sparkles } from "lucide-react";

/** A section that has nothing to show yet, said plainly (never sample data). */
export function EmptyTab({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-surface px-6 py-12 text-center">
      <Sparkles className="size-5 text-subtle-foreground" aria-hidden />
      <h2 className="text-sm font-semibold">{title}</h2>
      <p className="max-w-md text-[13px] text-muted-foreground">{children}</p>
    </section>
  );
}
