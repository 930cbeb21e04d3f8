import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { BrandMark } from "./brand-mark";

type StatusScreenProps = {
  icon: LucideIcon;
  code?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/** Full-page message outside the app shell (404, unauthorized, start-up errors). */
export function StatusScreen({ icon: Icon, code, title, description, actions }: StatusScreenProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="px-6 py-5">
        <BrandMark className="text-foreground" />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-sm flex-col items-center text-center">
          <div className="mb-5 flex size-11 items-center justify-center rounded-lg border border-border bg-surface text-muted-foreground">
            <Icon className="size-5" aria-hidden />
          </div>
          {code && <p className="tabular mb-1 text-xs font-medium tracking-wide text-subtle-foreground">{code}</p>}
          <h1 className="text-xl font-semibold tracking-tight text-foreground">{title}</h1>
          {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
          {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-2">{actions}</div>}
        </div>
      </main>
    </div>
  );
}
