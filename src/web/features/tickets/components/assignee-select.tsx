import { useQuery } from "@tanstack/react-query";
import { UserRoundX } from "lucide-react";
import { membersQuery } from "@web/lib/reference-data";
import { Avatar } from "@web/components/ui/avatar";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select-parts";

type AssigneeSelectProps = { id?: string; value: string | null; onChange: (userId: string | null) => void };

// A select item cannot have an empty value; this one stands for null.
const UNASSIGNED = "unassigned";

/** The organisation's members plus Unassigned (spec part 1 §6). */
export function AssigneeSelect({ id, value, onChange }: AssigneeSelectProps) {
  const members = useQuery(membersQuery());
  const items = members.data?.items ?? [];
  return (
    <Select value={value ?? UNASSIGNED} onValueChange={(v) => onChange(v === UNASSIGNED ? null : v)} disabled={members.isPending}>
      <SelectTrigger id={id} aria-label="Assignee">
        {members.isPending ? <span>Loading...</span> : <SelectValue />}
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={UNASSIGNED} icon={<UserRoundX className="size-4 text-subtle-foreground" aria-hidden />}>
          Unassigned
        </SelectItem>
        {items.map((member) => (
          <SelectItem
            key={member.userId}
            value={member.userId}
            icon={<Avatar name={member.name} src={member.image} className="size-5 text-[9px]" />}
          >
            {member.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
