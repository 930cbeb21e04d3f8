import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { Select as SelectPrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { StandInTrigger } from "@web/components/ui/stand-in-trigger";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { fieldOptions, TicketIcon, type TicketField } from "../ticket-meta";

type TicketSelectProps = {
  field: TicketField;
  value: string;
  onChange: (value: string) => void;
  label: string;
  id?: string;
  disabled?: boolean;
  size?: "sm" | "md";
  className?: string;
};

/** Picker for status, priority, type or effort, each option with its icon. */
export function TicketSelect({ field, value, onChange, label, id, disabled, size = "md", className }: TicketSelectProps) {
  const { values } = fieldOptions[field];
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} size={size} className={className}>
        <span className="flex min-w-0 items-center gap-1.5">
          <TicketIcon field={field} value={value} />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {values.map((option) => (
          <SelectItem key={option} value={option} icon={<TicketIcon field={field} value={option} />}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const selectOpenKeys = ["Enter", " ", "ArrowDown", "ArrowUp"];
const pillClass =
  "inline-flex h-6 max-w-full items-center gap-1.5 rounded-md border border-border bg-surface px-1.5 text-xs font-medium whitespace-nowrap text-foreground outline-none transition-colors hover:border-border-strong hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60";

/**
 * The row's status as a tinted pill that opens the status list; a pick saves at once. Until first
 * used the pill is a plain button (see StandInTrigger), and the list is mounted only while open:
 * a closed Radix Select renders all its options (off-screen) to know the selected one's text.
 */
export function StatusPillSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled?: boolean;
}) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const { values } = fieldOptions.status;
  // Inside a table row, a double-click or Enter on the pill must not open the row's details.
  const rowSafe = {
    "aria-label": label,
    className: pillClass,
    onDoubleClick: (event: MouseEvent) => event.stopPropagation(),
    onKeyDown: (event: KeyboardEvent) => event.key === "Enter" && event.stopPropagation(),
  };
  const face = (
    <>
      <TicketIcon field="status" value={value} />
      <span>{value}</span>
      <ChevronDown className="size-3 shrink-0 opacity-60" aria-hidden />
    </>
  );
  if (!used)
    return (
      <StandInTrigger
        {...rowSafe}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        disabled={disabled}
        openKeys={selectOpenKeys}
        onUse={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {face}
      </StandInTrigger>
    );
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <SelectPrimitive.Trigger {...rowSafe}>{face}</SelectPrimitive.Trigger>
      {open && (
        <SelectContent position="popper" className="w-44">
          {values.map((option) => (
            <SelectItem key={option} value={option} icon={<TicketIcon field="status" value={option} />}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      )}
    </Select>
  );
}
