import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { membersQuery } from "@web/lib/reference-data";
import type { Me } from "@web/lib/session";
import { Card } from "@web/components/ui/card";
import { CardSectionHeader } from "@web/components/card-section-header";
import { ListState } from "@web/components/list-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { lazyPage } from "@web/lib/lazy-page";
import { useNearViewport } from "@web/lib/use-near-viewport";
import { MemberList } from "./member-list";
import { PendingInvitations } from "./pending-invitations";

/** The invite form's frame, the same size, until its code and the form libraries have loaded (once it is near the screen). */
function InviteFormPlaceholder() {
  return (
    <div className="flex flex-col gap-1.5" aria-hidden>
      <span className="text-[13px] leading-none font-medium text-foreground">Invite by email</span>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Skeleton className="h-9 sm:flex-1" />
        <Skeleton className="h-9 sm:w-62" />
      </div>
    </div>
  );
}

const InviteForm = lazyPage(() => import("./invite-form").then((m) => m.InviteForm), <InviteFormPlaceholder />);

/** Members and their roles; owners and admins invite, change roles and remove. */
export function TeamCard({ me, canManage }: { me: Me; canManage: boolean }) {
  const members = useQuery(membersQuery());
  // The form's code (and zod, react-hook-form: ~40 KB) is asked for when the form comes near the
  // screen: on a phone the team card is far below Settings' first screen.
  const [inviteFrame, drawInviteForm] = useNearViewport();
  return (
    <Card>
      <CardSectionHeader
        icon={Users}
        title="Team"
        description={
          canManage ? "Invite people, choose what they can do, and remove access." : "The people in your organisation and their roles."
        }
      />
      <div className="px-4 pb-4">
        {canManage && (
          <div ref={inviteFrame} className="mb-4 rounded-md border border-border bg-surface-muted p-3">
            {drawInviteForm ? <InviteForm callerRole={me.role} /> : <InviteFormPlaceholder />}
          </div>
        )}
        <h3 className="text-xs font-medium text-muted-foreground">
          Members {members.data && <span className="tabular">({members.data.total})</span>}
        </h3>
        <ListState
          query={members}
          items={members.data?.items}
          loadingLabel="Loading members"
          errorTitle="Could not load the members"
          empty={null}
          className="mt-2"
        >
          {(items) => <MemberList members={items} me={me} canManage={canManage} />}
        </ListState>
        {canManage && <PendingInvitations />}
      </div>
    </Card>
  );
}
