import type { Role } from "@web/lib/session";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
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
    <Select value={value} onValueChange={(next) => onChange(next as Role)} disabled={disabled}>
      <SelectTrigger id={id} size={size} aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="min-w-56" align="end">
        {roles.map((role) => (
          <SelectItem key={role} value={role} hint={roleHints[role]} className="py-1.5">
            {roleLabels[role]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
