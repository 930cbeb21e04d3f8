import { useQuery } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { membersQueryOptions } from "@web/lib/members";
import { Avatar } from "@web/components/ui/avatar";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@web/components/ui/select";

const UNASSIGNED = "unassigned";

type AssigneeSelectProps = { id?: string; value: string | null; onChange: (userId: string | null) => void };

/** The organisation's members plus Unassigned. */
export function AssigneeSelect({ id, value, onChange }: AssigneeSelectProps) {
  const members = useQuery(membersQueryOptions());
  const items = members.data?.items ?? [];
  return (
    <Select
      value={value ?? UNASSIGNED}
      onValueChange={(next) => onChange(next === UNASSIGNED ? null : next)}
      disabled={members.isPending}
    >
      <SelectTrigger id={id} aria-label="Assignee">
        {members.isPending ? <span>Loading...</span> : <SelectValue />}
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNASSIGNED} icon={<UserRound className="size-4 text-subtle-foreground" aria-hidden />}>
          Unassigned
        </SelectItem>
        {items.length > 0 && <SelectSeparator />}
        {items.map((member) => (
          <SelectItem key={member.userId} value={member.userId} icon={<Avatar name={member.name} src={member.image} className="size-5 text-[9px]" />}>
            {member.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
