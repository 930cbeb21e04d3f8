import type { Role } from "@web/lib/session";
import { SelectItem, SelectWithListOnOpen } from "@web/components/ui/select";
import { roleHints, roleLabels } from "../api";

type RoleSelectProps = {
  value: Role;
  roles: Role[];
  onChange: (role: Role) => void;
  label: string;
  disabled?: boolean;
  size?: "sm" | "md";
  className?: string;
  id?: string;
};

/** Role picker; each option says what the role may do. */
export function RoleSelect({ value, roles, onChange, label, disabled, size = "sm", className, id }: RoleSelectProps) {
  return (
    <SelectWithListOnOpen
      value={value}
      onValueChange={(next) => onChange(next as Role)}
      disabled={disabled}
      text={roleLabels[value]}
      trigger={{ id, size, "aria-label": label, className }}
      content={{ className: "min-w-56", align: "end" }}
    >
      {roles.map((role) => (
        <SelectItem key={role} value={role} hint={roleHints[role]} className="py-1.5">
          {roleLabels[role]}
        </SelectItem>
      ))}
    </SelectWithListOnOpen>
  );
}
