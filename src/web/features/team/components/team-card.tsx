import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { errorMessage } from "@web/lib/api-client";
import { membersQueryOptions } from "@web/lib/members";
import type { Me } from "@web/lib/session";
import { Card } from "@web/components/ui/card";
import { CardSectionHeader } from "@web/components/card-section-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { InviteForm } from "./invite-form";
import { MemberList } from "./member-list";
import { PendingInvitations } from "./pending-invitations";

/** Members and their roles; owners and admins invite, change roles and remove. */
export function TeamCard({ me, canManage }: { me: Me; canManage: boolean }) {
  const members = useQuery(membersQueryOptions());
  return (
    <Card>
      <CardSectionHeader
        icon={Users}
        title="Team"
        description={
          canManage
            ? "Invite people, choose what they can do, and remove access."
            : "The people in your organisation and their roles."
        }
      />
      <div className="px-4 pb-4">
        {canManage && (
          <div className="mb-4 rounded-md border border-border bg-surface-muted p-3">
            <InviteForm callerRole={me.role} />
          </div>
        )}
        <h3 className="text-xs font-medium text-muted-foreground">
          Members {members.data && <span className="tabular">({members.data.total})</span>}
        </h3>
        {members.isPending ? (
          <div className="mt-2 flex flex-col gap-3" role="status" aria-label="Loading members">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : members.isError ? (
          <p className="mt-2 text-[13px] text-danger">{errorMessage(members.error)}</p>
        ) : (
          <MemberList members={members.data.items} me={me} canManage={canManage} />
        )}
        {canManage && <PendingInvitations />}
      </div>
    </Card>
  );
}
