import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("animate-pulse rounded-md bg-hover", className)} aria-hidden {...props} />;
}
