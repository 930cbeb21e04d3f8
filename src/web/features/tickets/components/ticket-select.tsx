import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select-parts";
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
