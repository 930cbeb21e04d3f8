import { useQuery } from "@tanstack/react-query";
import { membersQuery } from "@web/lib/reference-data";
import { Avatar } from "@web/components/ui/avatar";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select-parts";

type AssigneeSelectProps = { id?: string; value: string | null; onChange: (userId: string) => void };

/** The organisation's members. No "Unassigned": an empty assignee becomes the creator (spec part 1 §5). */
export function AssigneeSelect({ id, value, onChange }: AssigneeSelectProps) {
  const members = useQuery(membersQuery());
  const items = members.data?.items ?? [];
  return (
    <Select value={value ?? undefined} onValueChange={onChange} disabled={members.isPending}>
      <SelectTrigger id={id} aria-label="Assignee">
        {members.isPending ? <span>Loading...</span> : <SelectValue />}
      </SelectTrigger>
      <SelectContent>
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
