import { useEffect, useRef } from "react";
import { NativeSelect } from "@web/components/ui/native-select";

type Option = { value: string; label: string };

/** The select a double-clicked cell turns into: saves on change; Escape or leaving closes it. */
export function InlineSelect({
  label,
  value,
  options,
  onSave,
  onClose,
}: {
  label: string;
  value: string;
  options: Option[];
  onSave: (value: string) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // The cell stays after the select goes: give it the focus back so the keyboard user stays in place.
  const closeKeepingFocus = () => {
    const cell = ref.current?.closest<HTMLElement>("td[tabindex]");
    onClose();
    cell?.focus();
  };
  const all = options.some((o) => o.value === value) ? options : [{ value, label: value || "—" }, ...options];
  return (
    <NativeSelect
      ref={ref}
      size="sm"
      aria-label={label}
      value={value}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        onSave(e.target.value);
        closeKeepingFocus();
      }}
      onBlur={onClose}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          closeKeepingFocus();
        }
      }}
    >
      {all.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}
