import { cn } from "@web/lib/cn";

export type SelectSize = "sm" | "md";

/** The closed select's look, shared by Radix's trigger and the plain button that stands in for it. */
export function selectTriggerClass(size: SelectSize = "md", className?: string) {
  return cn(
    "flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-surface px-2.5 text-left text-sm text-foreground shadow-[0_1px_1px_rgb(0_0_0/0.03)] transition-[border-color,box-shadow,background-color] outline-none",
    "hover:bg-surface-muted focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 data-[placeholder]:text-subtle-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger",
    "[&>span]:flex [&>span]:min-w-0 [&>span]:items-center [&>span]:gap-1.5 [&>span]:truncate [&_svg]:shrink-0",
    size === "sm" ? "h-7 text-[13px]" : "h-9",
    className,
  );
}

/** The keys that open a select from its trigger (as Radix's). */
export const selectOpenKeys = ["Enter", " ", "ArrowDown", "ArrowUp"];
