import { useState, type ComponentProps, type ReactNode } from "react";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@web/lib/cn";
import { selectTriggerClass, type SelectSize } from "./select-style";

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export const SelectBareTrigger = SelectPrimitive.Trigger;

export type TriggerProps = ComponentProps<typeof SelectPrimitive.Trigger> & { size?: SelectSize };

export function SelectTrigger({ className, children, size = "md", ...props }: TriggerProps) {
  return (
    <SelectPrimitive.Trigger className={selectTriggerClass(size, className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-3.5 text-subtle-foreground" aria-hidden />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, position = "popper", ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cn(
          "relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[8rem] overflow-hidden rounded-lg border border-border bg-surface text-foreground shadow-overlay data-[state=open]:animate-fade-in",
          position === "popper" && "w-full min-w-[var(--radix-select-trigger-width)]",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

type ItemProps = ComponentProps<typeof SelectPrimitive.Item> & { icon?: ReactNode; hint?: ReactNode };

export function SelectItem({ className, children, icon, hint, ...props }: ItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex min-h-8 cursor-default items-center gap-2 rounded-md py-1 pr-8 pl-2 text-[13px] outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-hover",
        className,
      )}
      {...props}
    >
      {icon}
      {hint ? (
        <span className="flex min-w-0 flex-col">
          <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
          <span className="text-xs text-muted-foreground">{hint}</span>
        </span>
      ) : (
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      )}
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check className="size-3.5 text-primary" aria-hidden />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}

export type ListOnOpenProps = {
  value: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** What the closed select shows: the selected option's text. */
  text: ReactNode;
  trigger: Omit<TriggerProps, "children">;
  content?: Omit<ComponentProps<typeof SelectContent>, "children">;
  /** The options (SelectItem, SelectSeparator). */
  children: ReactNode;
  /** Open when first drawn (the facade draws it on the press that opens it). */
  defaultOpen?: boolean;
};

/**
 * A select whose list is mounted only while open. A closed Radix Select still renders all its
 * options (off screen) to find the selected one's text; in a list of rows, or a page's first
 * draw, that is most of the select's cost. `text` gives the selected one's text instead.
 */
export function SelectWithListOnOpen({
  value,
  onValueChange,
  disabled,
  text,
  trigger,
  content,
  children,
  defaultOpen = false,
}: ListOnOpenProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <SelectTrigger {...trigger}>
        <SelectValue>{text}</SelectValue>
      </SelectTrigger>
      {open && <SelectContent {...content}>{children}</SelectContent>}
    </Select>
  );
}
