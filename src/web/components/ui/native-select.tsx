import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";
import { inputClassName } from "./input";

type NativeSelectProps = Omit<ComponentProps<"select">, "size"> & { size?: "sm" | "md"; wrapperClassName?: string };

/** The browser's own select, styled like our inputs: fast, accessible, right on phones. */
export function NativeSelect({ className, wrapperClassName, size = "md", children, ...props }: NativeSelectProps) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <select
        className={cn(inputClassName, "cursor-pointer appearance-none pr-8", size === "sm" && "h-8 pl-2.5 text-[13px]", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-subtle-foreground"
        aria-hidden
      />
    </div>
  );
}
