import { useState } from "react";
import { UserMinus } from "lucide-react";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import type { Member } from "@shared/schemas/organizations";
import type { Me, Role } from "@web/lib/session";
import { Avatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Tooltip } from "@web/components/ui/tooltip";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { assignableRoles, roleLabels, useChangeRole, useRemoveMember } from "../api";
import { RoleSelect } from "./role-select";

type MemberListProps = { members: Member[]; me: Me; canManage: boolean };

/** Whether the caller may change this member: admins cannot touch owners. */
const mayChange = (callerRole: Role, target: Member) => callerRole === "owner" || target.role !== "owner";

export function MemberList({ members, me, canManage }: MemberListProps) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  const onRoleChange = (member: Member, role: Role) => {
    if (role === member.role) return;
    changeRole.mutate(
      { member, role },
      {
        onSuccess: (saved) => toast.success(`${saved.name} is now ${roleLabels[saved.role].toLowerCase()}`),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(`${removing.name} was removed from the team`),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <ul className="divide-y divide-border" aria-label="Members">
        {members.map((member) => {
          const isMe = member.userId === me.user.id;
          const editable = canManage && mayChange(me.role, member);
          return (
            <li key={member.id} className="flex items-center gap-3 py-2.5">
              <Avatar name={member.name || member.email} src={member.image} className="size-8" />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1.5 truncate text-[13px] font-medium text-foreground">
                  <span className="truncate">{member.name}</span>
                  {isMe && <Badge className="px-1.5 py-0 text-[11px]">You</Badge>}
                </p>
                <p className="truncate text-xs text-muted-foreground">{member.email}</p>
              </div>
              {editable ? (
                <RoleSelect
                  value={member.role}
                  roles={assignableRoles(me.role)}
                  onChange={(role) => onRoleChange(member, role)}
                  label={`Role of ${member.name}`}
                  disabled={changeRole.isPending && changeRole.variables?.member.id === member.id}
                  className="w-28"
                />
              ) : (
                <Badge tone={member.role === "owner" ? "accent" : "neutral"}>{roleLabels[member.role]}</Badge>
              )}
              {canManage && (
                <div className="w-7 shrink-0">
                  {editable && !isMe && (
                    <Tooltip content="Remove from team">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove ${member.name}`}
                        className="hover:text-danger"
                        onClick={() => setRemoving(member)}
                      >
                        <UserMinus aria-hidden />
                      </Button>
                    </Tooltip>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove member"
        description={`Remove ${removing?.name ?? ""} (${removing?.email ?? ""}) from the team? They are signed out at once; their name stays on past work.`}
        confirmLabel="Remove Member"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
