import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export const inputClassName =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-sm text-foreground shadow-[0_1px_1px_rgb(0_0_0/0.03)] transition-[border-color,box-shadow] placeholder:text-subtle-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/20 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
