import { Check, ChevronDown, X } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { formatGrouped } from "@shared/format";

export type ChipOption = { value: string; label: string; count: number };

type Props = { label: string; value: string | undefined; options: ChipOption[]; onChange: (value: string | undefined) => void };

/** A compact filter: "Round ▾" opens its options with counts; once set it reads "Round: Seed" with a clear button. */
export function FilterChip({ label, value, options, onChange }: Props) {
  const chosen = options.find((o) => o.value === value);
  const chip =
    "inline-flex h-8 items-center gap-1 border text-[13px] transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";
  return (
    <div className="inline-flex items-center">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          aria-label={value ? `${label}: ${chosen?.label ?? value}` : label}
          className={cn(
            chip,
            value
              ? "rounded-l-md border-primary/40 bg-primary/8 pr-1.5 pl-2.5 font-medium text-foreground"
              : "rounded-md border-dashed border-border-strong px-2.5 text-muted-foreground hover:bg-hover hover:text-foreground",
          )}
        >
          <span className={cn(value && "text-muted-foreground")}>{value ? `${label}:` : label}</span>
          {value && <span className="max-w-36 truncate">{chosen?.label ?? value}</span>}
          <ChevronDown className="size-3.5 opacity-60" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-52" aria-label={`${label} filter`}>
          {options.map((o) => (
            <DropdownMenuItem
              key={o.value}
              onSelect={() => onChange(o.value === value ? undefined : o.value)}
              aria-checked={o.value === value}
              role="menuitemcheckbox"
            >
              <Check className={cn("size-4", o.value === value ? "opacity-100" : "opacity-0")} aria-hidden />
              <span className={cn("min-w-0 flex-1 truncate", o.count === 0 && "text-subtle-foreground")}>{o.label}</span>
              <span className="ml-3 text-xs text-muted-foreground tabular">{formatGrouped(o.count)}</span>
            </DropdownMenuItem>
          ))}
          {options.length === 0 && <p className="px-2 py-1.5 text-xs text-muted-foreground">No options yet</p>}
        </DropdownMenuContent>
      </DropdownMenu>
      {value && (
        <button
          type="button"
          aria-label={`Clear ${label} filter`}
          onClick={() => onChange(undefined)}
          className={cn(chip, "rounded-r-md border-l-0 border-primary/40 bg-primary/8 px-1.5 text-muted-foreground hover:text-foreground")}
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </div>
  );
}
