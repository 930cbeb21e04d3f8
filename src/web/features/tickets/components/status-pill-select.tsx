import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { ChevronDown } from "lucide-react";
import { StandInTrigger } from "@web/components/ui/stand-in-trigger";
import { selectParts } from "@web/components/ui/select";
import { selectOpenKeys } from "@web/components/ui/select-style";
import { fieldOptions, TicketIcon } from "../ticket-meta";

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
  const standIn = (
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
      onPointerEnter={() => void selectParts.preload()}
      onFocus={() => void selectParts.preload()}
    >
      {face}
    </StandInTrigger>
  );
  if (!used) return standIn;
  return (
    <selectParts.Draw fallback={standIn}>
      {(m) => (
        <m.Select value={value} onValueChange={onChange} disabled={disabled} open={open} onOpenChange={setOpen}>
          <m.SelectBareTrigger {...rowSafe}>{face}</m.SelectBareTrigger>
          {open && (
            <m.SelectContent position="popper" className="w-44">
              {values.map((option) => (
                <m.SelectItem key={option} value={option} icon={<TicketIcon field="status" value={option} />}>
                  {option}
                </m.SelectItem>
              ))}
            </m.SelectContent>
          )}
        </m.Select>
      )}
    </selectParts.Draw>
  );
}
