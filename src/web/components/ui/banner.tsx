import type { ComponentProps, ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, CircleExclamationPoint, Info } from "lucide-react";
import { cn } from "@web/lib/cn";

const bannerVariants = cva("flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-[13px] leading-5", {
  variants: {
    tone: {
      info: "border-primary/20 bg-primary-soft text-primary-soft-foreground",
      success: "border-success/25 bg-success-soft text-success-soft-foreground",
      danger: "border-danger/25 bg-danger-soft text-danger-soft-foreground",
    },
  },
  defaultVariants: { tone: "info" },
});

const icons = { info: Info, success: CircleCheck, danger: CircleExclamationPoint } as const;

export type BannerProps = Omit<ComponentProps<"div">, "title"> &
  VariantProps<typeof bannerVariants> & {
    title?: ReactNode;
    /** Replaces the tone's icon (e.g. a spinner while something runs). */
    icon?: ReactNode;
  };

/** Inline page-level message. Danger banners are announced as alerts. */
export function Banner({ tone = "info", title, icon, className, children, ...props }: BannerProps) {
  const Icon = icons[tone ?? "info"];
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={cn(bannerVariants({ tone }), className)} {...props}>
      {icon ?? <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />}
      <div className="min-w-0">
        {title && <p className="font-medium">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
