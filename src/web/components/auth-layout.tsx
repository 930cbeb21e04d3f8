import type { ReactNode } from "react";
import { BrandMark } from "@web/components/brand-mark";
import { cn } from "@web/lib/cn";

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  /** Right-hand panel on wide screens (the product panel on sign-in). */
  aside?: ReactNode;
  children: ReactNode;
};

/** Centred card for the signed-out screens. */
export function AuthLayout({ title, description, aside, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-surface-muted px-4 py-8 sm:py-12">
      <main
        className={cn(
          "grid w-full overflow-hidden rounded-xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04),0_8px_24px_-12px_rgb(0_0_0/0.08)]",
          aside ? "max-w-md lg:max-w-[960px] lg:grid-cols-[1fr_1fr]" : "max-w-md",
        )}
      >
        <div className={cn("flex flex-col px-6 py-8 sm:px-10 sm:py-10", aside && "lg:min-h-[560px]")}>
          <BrandMark className="text-[15px] text-foreground" />
          <div className="flex flex-1 flex-col justify-center">
            <div className="mt-8 mb-6">
              <h1 className="text-xl font-semibold tracking-tight text-foreground">{title}</h1>
              {description && <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>}
            </div>
            {children}
          </div>
        </div>
        {aside}
      </main>
      <p className="mt-6 text-xs text-muted-foreground">Fundline · open-source back office for venture funds</p>
    </div>
  );
}
